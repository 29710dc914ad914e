import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * Round-11 panel lists whose dish the cookbook lacked or passed over. Before, banana pudding with
 * Nilla wafers was a banoffee pie on bought digestives, leftover birthday cake was an agua de
 * jamaica, a chocolate hummus list was savoury hummus, Rice Chex with peanut butter and icing sugar
 * were marshmallow crispy treats, æbleskiver batter made buttermilk pancakes, a beignet list was
 * puff-puff, the gin and tonic cake left the gin and tonic out, and peach iced tea was a Bellini.
 */
describe('names the dish a cook would for the round-11 sweet lists', () => {
  it.each([
    [
      [
        'box of nilla wafers',
        '5 bananas',
        'box of instant vanilla pudding',
        'can of sweetened condensed milk',
        'cold milk',
        'tub of cool whip',
      ],
      /^banana pudding$/i,
    ],
    [
      [
        'tin of chickpeas',
        'cocoa powder',
        'maple syrup',
        'tahini',
        'vanilla extract',
        'strawberries',
        'pretzels',
        'apple',
      ],
      /^chocolate hummus$/i,
    ],
    [
      [
        'box of rice chex',
        'semi-sweet chocolate chips',
        'creamy peanut butter',
        'butter',
        'vanilla',
        'powdered sugar',
        'm&ms',
      ],
      /puppy chow/i,
    ],
    [
      [
        'plain flour',
        'buttermilk',
        '3 eggs',
        'sugar',
        'ground cardamom',
        'baking powder',
        'butter',
        'raspberry jam',
        'icing sugar',
      ],
      /æbleskiver/i,
    ],
    [
      [
        'all-purpose flour',
        'active dry yeast',
        'evaporated milk',
        '1 egg',
        'granulated sugar',
        'shortening',
        'vegetable oil for frying',
        'powdered sugar',
        'chicory coffee',
      ],
      /beignets/i,
    ],
    [
      [
        'self-raising flour',
        'butter',
        'caster sugar',
        '4 eggs',
        '2 limes',
        'gin',
        'tonic water',
        'icing sugar',
      ],
      /gin and tonic drizzle cake/i,
    ],
    [
      [
        'family-size black tea bags',
        '4 ripe peaches',
        'granulated sugar',
        'lemons',
        'fresh mint',
        'pinch of baking soda',
        'ice',
      ],
      /peach iced tea/i,
    ],
  ] as const)('%j', (list, title) => {
    const recipe = cookRecipe([...list]);
    expect(recipe.source).toBe('dish');
    expect(recipe.title).toMatch(title);
    expect(recipe.extras).toEqual([]);
  });

  it('makes cake pops of leftover cake, dipped in the visitor’s candy melts', () => {
    const recipe = cookRecipe([
      'half a leftover chocolate birthday cake',
      'leftover buttercream',
      'bag of white candy melts',
      'lollipop sticks',
      'sprinkles',
    ]);
    expect(recipe.title).toMatch(/cake pops/i);
    // the candy melts coat the pops as the white chocolate would
    expect(recipe.used).toContain('bag of white candy melts');
    expect(recipe.extras).toEqual([]);
  });

  it('uses the visitor’s cornflour and all six yolks in pastéis de nata', () => {
    const recipe = cookRecipe([
      'ready-rolled puff pastry',
      '6 egg yolks',
      'whole milk',
      'caster sugar',
      'cornflour',
      'lemon',
      'cinnamon stick',
      'vanilla extract',
    ]);
    expect(recipe.title).toMatch(/pastel de nata/i);
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
    expect(recipe.markdown).toMatch(/6 egg yolks/i);
    expect(recipe.markdown).not.toMatch(/plain flour/i);
  });

  it('squeezes the lemon over a tarte tatin’s apples rather than serving it on the side', () => {
    const recipe = cookRecipe([
      '6 pink lady apples',
      'ready-rolled puff pastry',
      'caster sugar',
      'unsalted butter',
      'lemon',
      'crème fraîche',
    ]);
    expect(recipe.title).toBe('Tarte Tatin');
    expect(recipe.markdown).toMatch(/apple quarters with the juice of the lemon/i);
    expect(recipe.markdown).not.toMatch(/apples quarters/i);
  });
});

