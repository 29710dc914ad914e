import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Sweet baking, desserts and sweet breakfasts, sixteenth round: the lists the cook's panel read in
 * round 19 where the chef named the wrong dish (a ricotta pasta for cannoli, English muffins for
 * Cornish saffron buns, brownies for florentines, Hong Kong egg tarts for pop-tarts, a semifreddo
 * for île flottante, a plain chocolate sponge for Texas sheet cake, an English bread pudding for
 * capirotada, a carrot loaf for morning glory muffins) or left out an item that belongs in it (the
 * turkey of a Monte Cristo). Each list is typed as the panel typed it. Asking again now gives a
 * second named dish that keeps the list's main and buys nothing: baked oats after banana and
 * blueberry pancakes, a steamed lemon and raspberry sponge after a lemon polenta cake, a brie en
 * croûte after a brie, bacon and cranberry puff tart.
 */
describe('the sweet dish a cook would name for the list', () => {
  it.each([
    [
      [
        'pack of cannoli shells',
        '500g ricotta',
        'tub of mascarpone',
        'icing sugar',
        'dark chocolate chips',
        'shelled pistachios',
        '1 orange',
        'vanilla extract',
      ],
      'Sicilian Cannoli',
    ],
    [
      [
        '6 bolillo rolls',
        'piloncillo cone',
        'cinammon sticks',
        'whole cloves',
        'raisins',
        'roasted peanuts',
        'shredded monterey jack',
        'butter',
        'colored sprinkles',
      ],
      'Capirotada',
    ],
    [
      [
        '500g strong white flour',
        'pinch of saffron',
        'sachet of fast action yeast',
        'butter',
        'milk',
        'caster sugar',
        'currants',
        'mixed peel',
        '1 egg',
      ],
      'Cornish Saffron Buns',
    ],
    [
      [
        'flaked almonds',
        'tub of glacé cherries',
        'mixed peel',
        'butter',
        'demerara sugar',
        'golden syrup',
        'plain flour',
        '200g dark chocolate',
      ],
      'Florentines',
    ],
    [
      [
        '2 refrigerated pie crusts',
        'jar of strawberry jam',
        '1 egg',
        'powdered sugar',
        'milk',
        'rainbow sprinkles',
        'cornstarch',
      ],
      'Homemade Strawberry Jam Pop-Tarts',
    ],
    [
      [
        '6 eggs',
        'whole milk',
        'double cream',
        'caster sugar',
        'vanilla pod',
        'flaked almonds',
        'lemon',
      ],
      'Île Flottante',
    ],
    [
      [
        'all-purpose flour',
        '2 carrots',
        '1 apple',
        'shredded coconut',
        'raisins',
        'walnuts',
        '3 eggs',
        'vegetable oil',
        'brown sugar',
        'ground cinnamon',
        'baking soda',
      ],
      'Morning Glory Muffins',
    ],
    [
      [
        'all-purpose flour',
        'granulated sugar',
        '2 sticks butter',
        'unsweetened cocoa',
        'buttermilk',
        '2 eggs',
        'baking soda',
        'vanilla',
        'powdered sugar',
        'chopped pecans',
        'whole milk',
      ],
      'Texas Sheet Cake',
    ],
  ])('%j → %s', (list, title) => {
    const { markdown, unused } = cookRecipe(list, { attempt: 0 });
    expect(markdown.split('\n')[0]).toBe(`# ${title}`);
    expect(unused).toEqual([]);
  });

  it.each([
    [
      [
        '3 ripe bananas',
        'punnet of blueberries',
        'self-raising flour',
        'pot of greek yoghurt',
        '2 eggs',
        'milk',
        'maple syrup',
        'butter',
        'rolled oats',
      ],
      'Banana and Blueberry Pancakes with Greek Yogurt',
      'Baked Rolled Oats with Banana and Maple Syrup',
    ],
    [
      [
        '3 lemons',
        'ground almonds',
        'fine polenta',
        '4 eggs',
        'punnet of raspberries',
        'caster sugar',
        'butter',
        'self-raising flour',
        'icing sugar',
      ],
      'Lemon, Almond and Fine Polenta Cake with Raspberries',
      'Steamed Lemon and Raspberry Sponge Pudding',
    ],
    [
      [
        'roll of puff pastry',
        'wheel of brie',
        'smoked bacon',
        '2 apples',
        'bag of spinach',
        'jar of cranberry sauce',
        '4 eggs',
        'walnuts',
      ],
      'Brie, Smoked Bacon and Apple Puff Tart with Cranberry Sauce',
      'Brie en Croûte with Cranberry Sauce and Walnuts',
    ],
  ])('%j → %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('puts the sliced turkey in the Monte Cristo with the ham', () => {
    const { markdown, unused } = cookRecipe(
      [
        'loaf of brioche',
        'sliced deli ham',
        'sliced turkey',
        'swiss cheese slices',
        '4 eggs',
        'milk',
        'jar of raspberry jam',
        'powdered sugar',
        'bag of salad',
      ],
      { attempt: 0 },
    );
    expect(markdown.split('\n')[0]).toBe('# Monte Cristo Sandwiches');
    expect(markdown).toMatch(/slices of the deli ham and a slice of the cooked turkey/);
    expect(unused).toEqual([]);
  });

  it('fills the bought cannoli shells rather than making pastry', () => {
    const { markdown } = cookRecipe(
      [
        'pack of cannoli shells',
        '500g ricotta',
        'tub of mascarpone',
        'icing sugar',
        'dark chocolate chips',
        'shelled pistachios',
        '1 orange',
        'vanilla extract',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/pipe the filling into the cannoli shells/);
  });
});
