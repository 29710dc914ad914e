import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Round 17's sweet misses (the round-16 lists): the chef names the dessert, bake or sweet breakfast
 * a cook would make, and asking again offers another named dish (another method) that keeps the
 * list's defining items and buys one thing at most. Before these dishes were written, the banana
 * roti list made pesto eggs in a wrap, the knafeh list a lemon meringue pie, the Nanaimo list magic
 * cookie bars, the pretzel-salad list shortbread, the angel-food list a pavlova, the mango-float
 * list a kulfi and the sticky-bun list crumpets; the lemon and poppy seed list asked again gave a
 * yoghurt loaf with the poppy seeds "served with" it, the raspberry and amaretti list a chocolate
 * mousse, the brioche list French toast after pain perdu and the blueberry list composed pancakes.
 */
describe('round 17 sweet lists ask again for another named dish', () => {
  it.each([
    [
      [
        '3 lemons',
        'poppy seeds',
        'natural yoghurt',
        'self-raising flour',
        'caster sugar',
        '3 eggs',
        'sunflower oil',
        'icing sugar',
      ],
      'Lemon, Yoghurt and Poppy Seed Loaf Cake',
      'Lemon and Poppy Seed Pancakes',
    ],
    [
      [
        '2 punnets of raspberries',
        'tub of mascarpone',
        'bag of amaretti biscuits',
        'double cream',
        'icing sugar',
        '3 eggs',
        'splash of amaretto',
        'dark chocolate',
      ],
      'Raspberry and Amaretti Biscuit Tiramisu',
      'Amaretto Semifreddo with Raspberries',
    ],
    [
      [
        'brioche loaf',
        '4 eggs',
        'whole milk',
        'tin of peaches',
        'butter',
        'maple syrup',
        'greek yoghurt',
        'ground cinnamon',
      ],
      'Baked Brioche Pudding with Tinned Peaches',
      'Pain Perdu',
    ],
    [
      [
        'self-raising flour',
        'punnet of blueberries',
        '2 lemons',
        '2 eggs',
        'buttermilk',
        'caster sugar',
        'butter',
        'honey',
      ],
      'Blueberry Buttermilk Pancakes with Lemon and Honey',
      'Lemon and Blueberry Buttermilk Muffins',
    ],
  ])('%j: %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('the poppy seeds go into the batter and the icing sugar makes a drizzle, both times', () => {
    const list = [
      '3 lemons',
      'poppy seeds',
      'natural yoghurt',
      'self-raising flour',
      'caster sugar',
      '3 eggs',
      'sunflower oil',
      'icing sugar',
    ];
    for (const attempt of [0, 1]) {
      const recipe = cookRecipe(list, { attempt });
      expect(recipe.unused).toEqual([]);
      expect(recipe.markdown).toMatch(
        /self-raising flour and the poppy seeds|caster sugar and poppy seeds/,
      );
      expect(recipe.markdown).not.toMatch(/[Ss]erve with the poppy seeds/);
      expect(recipe.markdown).toMatch(/icing sugar/);
    }
  });

  it('the date squares fit the 250 g of dates and bake the walnuts into the crumble', () => {
    const list = [
      '250g pitted dates',
      'walnut pieces',
      '200g butter',
      'plain flour',
      'porridge oats',
      'dark brown sugar',
      '2 eggs',
      'bicarbonate of soda',
    ];
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.title).toBe('Date Squares');
    expect(again.markdown).toMatch(/- 250 g dates/);
    expect(again.markdown).toMatch(/salt with the walnuts in a bowl/);
    expect(again.extras).toEqual([]);
  });
});

describe('round 17 sweet lists name the dish a cook would make', () => {
  it.each([
    [
      [
        'pack of frozen roti paratha',
        '3 bananas',
        '2 eggs',
        'tin of condensed milk',
        'butter',
        'caster sugar',
        'nutella',
      ],
      'Thai Banana Roti with Condensed Milk',
    ],
    [
      [
        'pack of kataifi pastry',
        '250g butter',
        '2 balls of mozarella',
        'tub of ricotta',
        'granulated sugar',
        'rose water',
        'lemon',
        'shelled pistachios',
      ],
      'Knafeh with Mozzarella and Ricotta',
    ],
    [
      [
        'pack of digestive biscuits',
        'cocoa powder',
        'desiccated coconut',
        'chopped walnuts',
        '250g butter',
        'custard powder',
        'icing sugar',
        'milk',
        '200g dark chocolate',
        '1 egg',
      ],
      'Nanaimo Bars',
    ],
    [
      [
        'bag of pretzel twists',
        '1 stick butter',
        'granulated sugar',
        '8 oz cream cheese',
        'tub of cool whip',
        'box of strawberry jello',
        '1 lb strawberries',
      ],
      'Strawberry Pretzel Salad',
    ],
    [
      [
        '12 egg whites',
        'caster sugar',
        'cake flour',
        'cream of tartar',
        'vanilla extract',
        'punnet of raspberries',
        'punnet of blueberries',
        'whipping cream',
      ],
      'Angel Food Cake with Raspberries',
    ],
    [
      [
        '4 ripe mangoes',
        'box of graham crackers',
        '2 cups heavy cream',
        'can of sweetened condensed milk',
        'vanilla extract',
        'lime',
      ],
      'Mango Float',
    ],
    [
      [
        '500g strong white flour',
        'sachet of fast action yeast',
        'milk',
        '2 eggs',
        'butter',
        'light brown sugar',
        'maple syrup',
        'bag of pecans',
        'ground cinnamon',
      ],
      'Maple Pecan Sticky Buns',
    ],
  ])('%j: %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.source).toBe('dish');
    expect(recipe.extras).toEqual([]);
    expect(recipe.unused).toEqual([]);
  });

  it("Eve's pudding fits the 3 Bramleys and scatters the demerara on top", () => {
    const recipe = cookRecipe(
      [
        '3 bramley apples',
        'demerara sugar',
        'lemon',
        '100g butter',
        'caster sugar',
        '2 eggs',
        'self-raising flour',
        'carton of custard',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe("Eve's Pudding");
    expect(recipe.markdown).toMatch(/- 3 Bramley apples/);
    expect(recipe.markdown).toMatch(/Scatter the demerara sugar evenly over the top/);
    expect(recipe.markdown).toMatch(/with the custard/);
  });

  it('the banana roti uses the frozen parathas as bought and fries them through', () => {
    const recipe = cookRecipe(
      [
        'pack of frozen roti paratha',
        '3 bananas',
        '2 eggs',
        'tin of condensed milk',
        'butter',
        'caster sugar',
        'nutella',
      ],
      { attempt: 0 },
    );
    expect(recipe.markdown).toMatch(/crisp and golden on both sides and the egg inside is set/);
    expect(recipe.markdown).not.toMatch(/tortilla/);
  });
});
