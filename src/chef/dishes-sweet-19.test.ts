import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Desserts, baking and sweet breakfasts, nineteenth round: lists the panel scored low in round 22.
 * Each list is typed as the visitor typed it, and the chef names the dish the list plainly asks
 * for: portokalopita from filo, oranges and yoghurt, a pandan chiffon cake, sfouf from semolina,
 * turmeric and tahini, Hong Kong egg tarts in homemade butter and lard pastry, cornmeal johnnycakes
 * with blueberries and maple syrup, and risgrynsgröt with jam. Arroz con leche now uses the
 * evaporated milk too, and banoffee pie the whole tin of caramel. For the ask-again lists, the
 * second answer is another named dish cooked another way that keeps the list's main and buys
 * nothing: a steamed sponge pudding after a chocolate banana loaf, blintzes after a cheesecake,
 * oat bars after porridge, a fool after a filo tart, and muffins after yoghurt pancakes. Before
 * these dishes were written, each list got a dish that dropped its defining items.
 */
describe('a sweet list gets the dish it plainly asks for', () => {
  it.each([
    [
      [
        'pack of filo pastry',
        '4 oranges',
        'greek yoghurt',
        '4 eggs',
        'caster sugar',
        'sunflower oil',
        'baking powder',
        'cinammon stick',
        'vanilla extract',
      ],
      'Portokalopita: Greek Orange Filo Cake',
    ],
    [
      [
        'cake flour',
        '6 eggs',
        'caster sugar',
        'tin of coconut milk',
        'pandan paste',
        'vegetable oil',
        'baking powder',
        'cream of tartar',
      ],
      'Pandan Chiffon Cake',
    ],
    [
      [
        'fine semolina',
        'plain flour',
        'ground turmeric',
        'caster sugar',
        'whole milk',
        'vegetable oil',
        'baking powder',
        'aniseed',
        'tahini',
        'pine nuts',
      ],
      'Sfouf: Lebanese Turmeric and Semolina Cake',
    ],
    [
      [
        'plain flour',
        'cold butter',
        'icing sugar',
        '5 eggs',
        'caster sugar',
        'whole milk',
        'vanilla extract',
        'lard or vegetable shortening',
      ],
      'Dan Tat: Hong Kong Egg Tarts with Homemade Pastry',
    ],
    [
      [
        'yellow cornmeal',
        'all-purpose flour',
        'buttermilk',
        '2 eggs',
        'butter',
        'maple syrup',
        'pint of blueberries',
        'baking soda',
        'pinch of salt',
      ],
      'Johnnycakes with Blueberries and Maple Syrup',
    ],
    [
      [
        '250g pudding rice',
        '1 litre whole milk',
        'butter',
        'cinnamon stick',
        'ground cinnamon',
        'sugar',
        'pinch of salt',
        'flaked almonds',
        'jar of blackcurrant jam',
      ],
      'Risgrynsgröt: Swedish Rice Porridge with Blackcurrant Jam',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });

  it('uses the evaporated milk in the arroz con leche', () => {
    const { title, markdown, unused } = cookRecipe(
      [
        '1 cup long grain rice',
        'whole milk',
        'can of sweetened condensed milk',
        'can of evaporated milk',
        'cinnamon sticks',
        'ground cinnamon',
        'raisins',
        'vanilla extract',
        '1 lime',
      ],
      { attempt: 0 },
    );
    expect(title).toBe('Arroz con Leche');
    expect(unused).toEqual([]);
    expect(markdown).toMatch(/Add the milk and evaporated milk/);
    expect(markdown).not.toMatch(/ground cinnamon stick/);
  });

  it('spreads the whole tin of caramel in the banoffee pie and counts the chilling as prep', () => {
    const { title, markdown } = cookRecipe(
      [
        'pack of digestive biscuits',
        'butter',
        'tin of caramel',
        '4 bananas',
        'double cream',
        'bar of dark chocolate',
        'icing sugar',
      ],
      { attempt: 0 },
    );
    expect(title).toBe('Banoffee Pie');
    expect(markdown).toMatch(/- 1 can dulce de leche/);
    expect(markdown).not.toMatch(/tbsp caramel/);
    expect(markdown).toMatch(/Prep 110 min · Cook 0 min/);
  });

  it('makes the egg tart pastry with the lard or shortening, not bought pastry', () => {
    const { markdown } = cookRecipe(
      [
        'plain flour',
        'cold butter',
        'icing sugar',
        '5 eggs',
        'caster sugar',
        'whole milk',
        'vanilla extract',
        'lard or vegetable shortening',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Rub the cold butter and vegetable shortening into the plain flour/);
    expect(markdown).not.toMatch(/ready-rolled/);
  });

  it.each([
    [
      [
        'plain flour',
        'butter',
        'cocoa powder',
        '4 eggs',
        'walnuts',
        '3 overripe bananas',
        'light brown sugar',
        'bicarbonate of soda',
        'vanilla extract',
      ],
      'Overripe Banana, Chocolate and Walnut Loaf',
      'Steamed Overripe Banana, Walnut and Chocolate Sponge Pudding',
    ],
    [
      [
        'all-purpose flour',
        'butter',
        '3 lemons',
        'pint of blueberries',
        '4 eggs',
        'block of cream cheese',
        'granulated sugar',
        'powdered sugar',
        'baking powder',
        'graham crackers',
      ],
      'Lemon and Blueberry Baked Cheesecake',
      'Cheese Blintzes with Blueberry Sauce',
    ],
    [
      [
        'bag of porridge oats',
        '4 apples',
        'jar of smooth peanut butter',
        'medjool dates',
        'milk',
        'ground cinnamon',
        'chia seeds',
        'maple syrup',
      ],
      'Apple Pie Porridge with Peanut Butter and Medjool Dates',
      'Peanut Butter, Apple and Medjool Date Oat Bars',
    ],
    [
      [
        '8 ripe apricots',
        'pack of filo pastry',
        'shelled pistachios',
        'runny honey',
        'greek yoghurt',
        'double cream',
        'butter',
        'orange blossom water',
        'caster sugar',
      ],
      'Apricot and Pistachio Filo Pastry Tart',
      'Apricot Fool',
    ],
    [
      [
        'big tub of greek yoghurt',
        '6 ripe plums',
        'rolled oats',
        '3 eggs',
        'self-raising flour',
        'runny honey',
        'ground cinnamon',
        'butter',
        'flaked almonds',
      ],
      'Greek Yogurt Pancakes with Plums',
      'Plum, Oat and Greek Yogurt Muffins',
    ],
  ])('%j → %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });
});
