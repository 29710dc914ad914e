import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Round 14's sweet lists that were still answered badly after the first wave of its misses: the
 * chef names the bake, dessert or drink a cook would make, and asking again offers another named
 * dish (another method) that keeps the list's defining items and buys one thing at most. Before
 * these dishes were written, the hummingbird-cake list made a banana loaf and then pancakes, the
 * pear muffin list poached pears, the Nutella crêpe list a Dutch baby and then banana fritters, and
 * the syrup sponge list asked again gave Scotch pancakes with an unmade "500 ml custard", and the
 * Orange Julius list an orange smoothie.
 */
describe('round 14 sweet lists ask again for another named dish', () => {
  it.each([
    [
      [
        '3 ripe bananas',
        '8 oz can crushed pineapple',
        '3 cups all-purpose flour',
        '2 cups sugar',
        '3 eggs',
        'vegetable oil',
        'cinnamon',
        'chopped pecans',
        '8 oz cream cheese',
        'powdered sugar',
        'butter',
      ],
      'Hummingbird Cake',
      'Hummingbird Pancakes with Cream Cheese Glaze',
      '3 ripe bananas',
    ],
    [
      [
        '3 ripe pears',
        'self-raising flour',
        'porridge oats',
        'natural yoghurt',
        '2 eggs',
        'honey',
        'ground cardamom',
        'light brown sugar',
        'sunflower oil',
      ],
      'Pear and Cardamom Muffins',
      'Pear and Cardamom Yoghurt Pancakes with Honey',
      '3 ripe pears',
    ],
    [
      [
        'plain flour',
        '3 eggs',
        '500ml milk',
        'butter',
        'jar of nutella',
        '3 bananas',
        'punnet of strawberries',
        'lemon',
        'caster sugar',
      ],
      'Nutella and Banana Crêpes',
      'Dutch Baby with Banana, Strawberry and Nutella',
      'jar of nutella',
    ],
    [
      [
        '175g self-raising flour',
        '175g butter',
        '175g caster sugar',
        '3 eggs',
        'golden syrup',
        '1 lemon',
        'custard powder',
        'milk',
      ],
      'Steamed Golden Syrup Sponge',
      'Golden Syrup and Lemon Sponge Traybake with Custard',
      'golden syrup',
    ],
  ])('%j: %s, then %s', (list, first, second, main) => {
    expectNamedSecond(list, first, second, main);
  });

  it('the hummingbird cake uses the tinned crushed pineapple and frosts with the cream cheese', () => {
    const list = [
      '3 ripe bananas',
      '8 oz can crushed pineapple',
      '3 cups all-purpose flour',
      '2 cups sugar',
      '3 eggs',
      'vegetable oil',
      'cinnamon',
      'chopped pecans',
      '8 oz cream cheese',
      'powdered sugar',
      'butter',
    ];
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
    expect(recipe.markdown).toMatch(/with its juice/);
    expect(recipe.markdown).not.toMatch(/peeled/);
  });

  it.each([
    [
      [
        'can of frozen orange juice concentrate',
        'milk',
        'vanilla extract',
        'sugar',
        'ice',
        '1 orange',
      ],
      'Orange Julius',
      /frozen orange juice concentrate/,
    ],
    [
      [
        '4 egg yolks',
        'caster sugar',
        'marsala',
        'punnet of raspberries',
        'punnet of blueberries',
        'amaretti biscuits',
      ],
      'Zabaglione',
      /scattered with the amaretti biscuits/,
    ],
    [
      [
        'block of shortcrust pastry',
        'raspberry jam',
        '150g ground almonds',
        '150g butter',
        '150g caster sugar',
        '3 eggs',
        'almond extract',
        'flaked almonds',
        'icing sugar',
        'glacé cherries',
      ],
      'Bakewell Tart',
      /roll it out/,
    ],
  ])('%j: %s, every item used', (list, title, line) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
    expect(recipe.markdown).toMatch(line);
  });
});
