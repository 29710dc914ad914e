import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Chinese, Japanese, Korean, Vietnamese and South-East Asian lists from the cook's panel, round 16
 * (lists `r15-` in `bench/chef-panel/lists-round-15.ts`), typed exactly as there. Before these
 * dishes and fixes, the chef answered a bún bò Huế list with a bœuf aux carottes, a chicken nanban
 * list with kimchi fried rice that bought the kimchi, a crab and sweetcorn soup without the crab,
 * hot dogs and leftover rice with corn dogs, a Hunan pork belly and green chilli list with lu rou
 * fan, a salmon shioyaki set with a templated soup, a sundubu jjigae list with fried rice, a zha
 * jiang mian list with ants climbing a tree, leftover steak and kimchi with a stir-fry that left
 * the kimchi out, a mushroom phở that dropped both mushrooms, a prawn laksa that bought chicken, a
 * rotisserie-chicken phở whose broth simmered for 5 minutes, a kung pao list with a plain prawn
 * stir-fry, an agedashi list with red-braised tofu and a dak galbi without its cheese and rice.
 * Asking again gave the same stir-fry under another name (a "lo mein" of rice noodles, udon in
 * place of rice) or left the wonton wrappers out.
 */
describe('round 16 East and South-East Asian lists', () => {
  it.each([
    [
      [
        '500g beef shank',
        '4 pork trotters',
        '4 lemongrass stalks',
        'shrimp paste',
        'chilli flakes',
        'fish sauce',
        'pack of thick round rice noodles',
        'beansprouts',
        'fresh mint',
        'banana blossom',
        'limes',
      ],
      'Bún Bò Huế',
    ],
    [
      [
        '4 boneless chicken thighs',
        'potato starch',
        '3 eggs',
        'rice vinegar',
        'soy sauce',
        'sugar',
        'kewpie mayo',
        'pickled cucumbers',
        'half a white cabbage',
        'japanese rice',
      ],
      'Chicken Nanban',
    ],
    [
      [
        'tin of white crab meat',
        'tin of creamed sweetcorn',
        'chicken stock cubes',
        '2 eggs',
        'cornflour',
        'spring onions',
        'sesame oil',
        'white pepper',
        'pack of prawn crackers',
      ],
      'Crab and Creamed Sweetcorn Soup',
    ],
    [
      [
        'pack of hot dogs',
        'jar of kimchi',
        'leftover white rice',
        '3 eggs',
        'frozen peas',
        'american cheese slices',
        'spring onions',
        'sriracha mayo',
      ],
      'Kimchi Fried Rice with Frankfurters',
    ],
    [
      [
        '400g pork belly',
        '8 long green chillies',
        'fermented black beans',
        'garlic',
        'ginger',
        'light soy sauce',
        'dark soy sauce',
        'shaoxing wine',
        'spring onions',
        'jasmine rice',
      ],
      'Hunan Farmhouse Pork Belly with Green Chillies',
    ],
    [
      [
        '4 salmon fillets',
        'sea salt flakes',
        'sushi rice',
        'white miso paste',
        'instant dashi granules',
        'block of silken tofu',
        'dried wakame',
        'spring onions',
        'daikon radish',
      ],
      'Salmon Shioyaki with Miso Soup and Rice',
    ],
    [
      [
        '2 tubes of silken tofu',
        'jar of kimchi',
        'gochugaru',
        'enoki mushrooms',
        '2 eggs',
        '1 courgette',
        'spring onions',
        'garlic',
        'vegetable stock',
        'short grain rice',
      ],
      'Kimchi Sundubu Jjigae',
    ],
    [
      [
        '500g pork mince',
        'jar of yellow bean sauce',
        'hoisin sauce',
        'dark soy sauce',
        'shaoxing wine',
        'garlic',
        'ginger',
        'spring onions',
        '1 cucumber',
        'pack of thick wheat noodles',
      ],
      'Zha Jiang Mian',
    ],
    [
      [
        'leftover grilled steak',
        'day old rice',
        'jar of kimchi',
        '2 eggs',
        'spring onions',
        'soy sauce',
        'gochujang',
        'sesame oil',
      ],
      'Steak and Kimchi Fried Rice',
    ],
    [
      [
        'pack of flat rice noodles',
        'dried shiitake mushrooms',
        'oyster mushrooms',
        'star anise',
        'cinnamon stick',
        'ginger',
        '1 onion',
        'soy sauce',
        'block of smoked tofu',
        'beansprouts',
        'thai basil',
        'lime',
      ],
      'Mushroom Phở with Smoked Tofu',
    ],
    [
      [
        '300g raw king prawns',
        'jar of laksa paste',
        'tin of coconut milk',
        'fish sauce',
        'pack of rice vermicelli',
        'bag of tofu puffs',
        'beansprouts',
        '2 eggs',
        'limes',
        'fresh corriander',
      ],
      'King Prawn Laksa',
    ],
    [
      [
        'supermarket rotisserie chicken',
        'chicken stock',
        'star anise',
        '1 onion',
        'ginger',
        'fish sauce',
        'pack of rice noodles',
        'beansprouts',
        'thai basil',
        'limes',
        'hoisin sauce',
      ],
      'Phở Gà from a Roast Chicken',
    ],
    [
      [
        '400g raw prawns',
        'roasted peanuts',
        'dried red chillies',
        'sichuan peppercorns',
        'chinkiang black vinegar',
        'light soy sauce',
        'sugar',
        'cornflour',
        'spring onions',
        'green pepper',
        'jasmine rice',
      ],
      'Kung Pao Prawns',
    ],
    [
      [
        '2 blocks of firm silken tofu',
        'potato starch',
        'piece of kombu',
        'dried shiitake',
        'soy sauce',
        'mirin',
        'daikon',
        'spring onions',
        'fresh ginger',
        'japanese short grain rice',
      ],
      'Agedashi Silken Tofu in Kombu Dashi',
    ],
    [
      [
        '600g chicken thighs',
        'gochujang',
        'gochugaru',
        'soy sauce',
        'half a white cabbage',
        '1 sweet potato',
        'pack of korean rice cakes',
        'spring onions',
        'garlic',
        'grated mozzarella',
        'short grain rice',
      ],
      'Dak Galbi',
    ],
  ])('%j is %s, using the whole list and buying nothing', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });

  it('simmers the bún bò Huế broth with the trotters and seasons it with the shrimp paste', () => {
    const { markdown } = cookRecipe(
      [
        '500g beef shank',
        '4 pork trotters',
        '4 lemongrass stalks',
        'shrimp paste',
        'chilli flakes',
        'fish sauce',
        'pack of thick round rice noodles',
        'beansprouts',
        'fresh mint',
        'banana blossom',
        'limes',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/pork trotters/);
    expect(markdown).not.toMatch(/pork shoulder/);
    expect(markdown).toMatch(/for 2½ hours/);
    expect(markdown).toMatch(/shrimp paste with 100 ml water/);
  });

  it('simmers the rotisserie chicken’s carcass for the phở broth and only reheats the meat', () => {
    const { markdown } = cookRecipe(
      [
        'supermarket rotisserie chicken',
        'chicken stock',
        'star anise',
        '1 onion',
        'ginger',
        'fish sauce',
        'pack of rice noodles',
        'beansprouts',
        'thai basil',
        'limes',
        'hoisin sauce',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/carcass/);
    expect(markdown).toMatch(/simmer gently for 30 minutes/);
    expect(markdown).toMatch(/piping hot/);
  });

  it('makes the prawn laksa with prawns alone, and the kimchi fried rice with the leftover rice', () => {
    const laksa = cookRecipe(
      [
        '300g raw king prawns',
        'jar of laksa paste',
        'tin of coconut milk',
        'fish sauce',
        'pack of rice vermicelli',
        'bag of tofu puffs',
        'beansprouts',
        '2 eggs',
        'limes',
        'fresh corriander',
      ],
      { attempt: 0 },
    ).markdown;
    expect(laksa).not.toMatch(/chicken/);
    const rice = cookRecipe(
      [
        'pack of hot dogs',
        'jar of kimchi',
        'leftover white rice',
        '3 eggs',
        'frozen peas',
        'american cheese slices',
        'spring onions',
        'sriracha mayo',
      ],
      { attempt: 0 },
    ).markdown;
    expect(rice).not.toMatch(/Rinse the/);
    expect(rice).toMatch(/piping hot/);
  });
});

describe('asking again after an East Asian first answer offers another named dish', () => {
  it.each([
    [
      [
        '2 rump steaks',
        '2 red peppers',
        'rice noodles',
        'soy sauce',
        'oyster sauce',
        'ginger',
        'spring onions',
        'head of brocoli',
        '2 limes',
        'jasmine rice',
      ],
      'Seared Beef and Rice Noodle Salad with Lime and Ginger',
      'Beef and Broccoli',
    ],
    [
      [
        '2 aubergines',
        '2 red peppers',
        'block of firm tofu',
        'pack of udon noodles',
        'jasmine rice',
        'soy sauce',
        'hoisin sauce',
        'garlic',
        'ginger',
        'spring onions',
      ],
      'Braised Aubergine and Tofu in Hoisin Garlic Sauce',
      'Yaki Udon with Tofu and Aubergine',
    ],
    [
      [
        '500g pork mince',
        'ginger',
        'garlic',
        'soy sauce',
        'egg noodles',
        '2 pak choi',
        'spring onions',
        'pack of wonton wrappers',
        'chilli oil',
      ],
      'Sichuan Minced Pork Wontons in Chilli Oil',
      'Taiwanese Minced Pork Noodles',
    ],
  ])('%j: %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('never simmers the peppers of the beef and broccoli stir-fry', () => {
    const { markdown } = cookRecipe(
      [
        '2 rump steaks',
        '2 red peppers',
        'rice noodles',
        'soy sauce',
        'oyster sauce',
        'ginger',
        'spring onions',
        'head of brocoli',
        '2 limes',
        'jasmine rice',
      ],
      { attempt: 1 },
    );
    expect(markdown).not.toMatch(/simmer for 8–10 minutes/);
    expect(markdown).not.toMatch(/lo mein/i);
  });
});
