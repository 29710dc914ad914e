import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * East and South-East Asian lists from the cook's panel, round 15, second wave (lists `r14-` in
 * `bench/chef-panel/lists-round-14.ts`), typed exactly as there. Before these dishes were written
 * the chef answered a salt and pepper tofu list with an egg fried rice that bought eggs and left
 * the cornflour unused, a Chinese chicken salad list with a "yaki udon" that boiled the crispy
 * chow mein noodles and never read the sesame ginger dressing, a cauliflower rice list with a
 * whole cauliflower cut into florets, and a leftover Thai green curry list with a chow mein that
 * read the curry as plain cooked chicken; asking again gave a composed cabbage stir-fry for the
 * gochujang chicken and kimchi list, a composed noodle bowl after the tofu summer rolls, and six
 * eggs to buy for the frozen prawns, instant noodles and coconut milk list. A pork chop suey list got
 * a composed bean sprout stir-fry with 90 g of the bag, and a kimchi, tortilla and cheese list migas
 * that bought onion, tomato and jalapeño and read the gochujang mayo as plain mayonnaise; a tinned
 * mackerel, rice, curry powder and eggs list got a tuna fried rice that drained off the tomato sauce.
 */
describe('round 15 East and South-East Asian lists, second wave, name the dish a cook would make', () => {
  it.each([
    [
      [
        '400g block of firm tofu',
        'cornflour',
        'chinese five spice',
        'sichuan peppercorns',
        '1 green pepper',
        '1 red chilli',
        'spring onions',
        'garlic',
        'jasmine rice',
        'vegetable oil',
      ],
      'Salt and Pepper Tofu',
    ],
    [
      [
        'leftover grilled chicken',
        'can of mandarin oranges',
        'romaine lettuce',
        'bag of crispy chow mein noodles',
        'sliced almonds',
        'green onions',
        'bottle of sesame ginger dressing',
        'shredded red cabbage',
      ],
      'Chinese Chicken Salad',
    ],
    [
      [
        'bag of frozen cauliflower rice',
        '4 rashers smoked bacon',
        '3 eggs',
        'frozen peas',
        'soy sauce',
        'spring onions',
        'sriracha',
        'sesame oil',
      ],
      'Smoked Bacon and Egg Fried Cauliflower Rice',
    ],
    [
      [
        'leftover thai green chicken curry',
        'pack of rice noodles',
        'chicken stock cube',
        'pak choi',
        'beansprouts',
        'lime',
        'fresh coriander',
        'spring onions',
      ],
      'Thai Curry Noodle Soup',
    ],
    [
      [
        '400g pork fillet',
        'bag of beansprouts',
        '2 celery sticks',
        '1 carrot',
        'button mushrooms',
        'tin of water chestnuts',
        'oyster sauce',
        'light soy sauce',
        'cornflour',
        'jasmine rice',
      ],
      'Pork Tenderloin Chop Suey',
    ],
    [
      [
        'jar of kimchi',
        'pack of tortilla wraps',
        'grated mozzarella',
        'mature cheddar',
        'spring onions',
        '2 eggs',
        'gochujang mayo',
      ],
      'Kimchi and Cheese Quesadillas',
    ],
    [
      [
        '2 tins of mackerel in tomato sauce',
        'long grain rice',
        '1 onion',
        'frozen peas',
        '3 eggs',
        'mild curry powder',
        'lemon',
        'butter',
      ],
      'Mackerel Kedgeree',
    ],
  ])('%j is %s', (list, title) => {
    expect(cookRecipe(list, { attempt: 0 }).title).toBe(title);
  });

  it.each([
    [
      [
        '6 chicken thighs',
        'tub of gochujang',
        'short grain rice',
        'jar of kimchi',
        '4 eggs',
        'spring onions',
        'half a white cabbage',
        'sesame seeds',
        'soy sauce',
        'honey',
      ],
      'Korean Gochujang Chicken Bowls',
      'Kimchi Bokkeumbap with Chicken',
    ],
    [
      [
        'block of firm tofu',
        'crunchy peanut butter',
        'rice noodles',
        '2 carrots',
        'cucumber',
        '2 limes',
        'soy sauce',
        'sriracha',
        'coriander',
        'rice paper wrappers',
      ],
      'Tofu Summer Rolls with Peanut Dipping Sauce',
      'Thai Peanut Noodles with Crispy Tofu',
    ],
    [
      [
        'bag of frozen cooked prawns',
        '3 packets of instant noodles',
        'tin of coconut milk',
        'jar of red curry paste',
        'frozen peas',
        'lime',
        '2 eggs',
        'spring onions',
      ],
      'Quick Prawn Laksa with Instant Noodles',
      'Prawn Maggi Goreng',
    ],
  ])('%j is %s, and asking again gives %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('tops the Chinese chicken salad with the crispy noodles and dresses it with the bottle', () => {
    const { markdown, unused } = cookRecipe(
      [
        'leftover grilled chicken',
        'can of mandarin oranges',
        'romaine lettuce',
        'bag of crispy chow mein noodles',
        'sliced almonds',
        'green onions',
        'bottle of sesame ginger dressing',
        'shredded red cabbage',
      ],
      { attempt: 0 },
    );
    expect(unused).toEqual([]);
    expect(markdown).toMatch(/sesame ginger dressing/);
    expect(markdown).toMatch(/Scatter with the crispy chow mein noodles/);
    expect(markdown).not.toMatch(/boil|soak/i);
  });

  it('reheats the leftover curry as the broth, not as plain cooked chicken', () => {
    const { markdown } = cookRecipe(
      [
        'leftover thai green chicken curry',
        'pack of rice noodles',
        'chicken stock cube',
        'pak choi',
        'beansprouts',
        'lime',
        'fresh coriander',
        'spring onions',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/leftover Thai green chicken curry/);
    expect(markdown).toMatch(/stock cube in the water/);
    expect(markdown).toMatch(/piping hot/);
  });

  it('dips the kimchi quesadillas in the gochujang mayo, not plain mayonnaise', () => {
    const { markdown, extras } = cookRecipe(
      [
        'jar of kimchi',
        'pack of tortilla wraps',
        'grated mozzarella',
        'mature cheddar',
        'spring onions',
        '2 eggs',
        'gochujang mayo',
      ],
      { attempt: 0 },
    );
    expect(extras).toEqual([]);
    expect(markdown).toMatch(/with the gochujang mayo for dipping/);
  });

  it('folds the mackerel into the kedgeree with its tomato sauce, with nothing to buy', () => {
    const { markdown, extras, unused } = cookRecipe(
      [
        '2 tins of mackerel in tomato sauce',
        'long grain rice',
        '1 onion',
        'frozen peas',
        '3 eggs',
        'mild curry powder',
        'lemon',
        'butter',
      ],
      { attempt: 0 },
    );
    expect(extras).toEqual([]);
    expect(unused).toEqual([]);
    expect(markdown).toMatch(/with all their sauce/);
  });

  it('fries the bag of cauliflower rice as bought, not a whole cauliflower', () => {
    const { markdown } = cookRecipe(
      [
        'bag of frozen cauliflower rice',
        '4 rashers smoked bacon',
        '3 eggs',
        'frozen peas',
        'soy sauce',
        'spring onions',
        'sriracha',
        'sesame oil',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/500 g cauliflower rice/);
    expect(markdown).not.toMatch(/florets/);
  });

  it('only warms the cooked prawns of the laksa, and uses the coconut milk and curry paste', () => {
    const { markdown } = cookRecipe(
      [
        'bag of frozen cooked prawns',
        '3 packets of instant noodles',
        'tin of coconut milk',
        'jar of red curry paste',
        'frozen peas',
        'lime',
        '2 eggs',
        'spring onions',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/for the last minute, just until piping hot/);
    expect(markdown).toMatch(/coconut milk/);
    expect(markdown).toMatch(/red curry paste/);
  });
});
