import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Sweet baking, desserts and sweet breakfasts, fifteenth round: the lists the cook's panel read in
 * round 18 where the chef named the wrong dish (soft-boiled eggs for bostock, a clafoutis for
 * cheese blintzes, a flan for crema catalana, cardamom buns for a German plum traybake) or used
 * the list badly (a blackberry cobbler with 150 g of fruit, pots de crème without the espresso).
 * Each list is typed as the panel typed it. Asking again now gives a second named dish that keeps
 * the list's main and buys nothing: banana oat pancakes after banana oat cookies, stuffed croissant
 * French toast after a croissant pudding, a mango float after a mango and lime pie, coconut
 * macaroons after a lime drizzle cake. Buttermilk pancakes with fried apples now come first for
 * the apple list, with æbleskiver after them.
 */
describe('the sweet dish a cook would name for the list', () => {
  it.each([
    [
      [
        'brioche loaf',
        'ground almonds',
        'butter',
        '2 eggs',
        'caster sugar',
        '1 orange',
        'flaked almonds',
        'icing sugar',
      ],
      'Bostock',
    ],
    [
      [
        '2 lb blackberries',
        'all-purpose flour',
        'granulated sugar',
        'baking powder',
        '1 stick butter',
        'buttermilk',
        'lemon',
        'vanilla ice cream',
      ],
      'Blackberry Cobbler',
    ],
    [
      [
        '1 litre whole milk',
        '6 egg yolks',
        'caster sugar',
        'cornflour',
        '1 lemon',
        '1 orange',
        'cinnamon stick',
      ],
      'Crema Catalana',
    ],
    [
      [
        '1kg purple plums',
        'plain flour',
        'butter',
        'caster sugar',
        '2 eggs',
        'dried yeast',
        'milk',
        'ground cinnamon',
        'whipping cream',
      ],
      'German Purple Plum Streusel Traybake',
    ],
    [
      [
        'plain flour',
        '4 eggs',
        'milk',
        'tub of farmers cheese',
        'cream cheese',
        'caster sugar',
        'vanilla extract',
        'jar of morello cherries',
        'butter',
        'sour cream',
      ],
      'Cheese Blintzes with Morello Cherry Sauce',
    ],
    [
      [
        '2 zuchinni',
        'all-purpose flour',
        'brown sugar',
        '3 eggs',
        'vegetable oil',
        'baking soda',
        'cinammon',
        'walnuts',
        'vanilla',
      ],
      'Zucchini Bread with Walnuts',
    ],
  ])('%j → %s', (list, title) => {
    const { markdown } = cookRecipe(list, { attempt: 0 });
    expect(markdown.split('\n')[0]).toBe(`# ${title}`);
  });

  it.each([
    [
      [
        '4 overripe bananas',
        'bar of dark chocolate',
        'rolled oats',
        'plain flour',
        'soft brown sugar',
        'butter',
        '2 eggs',
        'bicarbonate of soda',
      ],
      'Overripe Banana, Rolled Oats and Dark Chocolate Cookies',
      'Overripe Banana and Oat Pancakes with Dark Chocolate Sauce',
      '4 overripe bananas',
    ],
    [
      [
        'desiccated coconut',
        '4 limes',
        'self-raising flour',
        'tin of condensed milk',
        'butter',
        'caster sugar',
        '3 eggs',
        'icing sugar',
      ],
      'Lime and Coconut Drizzle Cake',
      'Coconut Macaroons',
      'desiccated coconut',
    ],
    [
      [
        '6 day-old croissants',
        '4 eggs',
        'whole milk',
        'punnet of raspberries',
        'dark chocolate',
        'caster sugar',
        'butter',
        'greek yoghurt',
      ],
      'Croissant, Raspberry and Dark Chocolate Bread and Butter Pudding',
      'Stuffed Croissant French Toast with Raspberries and Dark Chocolate',
      '6 day-old croissants',
    ],
    [
      [
        '3 ripe mangoes',
        'tin of coconut cream',
        '4 limes',
        'pack of ginger nut biscuits',
        'double cream',
        'condensed milk',
        'desiccated coconut',
        'butter',
      ],
      'No-Bake Mango and Lime Pie with a Ginger Nut Biscuit Base',
      'Mango Float',
      '3 ripe mangoes',
    ],
    [
      [
        'all-purpose flour',
        'quart of buttermilk',
        '4 apples',
        'ground cinnamon',
        '2 eggs',
        'brown sugar',
        'butter',
        'maple syrup',
      ],
      'Buttermilk Pancakes with Fried Apples and Maple Syrup',
      'Æbleskiver',
      '4 apples',
    ],
  ])('%j: %s, then %s', (list, first, second, main) => {
    expectNamedSecond(list, first, second, main);
  });

  it('bakes all the blackberries under the cobbler topping, not a handful', () => {
    const { markdown } = cookRecipe(
      [
        '2 lb blackberries',
        'all-purpose flour',
        'granulated sugar',
        'baking powder',
        '1 stick butter',
        'buttermilk',
        'lemon',
        'vanilla ice cream',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/^- 900 g blackberries$/m);
    expect(markdown).not.toMatch(/peach/i);
  });

  it('stirs the espresso into the pots de crème and serves the crème fraîche and shortbread', () => {
    const { markdown, unused } = cookRecipe(
      [
        '200g dark chocolate',
        'double cream',
        'whole milk',
        '5 egg yolks',
        'caster sugar',
        'instant espresso',
        'crème fraîche',
        'shortbread fingers',
      ],
      { attempt: 0 },
    );
    expect(markdown.split('\n')[0]).toBe('# Dark Chocolate Pots de Crème');
    expect(markdown).toMatch(/Stir in the instant (coffee|espresso)/);
    expect(markdown).toMatch(/shortbread fingers alongside/);
    expect(unused).toEqual([]);
  });

  it('drains the jarred cherries for the blintz sauce and fills the blintzes with both cheeses', () => {
    const { markdown } = cookRecipe(
      [
        'plain flour',
        '4 eggs',
        'milk',
        'tub of farmers cheese',
        'cream cheese',
        'caster sugar',
        'vanilla extract',
        'jar of morello cherries',
        'butter',
        'sour cream',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Drain the morello cherries/);
    expect(markdown).toMatch(/farmers cheese, cream cheese/);
  });
});
