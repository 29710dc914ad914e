import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Sweet baking, desserts and sweet breakfasts, seventeenth round: the lists the cook's panel read in
 * round 20 where the chef named the wrong dish (cocoa muffins for conchas, Swedish buns for
 * malasadas, a strawberry pie for gypsy tart, flour pancakes for beghrir, Welsh cakes for fat
 * rascals, a pecan pie for raisin butter tarts, a plain rice pudding for risalamande) or set a
 * mango pudding with powdered gelatine as if it were leaves. Each list is typed as the panel typed
 * it. Asking again now gives a second named dish that keeps the list's main and buys nothing:
 * a croissant pudding after stuffed croissant French toast, a steamed sponge after a Persian love
 * cake, ricotta hotcakes after ricotta French toast, oliebollen after a raisin swirl loaf, a plum
 * and ginger nut crumble after a plum fool.
 */
describe('the sweet dish a cook would name for the list', () => {
  it.each([
    [
      [
        '3 ripe mangoes',
        'sachet of powdered gelatine',
        'tin of evaporated milk',
        'caster sugar',
        'double cream',
        'punnet of blueberries',
        '1 lime',
      ],
      'Hong Kong Mango Pudding with Evaporated Milk',
    ],
    [
      [
        '300g fine semolina',
        'plain flour',
        'sachet of dried yeast',
        'baking powder',
        'milk',
        'caster sugar',
        'butter',
        'jar of honey',
        'orange blossom water',
      ],
      'Beghrir with Honey Butter',
    ],
    [
      [
        '4 cups all-purpose flour',
        'packet of active dry yeast',
        'whole milk',
        'butter',
        'granulated sugar',
        '3 eggs',
        'vegetable shortening',
        'unsweetened cocoa powder',
        'vanilla extract',
        'ground cinammon',
      ],
      'Conchas',
    ],
    [
      [
        'pack of shortcrust pastry',
        'tin of evaporated milk',
        '300g dark muscovado sugar',
        'plain flour',
        'tub of double cream',
        'punnet of strawberries',
      ],
      'Gypsy Tart',
    ],
    [
      [
        'all-purpose flour',
        'packet of instant yeast',
        'can of evaporated milk',
        '3 eggs',
        'butter',
        'granulated sugar',
        'ground cinnamon',
        'vegetable oil for frying',
      ],
      'Malasadas',
    ],
    [
      [
        '2 refrigerated pie crusts',
        'butter',
        'brown sugar',
        'corn syrup',
        '2 eggs',
        'vanilla',
        'raisins',
        'chopped pecans',
      ],
      'Raisin Butter Tarts',
    ],
    [
      [
        'pudding rice',
        '1 litre whole milk',
        'vanilla pod',
        'whipping cream',
        'blanched almonds',
        'icing sugar',
        'jar of morello cherries',
        'cornflour',
      ],
      'Risalamande with Morello Cherry Sauce',
    ],
    [
      [
        'self-raising flour',
        'butter',
        'caster sugar',
        'currants',
        'mixed peel',
        'ground mixed spice',
        '2 eggs',
        'milk',
        'glacé cherries',
        'blanched almonds',
      ],
      'Yorkshire Fat Rascals',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.extras).toEqual([]);
  });

  it('sprinkles powdered gelatine over water rather than soaking it like leaves', () => {
    const { markdown } = cookRecipe(
      [
        '3 ripe mangoes',
        'sachet of powdered gelatine',
        'tin of evaporated milk',
        'caster sugar',
        'double cream',
        'punnet of blueberries',
        '1 lime',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/sprinkle over the powdered gelatine/);
    expect(markdown).not.toMatch(/leaves|squeeze/i);
  });

  it('fries the malasadas in the visitor’s oil and tosses them in cinnamon sugar', () => {
    const { markdown } = cookRecipe(
      [
        'all-purpose flour',
        'packet of instant yeast',
        'can of evaporated milk',
        '3 eggs',
        'butter',
        'granulated sugar',
        'ground cinnamon',
        'vegetable oil for frying',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/evaporated milk/);
    expect(markdown).toMatch(/vegetable oil, for deep-frying/);
  });

  it('sets the fat rascals’ faces with the cherries and almonds', () => {
    const { markdown } = cookRecipe(
      [
        'self-raising flour',
        'butter',
        'caster sugar',
        'currants',
        'mixed peel',
        'ground mixed spice',
        '2 eggs',
        'milk',
        'glacé cherries',
        'blanched almonds',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/glacé cherry halves into each round for eyes/);
    expect(markdown).toMatch(/mixed peel/);
  });
});

describe('asking again for a sweet list gives another named dish', () => {
  it.each([
    [
      [
        'pack of 6 croissants',
        'jar of nutella',
        '3 bananas',
        '4 eggs',
        'milk',
        'chopped hazelnuts',
        'maple syrup',
        'pot of greek yoghurt',
      ],
      'Nutella and Banana Stuffed Croissant French Toast',
      'Croissant and Banana Bread and Butter Pudding',
    ],
    [
      [
        'plain flour',
        'butter',
        '200g shelled pistachios',
        'cardamom pods',
        '3 eggs',
        'caster sugar',
        'rose water',
        'baking powder',
        'milk',
        'icing sugar',
      ],
      'Persian Love Cake',
      'Steamed Cardamom and Rose Water Sponge Pudding',
    ],
    [
      [
        'tub of ricotta',
        '6 ripe figs',
        'runny honey',
        'flaked almonds',
        'sourdough loaf',
        '3 eggs',
        'milk',
        'self-raising flour',
        'butter',
      ],
      'Ricotta-Stuffed Sourdough French Toast with Figs and Runny Honey',
      'Ricotta Hotcakes with Figs and Runny Honey',
    ],
    [
      [
        '500g strong white flour',
        'sachet of fast action yeast',
        'milk',
        'butter',
        'ground cinnamon',
        'raisins',
        '2 eggs',
        'light brown sugar',
        'icing sugar',
        '1 orange',
      ],
      'Raisin Swirl Loaf with Orange Icing',
      'Oliebollen',
    ],
    [
      [
        '8 ripe plums',
        'punnet of blackberries',
        'rolled oats',
        'double cream',
        'pack of ginger nut biscuits',
        'demerara sugar',
        'butter',
        'plain flour',
        'greek yoghurt',
      ],
      'Plum and Blackberry Fool',
      'Plum, Blackberry and Ginger Nut Biscuit Crumble',
    ],
  ])('%j → %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
    expect(cookRecipe(list, { attempt: 0 }).extras).toEqual([]);
    expect(cookRecipe(list, { attempt: 1 }).extras).toEqual([]);
  });

  it('fills the croissants with the visitor’s Nutella and banana, not bought chocolate', () => {
    const list = [
      'pack of 6 croissants',
      'jar of nutella',
      '3 bananas',
      '4 eggs',
      'milk',
      'chopped hazelnuts',
      'maple syrup',
      'pot of greek yoghurt',
    ];
    expect(cookRecipe(list, { attempt: 0 }).markdown).toMatch(
      /Spread the insides with the Nutella/,
    );
    expect(cookRecipe(list, { attempt: 1 }).markdown).toMatch(/maple syrup custard/);
  });

  it('crushes the cardamom seeds rather than leaving whole pods in the cake', () => {
    const { markdown } = cookRecipe(
      [
        'plain flour',
        'butter',
        '200g shelled pistachios',
        'cardamom pods',
        '3 eggs',
        'caster sugar',
        'rose water',
        'baking powder',
        'milk',
        'icing sugar',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/grind them finely, discarding the husks/);
    expect(markdown).toMatch(/rose water and 2–3 tsp water to a thick, pourable icing/);
  });

  it('crushes the ginger nuts into the crumble rather than leaving them out', () => {
    const { markdown } = cookRecipe(
      [
        '8 ripe plums',
        'punnet of blackberries',
        'rolled oats',
        'double cream',
        'pack of ginger nut biscuits',
        'demerara sugar',
        'butter',
        'plain flour',
        'greek yoghurt',
      ],
      { attempt: 1 },
    );
    expect(markdown).toMatch(/crush them into small pieces/);
    expect(markdown).toMatch(/8 plums/);
  });
});
