import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';
import { expectNamedSecond } from './ask-again.test-support';

/**
 * Chinese, Japanese and Korean dishes for round 18's misses (the r17- panel lists, typed as the
 * visitors typed them). Before these dishes were written, each first answer here was another dish
 * that left out the list's defining items (a baked garlic chicken rice for moo goo gai pan, a
 * Japanese mushroom rice for kung pao mushrooms, lu rou fan for black-bean ribs, dumplings cut
 * into strips for a miso soup), and each second answer a composed dish, a dish that dropped the
 * list's centre, or one that sent the visitor shopping.
 */
describe('round 18 misses in Chinese, Japanese and Korean cooking', () => {
  it.each([
    [
      [
        '1 lb chicken breast',
        '8 oz white mushrooms',
        'can of water chestnuts',
        'snow peas',
        'can of bamboo shoots',
        'chicken broth',
        'oyster sauce',
        'cornstarch',
        'garlic',
        'white rice',
      ],
      'Moo Goo Gai Pan',
    ],
    [
      [
        '400g king oyster mushrooms',
        'dried red chillies',
        'sichuan peppercorns',
        'roasted peanuts',
        'chinkiang vinegar',
        'soy sauce',
        'sugar',
        'cornflour',
        'spring onions',
        'jasmine rice',
      ],
      'Kung Pao Oyster Mushrooms',
    ],
    [
      [
        '600g pork spare ribs, chopped small',
        'fermented black beans',
        'garlic',
        'red chilli',
        'light soy sauce',
        'shaoxing wine',
        'cornflour',
        'sugar',
        'jasmine rice',
        'choi sum',
      ],
      'Steamed Pork Ribs with Fermented Black Beans',
    ],
    [
      [
        'bag of frozen pork dumplings',
        'tub of white miso',
        'bag of spinach',
        'pack of enoki mushrooms',
        'spring onions',
        'soy sauce',
        'instant dashi',
        'soft boiled eggs',
      ],
      'Pork Dumpling Miso Soup with Spinach',
    ],
    [
      [
        '1 lb ground beef',
        'can of pineapple rings',
        'bottle of teriyaki sauce',
        'brioche buns',
        'swiss cheese slices',
        'red onion',
        'lettuce',
        'bag of frozen sweet potato fries',
      ],
      'Hawaiian Teriyaki Burgers with Pineapple',
    ],
    [
      [
        '4 chicken legs',
        'ginger',
        'spring onions',
        'jar of chilli oil',
        'sichuan peppercorns',
        'chinkiang vinegar',
        'light soy sauce',
        'sugar',
        'roasted peanuts',
        'sesame seeds',
        'jasmine rice',
      ],
      'Kou Shui Ji: Sichuan Mouthwatering Chicken',
    ],
    [
      [
        'leftover roast beef',
        'pack of ramen noodles',
        'beef stock',
        'soy sauce',
        'ginger',
        '3 eggs',
        'beansprouts',
        'spring onions',
        'chilli crisp',
      ],
      'Leftover Roast Beef Ramen with Soft-Boiled Eggs',
    ],
    [
      [
        'leftover roast pork',
        '2 baguettes',
        '2 carrots',
        'half a mooli',
        'rice vinegar',
        'sugar',
        'mayo',
        'cucumber',
        'fresh coriander',
        'red chilli',
      ],
      'Leftover Pork Bánh Mì',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.source).toBe('dish');
    expect(recipe.extras).toEqual([]);
  });

  it('steams the ribs with the black beans and leaves the dumplings whole', () => {
    const ribs = cookRecipe(
      [
        '600g pork spare ribs, chopped small',
        'fermented black beans',
        'garlic',
        'red chilli',
        'light soy sauce',
        'shaoxing wine',
        'cornflour',
        'sugar',
        'jasmine rice',
        'choi sum',
      ],
      { attempt: 0 },
    ).markdown;
    expect(ribs).toMatch(/fermented black beans/);
    expect(ribs).toMatch(/Steam over boiling water/);
    const soup = cookRecipe(
      [
        'bag of frozen pork dumplings',
        'tub of white miso',
        'bag of spinach',
        'pack of enoki mushrooms',
        'spring onions',
        'soy sauce',
        'instant dashi',
        'soft boiled eggs',
      ],
      { attempt: 0 },
    ).markdown;
    expect(soup).toMatch(/straight from frozen/);
    expect(soup).not.toMatch(/strips/);
  });

  it('lays the Swiss cheese on the teriyaki burgers, not processed cheese', () => {
    const burgers = cookRecipe(
      [
        '1 lb ground beef',
        'can of pineapple rings',
        'bottle of teriyaki sauce',
        'brioche buns',
        'swiss cheese slices',
        'red onion',
        'lettuce',
        'bag of frozen sweet potato fries',
      ],
      { attempt: 0 },
    ).markdown;
    expect(burgers).toMatch(/Swiss cheese/);
    expect(burgers).not.toMatch(/processed cheese/);
  });
});

describe('asking again after a round 18 Asian list offers another named dish', () => {
  it.each([
    [
      [
        '400g thin sliced pork belly',
        'tub of red miso',
        'half a white cabbage',
        'pack of udon noodles',
        'mirin',
        'soy sauce',
        'ginger',
        'carrot',
        'japanese short grain rice',
        'instant dashi',
      ],
      'Miso Nikomi Udon with Pork Belly',
      'Miso Pork Belly and White Cabbage Stir-Fry',
    ],
    [
      [
        'jar of kimchi',
        'pack of bacon',
        '4 eggs',
        'leftover rice',
        'grated mozzarella',
        'plain flour',
        'spring onions',
        'instant noodles',
      ],
      'Kimchi and Bacon Jeon',
      'Cheese Kimchi Fried Rice with Bacon',
    ],
    [
      [
        '500g pork mince',
        '2 peppers',
        'tin of pineapple chunks',
        'jasmine rice',
        'soy sauce',
        'ketchup',
        'rice vinegar',
        'spring onions',
        'little gem lettuce',
        '2 eggs',
      ],
      'Sweet and Sour Minced Pork with Pineapple',
      'Buta Soboro Don with Bell Pepper',
    ],
    [
      [
        'block of firm tofu',
        '200g shiitake mushrooms',
        '2 pak choi',
        'pack of ramen noodles',
        'white miso',
        'soy sauce',
        'ginger',
        'jasmine rice',
        'spring onions',
      ],
      'Miso Ramen with Tofu, Shiitake Mushroom and Pak Choi',
      'Stir-Fried Pak Choi with Shiitake Mushroom and Crispy Tofu',
    ],
  ])('%j → %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });
});