/** Second answers that kept the list: brownies after the chocolate hummus, no-bake bars after the
 * puppy chow (before: savoury hummus buying lemon and garlic; crispy cakes buying golden syrup). */
describe('asks again with another sweet dish of the same list', () => {
  it.each([
    [
      [
        'tin of chickpeas',
        'cocoa powder',
        'maple syrup',
        'tahini',
        'vanilla extract',
        'strawberries',
        'pretzels',
        'apple',
      ],
      /chickpea brownies/i,
    ],
    [
      [
        'box of rice chex',
        'semi-sweet chocolate chips',
        'creamy peanut butter',
        'butter',
        'vanilla',
        'powdered sugar',
        'm&ms',
      ],
      /peanut butter crispy bars/i,
    ],
  ] as const)('%j', (list, title) => {
    const again = cookRecipe([...list], { attempt: 1 });
    expect(again.title).toMatch(title);
    expect(again.extras).toEqual([]);
  });
});

/**
 * Everyday sweet lists from the third wave whose dish was missing or lost: bread and butter
 * pudding lost to the heavier bread pudding, a posset to a syllabub that bought wine, a s'mores
 * list made rocky road and a rocky road list made s'mores, a cinnamon roll dough made Chelsea
 * buns, a mug cake list a stovetop pudding, a chai list warm honey milk, no-churn ice cream a fool,
 * and a Dutch baby list cupcakes.
 */
