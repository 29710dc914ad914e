import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * East and South-East Asian lists from the cook's panel, round 14 (lists `r13-` in
 * `bench/chef-panel/lists-round-13.ts`), typed exactly as there. Before these dishes were written
 * the chef answered a Japanese curry list with a Yankee pot roast, an egg roll in a bowl with gyoza
 * that needed wrappers, a whole steamed sea bass with a composed tray, and soto ayam, Shan noodles
 * and kimchi fried rice with composed bowls or near dishes that left the list's heart unused; and
 * asking again gave a Kenyan stew, a lu rou fan with rice to buy, or a composed noodle bowl.
 */
describe('round 14 East and South-East Asian lists get the dish a cook would name', () => {
  it.each([
    [
      [
        '1 lb ground pork',
        '14 oz bag of coleslaw mix',
        'garlic',
        'ginger',
        'soy sauce',
        'sesame oil',
        'rice vinegar',
        'green onions',
        'sriracha',
        'sesame seeds',
      ],
      'Egg Roll in a Bowl',
    ],
    [
      [
        'tin of tuna',
        'jar of kimchi',
        'leftover rice',
        '2 eggs',
        'gochujang',
        'spring onions',
        'sesame oil',
        'kewpie mayo',
        'packet of seaweed snacks',
      ],
      'Chamchi Kimchi Bokkeumbap',
    ],
    [
      [
        'pack of rice paper',
        '300g pork mince',
        'half a white cabbage',
        '1 carrot',
        'spring onions',
        'garlic',
        'soy sauce',
        'jar of lao gan ma chilli crisp',
        'rice vinegar',
      ],
      'Crispy Rice Paper Dumplings',
    ],
    [
      [
        'leftover roast pork',
        '2 cups cold cooked rice',
        '3 eggs',
        'frozen peas',
        'spring onions',
        'soy sauce',
        'beansprouts',
        'hoisin sauce',
        'sesame oil',
      ],
      'Pork Fried Rice',
    ],
  ])('%j is %s, with nothing to buy', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.source).toBe('dish');
    expect(recipe.extras).toEqual([]);
    expect(recipe.unused).toEqual([]);
  });

  it('fries the leftover pork with the cold rice rather than serving a stir-fry over it', () => {
    const { markdown } = cookRecipe(
      [
        'leftover roast pork',
        '2 cups cold cooked rice',
        '3 eggs',
        'frozen peas',
        'spring onions',
        'soy sauce',
        'beansprouts',
        'hoisin sauce',
        'sesame oil',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Add the cold rice and stir-fry/);
    expect(markdown).not.toMatch(/cook as the packet says/);
  });

  it('adds the fermented black beans to twice-cooked pork as their own item', () => {
    const { title, markdown, unused } = cookRecipe(
      [
        '500g skin-on pork belly',
        'doubanjiang',
        'fermented black beans',
        '2 leeks',
        '1 green pepper',
        'garlic',
        'ginger',
        'shaoxing wine',
        'sugar',
        'jasmine rice',
      ],
      { attempt: 0 },
    );
    expect(title).toBe('Twice-Cooked Pork Belly');
    expect(markdown).toMatch(/- 1 tbsp fermented black beans/);
    expect(markdown).toMatch(/doubanjiang with the fermented black beans/);
    expect(markdown).not.toMatch(/between them/);
    expect(unused).toEqual([]);
  });

  it('cooks beef ho fun for the beef the visitor has, with fresh noodles in a shop amount', () => {
    const { title, markdown } = cookRecipe(
      [
        '300g flank steak',
        'pack of fresh flat rice noodles',
        'bag of beansprouts',
        'bunch of spring onions',
        'dark soy sauce',
        'light soy sauce',
        'oyster sauce',
        'shaoxing wine',
        'cornflour',
        'vegetable oil',
      ],
      { attempt: 0 },
    );
    expect(title).toBe('Beef Ho Fun');
    expect(markdown).toMatch(/Serves 3/);
    expect(markdown).toMatch(/- 375 g flat rice noodles/);
  });

  it.each([
    [
      [
        '500g beef chuck',
        'box of golden curry roux blocks',
        '2 onions',
        '2 carrots',
        '2 potatoes',
        '1 apple',
        'honey',
        'japanese short grain rice',
        'pickled ginger',
      ],
      'Japanese Beef Curry',
      'Nikujaga with Beef',
    ],
    [
      [
        '800g pork belly slices',
        'pack of frozen bao buns',
        'hoisin sauce',
        'soy sauce',
        'brown sugar',
        'chinese five spice',
        'cucumber',
        'salted peanuts',
        'coriander',
        'red onion',
        'rice vinegar',
      ],
      'Sticky Pork Belly Bao Buns',
      'Char Siu Pork Belly with Smashed Cucumber',
    ],
    [
      [
        '2 whole sea bass',
        '4 limes',
        'garlic',
        "bird's eye chillies",
        'fish sauce',
        'caster sugar',
        'coriander',
        'lemongrass',
        'jasmine rice',
        'pak choi',
      ],
      'Pla Neung Manao',
      'Pla Pao',
    ],
    [
      [
        '300g raw king prawns',
        'tin of pineapple chunks',
        'thai red curry paste',
        'tin of coconut milk',
        'fish sauce',
        'kaffir lime leaves',
        'thai basil',
        'jasmine rice',
        '1 red pepper',
      ],
      'Gaeng Phed Goong Sapparot',
      'Khao Pad Sapparot',
    ],
    [
      [
        '2 chicken breasts',
        '3 nests of medium egg noodles',
        'bag of beansprouts',
        '1 onion',
        'green pepper',
        'soy sauce',
        'oyster sauce',
        'sesame oil',
        'spring onions',
        'garlic',
      ],
      'Chicken Chow Mein',
      'Hong Kong Crispy Noodles with Chicken',
    ],
    [
      [
        '6 chicken thighs',
        'fresh turmeric',
        'lemongrass',
        'galangal',
        'kaffir lime leaves',
        'shallots',
        'macadamia nuts',
        'rice vermicelli',
        'beansprouts',
        '4 eggs',
        'jar of sambal',
        'crispy fried shallots',
      ],
      'Soto Ayam',
      'Ayam Goreng Kuning',
    ],
    [
      [
        'flat rice noodles',
        '400g chicken mince',
        '3 tomatoes',
        'garlic',
        'turmeric',
        'paprika',
        'soy sauce',
        'roasted peanuts',
        'pickled mustard greens',
        'spring onions',
        'chilli oil',
      ],
      'Shan Noodles',
      'Stir-Fried Minced Chicken with Pickled Mustard Greens',
    ],
    [
      [
        'block of firm tofu',
        'dried shiitake mushrooms',
        'dark soy sauce',
        'light soy sauce',
        'shaoxing wine',
        'sugar',
        'ginger',
        'spring onions',
        'pak choi',
        'jasmine rice',
      ],
      'Red-Braised Tofu',
      'Stir-Fried Pak Choi with Shiitake Mushroom and Crispy Tofu',
    ],
  ])('%j: %s first, %s on asking again', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it("uses the visitor's curry roux blocks and rice for the Japanese curry, bought nothing", () => {
    const { markdown, extras } = cookRecipe(
      [
        '500g beef chuck',
        'box of golden curry roux blocks',
        '2 onions',
        '2 carrots',
        '2 potatoes',
        '1 apple',
        'honey',
        'japanese short grain rice',
        'pickled ginger',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/stir in the box of golden curry roux blocks|curry roux/i);
    expect(markdown).not.toMatch(/curry powder/);
    expect(extras).toEqual([]);
  });

  it('keeps the bao buns list to what was typed: no honey or spring onions to buy', () => {
    const { extras, unused } = cookRecipe(
      [
        '800g pork belly slices',
        'pack of frozen bao buns',
        'hoisin sauce',
        'soy sauce',
        'brown sugar',
        'chinese five spice',
        'cucumber',
        'salted peanuts',
        'coriander',
        'red onion',
        'rice vinegar',
      ],
      { attempt: 0 },
    );
    expect(extras).toEqual([]);
    expect(unused).toEqual([]);
  });

  it("dusts the negimaki in the visitor's cornstarch after a Mongolian beef", () => {
    const list = [
      '1 lb flank steak',
      'cornstarch',
      'soy sauce',
      'dark brown sugar',
      'garlic',
      'ginger',
      'green onions',
      'vegetable oil',
      'white rice',
      'bag of broccoli florets',
    ];
    expect(cookRecipe(list, { attempt: 0 }).title).toBe('Mongolian Beef');
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.title).toBe('Beef Negimaki');
    expect(again.unused).toEqual([]);
    expect(again.markdown).not.toMatch(/plain flour/);
  });
});
