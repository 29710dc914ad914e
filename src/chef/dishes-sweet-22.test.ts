import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Round 24's sweet lists (the `r23-` lists) in wave 17, each typed exactly as the panel typed it.
 * Before these dishes were written, the custard cream list warmed bought custard over bananas it
 * had to buy and used none of the baking things, the fifteens list baked magic bars buying butter,
 * chocolate and pecans with the glacé cherries unused, the Manchester tart list made jam tarts
 * with an unmade "500 ml custard" beside the visitor's custard powder and milk, the sweet potato
 * pie list a marshmallow casserole leaving the pie crust and evaporated milk unused, the orange and
 * cranberry oat muffin list pear and cardamom muffins with the oranges served on the side, and the
 * semolina porridge list a Kaiserschmarrn buying eggs and flour with the semolina unused.
 * Asked again, the After Eights list melted the mints as if they were 70% dark chocolate in a
 * fondant and bought plain flour beside the visitor's self-raising.
 */
describe('round 24 sweet lists (wave 17) get the dish a cook would name', () => {
  it.each([
    [
      [
        'plain flour',
        'custard powder',
        'soft butter',
        'icing sugar',
        'caster sugar',
        '1 egg',
        'vanilla extract',
      ],
      'Custard Cream Biscuits',
    ],
    [
      [
        'pack of digestive biscuits',
        'bag of mini marshmallows',
        'tub of glace cherries',
        'tin of condensed milk',
        'desiccated coconut',
      ],
      'Fifteens',
    ],
    [
      [
        'block of shortcrust pastry',
        'jar of raspberry jam',
        'custard powder',
        '1 pint milk',
        'caster sugar',
        'desiccated coconut',
        '2 bananas',
      ],
      'Manchester Tart',
    ],
    [
      [
        '2 lb sweet potatoes',
        'refrigerated pie crust',
        'can of evaporated milk',
        '2 eggs',
        'light brown sugar',
        'stick of butter',
        'ground nutmeg',
        'ground cinnamon',
        'vanilla extract',
        'tub of cool whip',
      ],
      'Sweet Potato Pie',
    ],
    [
      [
        'self-raising flour',
        'porridge oats',
        '2 oranges',
        'dried cranberries',
        '2 eggs',
        'natural yoghurt',
        'sunflower oil',
        'caster sugar',
        'demerara for the tops',
      ],
      'Orange, Dried Cranberry and Oat Muffins',
    ],
    [
      [
        '8 plums',
        'semolina',
        'whole milk',
        'caster sugar',
        'vanilla pod',
        'star anise',
        'knob of butter',
      ],
      'Semolina Porridge with Star Anise Stewed Plums',
    ],
  ])('%j: %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    // everything the visitor listed is used, and nothing has to be bought
    expect(recipe.markdown).not.toMatch(/Not used this time/);
    expect(recipe.markdown).not.toMatch(/You'll also need/);
  });
});

describe('round 24 sweet ask-again lists (wave 17) offer another named dish', () => {
  it.each([
    [
      [
        'self-raising flour',
        'butter',
        'caster sugar',
        'cocoa powder',
        '4 eggs',
        'peppermint extract',
        'box of after eights',
        'double cream',
      ],
      'Steamed Chocolate Mint Sponge Pudding',
      'Chocolate Peppermint Cream Sandwich Cake',
    ],
  ])('%j: %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
    const again = cookRecipe(list, { attempt: 1 });
    // the mints are not melted as dark chocolate, and the visitor's own flour is used
    expect(again.markdown).not.toMatch(/70%/);
    expect(again.markdown).not.toMatch(/plain flour/);
    expect(again.markdown).not.toMatch(/Not used this time/);
  });
});
