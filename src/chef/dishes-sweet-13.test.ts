import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Round 16's sweet lists (panel lists `r15-`) that scored below 4. Before these dishes, asking
 * again after pumpkin bread dropped the pumpkin for pecan muffins; the banana list was "very
 * banana" fritters, then a loaf of plain flour with the visitor's self-raising flour unused; the
 * chocolate and hazelnut list left the brown sugar out of its brownies and then served the
 * hazelnuts beside a mousse; the frozen berries, bread and cream cheese list ended on a cherry
 * clafoutis; and the puff pastry and oats list gave a crumble with the pastry unused. The first
 * answers were an apple batter pudding for fritter rings, a "jam tart" for a baked Alaska (the
 * sponge flan case read as pastry), a coconut slice for Empire biscuits, an orange drizzle loaf
 * for Jaffa cakes, crinkle cookies for whoopie pies, baking-powder pancakes for kefir oladyi, a
 * Black Forest gateau with the fresh cherries lost in the jarred ones, and French toast for a hot
 * cross bun pudding with the orange zest and Easter egg on the side.
 */
describe('round 16 sweet lists', () => {
  it.each([
    [
      [
        '15 oz can pumpkin puree',
        '2 cups all-purpose flour',
        'pumpkin pie spice',
        'brown sugar',
        '2 eggs',
        'vegetable oil',
        'chopped pecans',
        'baking soda',
        'cream cheese',
      ],
      'Pumpkin Bread',
      'Pumpkin Pancakes with Cream Cheese Drizzle and Pecans',
    ],
    [
      [
        '4 very ripe bananas',
        '2 eggs',
        'self-raising flour',
        'bag of chocolate chips',
        'butter',
        'light brown sugar',
        'milk',
        'maple syrup',
      ],
      'Fluffy Banana Pancakes with Maple Syrup',
      'Banana Bread with Chocolate Chips',
    ],
    [
      [
        '200g dark chocolate',
        'bag of blanched hazelnuts',
        '250g butter',
        'caster sugar',
        'light brown sugar',
        '3 eggs',
        'plain flour',
        'cocoa powder',
      ],
      'Chocolate and Blanched Hazelnut Brownies',
      'Steamed Chocolate and Blanched Hazelnut Pudding',
    ],
    [
      [
        'bag of frozen mixed berries',
        'thick sliced white bread',
        'tub of cream cheese',
        '4 eggs',
        'milk',
        'plain flour',
        'icing sugar',
        'butter',
      ],
      'Mixed Berries and Cream Cheese White Bread Pudding',
      'Mixed Berries and Cream Cheese Stuffed French Toast',
    ],
    [
      [
        '6 cox apples',
        'roll of puff pastry',
        'porridge oats',
        'plain flour',
        'butter',
        'soft brown sugar',
        'cinnamon',
        'double cream',
      ],
      'Cox Apple Crumble Tart',
      'Tarte Tatin',
    ],
  ])('%j: %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
    expect(cookRecipe(list, { attempt: 0 }).unused).toEqual([]);
    expect(cookRecipe(list, { attempt: 0 }).markdown).not.toMatch(/very bananas/i);
  });

  it('the banana list raises both answers with the self-raising flour and folds the chips in', () => {
    const list = [
      '4 very ripe bananas',
      '2 eggs',
      'self-raising flour',
      'bag of chocolate chips',
      'butter',
      'light brown sugar',
      'milk',
      'maple syrup',
    ];
    for (const attempt of [0, 1]) {
      const { markdown } = cookRecipe(list, { attempt });
      expect(markdown).toMatch(/self-raising flour/);
      expect(markdown).not.toMatch(/baking powder/);
      expect(markdown).not.toMatch(/Serve with the dark chocolate/);
    }
  });

  it('the Tatin after the crumble tart has the cinnamon in its caramel', () => {
    const list = [
      '6 cox apples',
      'roll of puff pastry',
      'porridge oats',
      'plain flour',
      'butter',
      'soft brown sugar',
      'cinnamon',
      'double cream',
    ];
    expect(cookRecipe(list, { attempt: 1 }).markdown).toMatch(/butter with the cinnamon/);
  });

  it.each([
    [
      [
        '4 bramley apples',
        'plain flour',
        'baking powder',
        '1 egg',
        'milk',
        'caster sugar',
        'ground cinnamon',
        'vegetable oil',
        'greek yoghurt',
      ],
      'Bramley Apple Fritter Rings',
      /Whisk the plain flour, baking powder/,
    ],
    [
      [
        'shop-bought sponge flan case',
        'tub of vanilla ice cream',
        '4 egg whites',
        'caster sugar',
        'punnet of raspberries',
        'jar of raspberry jam',
        'splash of kirsch',
      ],
      'Baked Alaska',
      /Sprinkle it with the kirsch\. Spread it with the raspberry jam\. Scatter the raspberries/,
    ],
    [
      [
        '6 eggs',
        'caster sugar',
        'plain flour',
        'cocoa powder',
        'jar of morello cherries',
        'kirsch',
        '600ml double cream',
        'bar of dark chocolate',
        'fresh cherries',
      ],
      'Black Forest Gateau',
      /400 g morello cherries[\s\S]*6 eggs[\s\S]*or a fresh cherry with its stalk/,
    ],
    [
      [
        '250g plain flour',
        '175g butter',
        'caster sugar',
        'jar of seedless raspberry jam',
        'icing sugar',
        'tub of glacé cherries',
        'lemon',
      ],
      'Empire Biscuits',
      /juice of the lemon[\s\S]*half a glacé cherry/,
    ],
    [
      [
        '2 eggs',
        'caster sugar',
        'self-raising flour',
        'packet of orange jelly',
        '1 orange',
        '200g dark chocolate',
        'butter',
      ],
      'Homemade Jaffa Cakes',
      /Dissolve the jelly[\s\S]*Sift in the self-raising flour/,
    ],
    [
      [
        '500ml kefir',
        'plain flour',
        '1 egg',
        'bicarbonate of soda',
        'sugar',
        '2 eating apples',
        'sunflower oil',
        'sour cream',
        'jar of honey',
      ],
      'Kefir Oladyi with Eating Apples',
      /500 ml kefir[\s\S]*bicarbonate of soda; it will froth/,
    ],
    [
      [
        '6 leftover hot cross buns',
        'butter',
        '3 eggs',
        'whole milk',
        'double cream',
        'demerara sugar',
        'orange zest',
        'leftover easter egg chocolate',
      ],
      'Hot Cross Bun Bread and Butter Pudding',
      /6 hot cross buns[\s\S]*Tuck the pieces of chocolate Easter egg[\s\S]*zest of the orange/,
    ],
    [
      [
        '2 cups all-purpose flour',
        'cocoa powder',
        'baking soda',
        '1 stick butter',
        'brown sugar',
        '1 egg',
        'buttermilk',
        'jar of marshmallow fluff',
        'powdered sugar',
        'vanilla extract',
      ],
      'Chocolate Whoopie Pies with Marshmallow Fluff Filling',
      /alternating with the buttermilk[\s\S]*beat in the marshmallow fluff/,
    ],
  ])('%j → %s', (list, title, text) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.source).toBe('dish');
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
    expect(recipe.markdown).toMatch(text);
  });
});
