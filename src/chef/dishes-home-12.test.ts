import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * British, Irish and American home cooking, twelfth round (the panel's round-15 misses): each list
 * is typed as the visitor typed it, and the chef names the dish a cook would. Before these dishes
 * were written, the Guinness stew list got a shortcrust beef pie with the stout and the champ
 * left out, the bierocks list a pizza, the pork chop list a mustard cream with the mushrooms and
 * thyme unused, the pot pie list a blended soup, and the Waldorf list chicken sandwiches on bread
 * the visitor had to buy.
 */
describe('the round-15 home lists get the dish a cook would name', () => {
  it.each([
    [
      [
        '800g diced stewing beef',
        '2 cans of guinness',
        '3 carrots',
        '2 onions',
        'tomato purée',
        'beef stock cube',
        'plain flour',
        'thyme',
        'bag of potatoes',
        'bunch of spring onions',
        'butter',
        'milk',
      ],
      'Beef and Guinness Stew with Champ',
    ],
    [
      [
        '1 lb ground beef',
        '1 onion',
        'half a head of green cabbage',
        'salt and pepper',
        'frozen bread dough',
        'shredded cheddar',
        'butter',
        'yellow mustard',
      ],
      'Bierocks',
    ],
    [
      [
        '4 bone-in pork chops',
        '8 oz cremini mushrooms',
        '1 shallot',
        'garlic',
        'dry white wine',
        'heavy cream',
        'dijon mustard',
        'fresh thyme',
        'white rice',
        'green beans',
      ],
      'Pork Chops in Cremini Mushroom Cream Sauce',
    ],
    [
      [
        '16 oz bag frozen mixed vegetables',
        '2 yukon gold potatoes',
        '8 oz mushrooms',
        '1 onion',
        'butter',
        'all-purpose flour',
        'vegetable broth',
        'whole milk',
        'fresh thyme',
        'can of refrigerated biscuit dough',
      ],
      'Vegetable Pot Pie with a Biscuit Top',
    ],
    [
      [
        '2 apples',
        'celery',
        'red grapes',
        'walnuts',
        'mayonnaise',
        'lemon',
        'little gem lettuce',
        'bit of cold cooked chicken',
      ],
      'Chicken Waldorf Salad',
    ],
  ])('%j → %s, using the whole list and buying nothing', (list, title) => {
    const r = cookRecipe(list, { attempt: 0 });
    expect(r.title).toBe(title);
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
  });

  it('makes the champ with the spring onions and milk, and braises the beef in the Guinness', () => {
    const { markdown } = cookRecipe(
      [
        '800g diced stewing beef',
        '2 cans of guinness',
        '3 carrots',
        '2 onions',
        'tomato purée',
        'beef stock cube',
        'plain flour',
        'thyme',
        'bag of potatoes',
        'bunch of spring onions',
        'butter',
        'milk',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Pour in the Guinness/);
    expect(markdown).toMatch(/Warm the milk with the spring onions/);
  });

  it('thaws the frozen bread dough before shaping the bierocks', () => {
    const { markdown } = cookRecipe(
      [
        '1 lb ground beef',
        '1 onion',
        'half a head of green cabbage',
        'salt and pepper',
        'frozen bread dough',
        'shredded cheddar',
        'butter',
        'yellow mustard',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Thaw the bread dough/);
    expect(markdown).toMatch(/Add the green cabbage/);
  });
});

/**
 * Asking again after a home classic (round-15 ask-again misses): the first answer is the named
 * dish, and asking again gives another named dish that keeps the main and buys nothing. Before,
 * the leek list's second answer was a side tray of roast mushrooms, and the basa list's capers,
 * mayonnaise and gherkins were passed at the table instead of made into a tartare sauce.
 */
describe('asking again after a round-15 home list offers another named dish', () => {
  it.each([
    [
      [
        'bag of frozen basa fillets',
        '1kg potatoes',
        'frozen peas',
        '2 eggs',
        'dried breadcrumbs',
        'plain flour',
        'lemon',
        'mayonnaise',
        'capers',
        'gherkins',
      ],
      'Basa Fishcakes with Tartare Sauce',
      'Pan-Fried Basa with Sauce Gribiche, Crushed Potatoes and Peas',
    ],
    [
      [
        '3 leeks',
        '400g mushrooms',
        'puff pastry',
        'mature cheddar',
        '3 eggs',
        'milk',
        'thyme',
        'double cream',
        'wholegrain mustard',
      ],
      'Leek, Mushroom and Mature Cheddar Pie',
      'Leek, Mushroom and Mature Cheddar Quiche in Puff Pastry',
    ],
  ])('%j → %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('makes the capers, gherkins and mayonnaise into a tartare sauce for the fishcakes', () => {
    const { markdown } = cookRecipe(
      [
        'bag of frozen basa fillets',
        '1kg potatoes',
        'frozen peas',
        '2 eggs',
        'dried breadcrumbs',
        'plain flour',
        'lemon',
        'mayonnaise',
        'capers',
        'gherkins',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/stir the mayonnaise with the gherkins, the rest of the capers/);
  });
});