describe('names the sweet dish for an everyday list (third wave)', () => {
  it.each([
    [
      [
        'stale white bread',
        'butter',
        'sultanas',
        '3 eggs',
        'whole milk',
        'double cream',
        'caster sugar',
        'nutmeg',
      ],
      /^(white )?bread and butter pudding$/i,
    ],
    [['double cream', 'caster sugar', '3 lemons', 'shortbread'], /lemon posset/i],
    [['chocolate chips', 'marshmallows', 'graham crackers', 'butter'], /s'mores dip/i],
    [
      [
        'milk chocolate',
        'dark chocolate',
        'mini marshmallows',
        'digestive biscuits',
        'butter',
        'golden syrup',
        'glace cherries',
      ],
      /rocky road/i,
    ],
    [
      [
        'strong white flour',
        'yeast',
        'milk',
        'butter',
        'brown sugar',
        'cinnamon',
        'cream cheese',
        'icing sugar',
        'egg',
      ],
      /cinnamon rolls/i,
    ],
    [
      ['self raising flour', 'cocoa powder', 'sugar', 'milk', 'vegetable oil', 'nutella'],
      /mug cake/i,
    ],
    [
      ['black tea bags', 'milk', 'cinnamon stick', 'cardamom pods', 'fresh ginger', 'honey'],
      /chai latte/i,
    ],
    [['double cream', 'condensed milk', 'vanilla extract', 'strawberries'], /no-churn/i],
    // a Dutch baby, or the lemon surprise pudding that takes plain flour and baking powder: both
    // are the list exactly (the sugar is the cupboard's)
    [
      ['3 eggs', 'plain flour', 'milk', 'butter', 'lemon', 'icing sugar'],
      /dutch baby|lemon surprise pudding/i,
    ],
  ] as const)('%j', (list, title) => {
    const recipe = cookRecipe([...list]);
    expect(recipe.source).toBe('dish');
    expect(recipe.title).toMatch(title);
    expect(recipe.extras).toEqual([]);
  });

  it('still names lemon bars for a lemon bar list', () => {
    expect(
      cookRecipe(['lemons', 'eggs', 'butter', 'plain flour', 'caster sugar', 'icing sugar']).title,
    ).toMatch(/lemon bars/i);
  });
});

/**
 * Everyday lists that had no dish: angel delight on a biscuit base was a banana pudding buying
 * three things, and bagel dough a challah.
 */
describe('names the dish for bought-product and bread lists', () => {
  it.each([
    [['butterscotch angel delight', 'milk', 'digestive biscuits', 'butter'], /instant whip pie/i],
    [['strong white bread flour', 'instant yeast', 'honey', 'sesame seeds', '1 egg'], /bagels/i],
  ] as const)('%j', (list, title) => {
    const recipe = cookRecipe([...list]);
    expect(recipe.source).toBe('dish');
    expect(recipe.title).toMatch(title);
    expect(recipe.extras).toEqual([]);
  });
});

/**
 * A second answer for a custard or a mousse: before, both gave composed pancakes that bought milk.
 * Now a semifreddo follows the crème brûlée and baked pots de crème follow the mousse.
 */
describe('asks again after a set custard or a mousse with another classic', () => {
  it.each([
    [
      ['double cream', '6 egg yolks', 'caster sugar', 'vanilla pod'],
      /crème brûlée/i,
      /semifreddo/i,
    ],
    [['dark chocolate', '4 eggs', 'caster sugar', 'double cream'], /mousse/i, /pots de crème/i],
  ] as const)('%j', (list, first, again) => {
    expect(cookRecipe([...list]).title).toMatch(first);
    const second = cookRecipe([...list], { attempt: 1 });
    expect(second.source).toBe('dish');
    expect(second.title).toMatch(again);
  });
});

/**
 * American party sweets, British bonfire toffee and café drinks the cookbook lacked: before, a
 * magic bar list made a s'mores dip buying marshmallows, buckeyes cupcakes that left the peanut
 * butter out, an icebox cake a no-bake cheesecake buying three things, toffee apples a composed baked apple, alfajores lemon bars buying a lemon, hot buttered
 * rum an apple crumble, bubble tea a milk tea that left the pearls out, and a frappé hot chocolate.
 */
describe('names the party sweet or drink for its list', () => {
  it.each([
    [
      [
        'graham cracker crumbs',
        'butter',
        'sweetened condensed milk',
        'chocolate chips',
        'shredded coconut',
        'chopped pecans',
      ],
      /magic cookie bars/i,
    ],
    [
      ['creamy peanut butter', 'butter', 'powdered sugar', 'semi-sweet chocolate chips', 'vanilla'],
      /buckeyes/i,
    ],
    [['chocolate wafer cookies', 'heavy cream', 'powdered sugar', 'vanilla'], /icebox cake/i],
    [['6 apples', 'granulated sugar', 'golden syrup', 'water', 'vinegar'], /toffee apples/i],
    [
      [
        'cornflour',
        'plain flour',
        'butter',
        'icing sugar',
        '3 egg yolks',
        'dulce de leche',
        'desiccated coconut',
      ],
      /alfajores/i,
    ],
    [['dark rum', 'butter', 'brown sugar', 'cinnamon', 'nutmeg', 'boiling water'], /hot buttered/i],
    [['tapioca pearls', 'black tea', 'milk', 'brown sugar', 'ice'], /bubble/i],
    [['instant coffee', 'milk', 'ice', 'sugar', 'chocolate syrup', 'whipped cream'], /frappé/i],
  ] as const)('%j', (list, title) => {
    const recipe = cookRecipe([...list]);
    expect(recipe.source).toBe('dish');
    expect(recipe.title).toMatch(title);
    expect(recipe.extras).toEqual([]);
  });

  it('keeps puppy chow for a list with the cereal, buckeyes or not', () => {
    expect(
      cookRecipe([
        'box of rice chex',
        'semi-sweet chocolate chips',
        'creamy peanut butter',
        'butter',
        'vanilla',
        'powdered sugar',
      ]).title,
    ).toMatch(/puppy chow/i);
  });
});
