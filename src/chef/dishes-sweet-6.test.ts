import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/** What any kitchen has: an answer that asks for nothing else needs no shopping. */
const STAPLE = /^(?:salt|black pepper|pepper|water|ice|vegetable oil|oil)$/i;

/**
 * First answers a cook would name for sweet lists the chef used to pass over. Before, kataifi
 * and pistachio cream made a tarte tatin with apples to buy; Ritz crackers and pie crusts an
 * apple pie with the crackers dropped; a marble loaf list a round chocolate cake; Bisquick, 7Up
 * and sour cream pancakes; leftover mince pies warm mince pies with brandy to buy; a waffle list
 * strawberry muffins; a Dutch baby list a clafoutis; a Victoria sponge list left the icing sugar
 * and vanilla of its buttercream unused; a strudel list left the light brown sugar unused and
 * bought a lemon; savoiardi biscuits were read as digestives, so tiramisu became a cheesecake;
 * churros with eggs became cookies; a fruit salad list a smoothie; a baked Alaska list pancakes.
 */
describe('the dish a cook would name for a sweet list', () => {
  it.each([
    [
      [
        'kataifi pastry',
        'jar of pistachio cream',
        'shelled pistachios',
        'tahini',
        'butter',
        '200g milk chocolate',
      ],
      /^Dubai Chocolate Bars$/,
    ],
    [
      [
        '36 ritz crackers',
        '2 cups sugar',
        'cream of tartar',
        'lemon',
        'cinnamon',
        'butter',
        'box of refrigerated pie crusts',
      ],
      /Mock Apple Pie$/,
    ],
    [
      ['4 cups bisquick', '1 cup sour cream', '7up', 'stick of butter', 'honey'],
      /Biscuits with Honey Butter$/,
    ],
    [
      [
        'self-raising flour',
        'butter',
        'caster sugar',
        '4 eggs',
        'cocoa powder',
        'milk',
        'vanilla extract',
      ],
      /^Marble Loaf Cake$/,
    ],
    [
      [
        '6 leftover mince pies',
        '2 bramley apples',
        'porridge oats',
        'butter',
        'demerara sugar',
        'custard',
      ],
      /^Leftover Mince Pie Crumble$/,
    ],
    [
      [
        'plain flour',
        '2 eggs',
        'whole milk',
        'melted butter',
        'baking powder',
        'caster sugar',
        'vanilla extract',
        'strawberries',
        'squirty cream',
      ],
      /^Belgian Waffles with Strawberr/,
    ],
    [
      [
        '3 large eggs',
        'plain flour',
        'whole milk',
        'butter',
        'lemon',
        'icing sugar',
        'punnet of blueberries',
      ],
      /^Dutch Baby with Lemon/,
    ],
    [
      [
        '225g self-raising flour',
        '225g caster sugar',
        '225g softened butter',
        '4 eggs',
        'baking powder',
        'strawberry jam',
        'icing sugar',
        'vanilla extract',
      ],
      /^Victoria Sponge with Buttercream/,
    ],
    [
      [
        'pack of filo pastry',
        '4 bramley apples',
        'sultanas',
        'ground cinnamon',
        'light brown sugar',
        'dried breadcrumbs',
        'unsalted butter',
        'carton of custard',
      ],
      /Strudel with Custard$/,
    ],
    [
      [
        'savoiardi biscuits',
        'mascarpone',
        'strong coffee',
        '3 eggs',
        'caster sugar',
        'cocoa powder',
        'marsala',
      ],
      /^Tiramisu$/,
    ],
    [
      [
        'plain flour',
        'butter',
        'water',
        '2 eggs',
        'sugar',
        'cinnamon',
        'vegetable oil for frying',
        'dark chocolate',
      ],
      /^Churros/,
    ],
    [['melon', 'grapes', 'strawberries', 'kiwi', 'orange juice', 'mint'], /Fruit Salad/],
    [['vanilla ice cream', 'sponge cake', '4 egg whites', 'caster sugar'], /^Baked Alaska$/],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list);
    expect(recipe.title).toMatch(title);
    expect(recipe.source).toBe('dish');
  });

  it('uses every item of the round-12 Dubai chocolate, Victoria sponge and strudel lists', () => {
    for (const list of [
      ['kataifi pastry', 'jar of pistachio cream', 'tahini', 'butter', '200g milk chocolate'],
      ['225g self-raising flour', '4 eggs', 'butter', 'strawberry jam', 'icing sugar', 'vanilla'],
      [
        'filo pastry',
        'bramley apples',
        'sultanas',
        'cinnamon',
        'light brown sugar',
        'breadcrumbs',
        'butter',
        'custard',
      ],
    ]) {
      const recipe = cookRecipe(list);
      expect(recipe.unused).toEqual([]);
      expect(recipe.extras.filter((extra) => !STAPLE.test(extra))).toEqual([]);
    }
  });

  it('reads kataifi, pistachio cream and pearl sugar as themselves', () => {
    const recipe = cookRecipe(['kataifi', 'pistachio spread', 'milk chocolate', 'butter']);
    expect(recipe.ingredients).toEqual(
      expect.arrayContaining(['kataifi', 'pistachio_cream', 'milk_chocolate']),
    );
    expect(recipe.markdown).not.toMatch(/double cream|shortcrust/i);
  });
});

/**
 * Asking again for the round-12 sweet lists: attempt 0 the dish the list plainly calls for,
 * attempt 1 a genuinely different dish that keeps the main and buys nothing. Before, Oreo
 * truffle makings gave s'mores with marshmallows to buy; a fruit sando list summer pudding then
 * cheese on toast; Scottish tablet makings a dark chocolate fudge; tres leches makings pancakes
 * that dropped two of the milks; a miso banana bread list ordinary banana bread without the miso;
 * a piña colada smoothie list a plain pineapple smoothie then a crumble with butter to buy; a
 * Christmas sorrel list café de olla with coffee to buy; pão de queijo makings an omelette.
 */
describe('ask again on the round-12 sweet lists', () => {
  it.each([
    [
      [
        '2 packs of oreos',
        'block of cream cheese',
        'white chocolate',
        'milk chocolate',
        'sprinkles',
      ],
      '2 packs of oreos',
      /^Oreo Truffles$/,
      /Cheesecake Pots$/,
    ],
    [
      [
        'soft milk bread',
        'double cream',
        'caster sugar',
        'strawberries',
        '2 kiwis',
        'tin of mandarin segments',
      ],
      'strawberries',
      /Fruit Sando$/,
      /^Summer Pudding$/,
    ],
    [
      [
        '1kg granulated sugar',
        '125g salted butter',
        '397g tin of condensed milk',
        '250ml whole milk',
        'vanilla extract',
      ],
      '397g tin of condensed milk',
      /^Scottish Tablet$/,
      /^Soft Vanilla Caramels$/,
    ],
    [
      [
        'all-purpose flour',
        'baking powder',
        '5 eggs',
        'granulated sugar',
        'whole milk',
        'can of evaporated milk',
        'can of sweetened condensed milk',
        'heavy cream',
        'cinammon',
      ],
      'can of evaporated milk',
      /^Tres Leches Cake$/,
      /Pancakes with Three-Milk Sauce$/,
    ],
    [
      [
        '3 overripe bananas',
        'white miso paste',
        'plain flour',
        'light brown sugar',
        'butter',
        '2 eggs',
        'bicarbonate of soda',
        'dark chocolate chips',
      ],
      '3 overripe bananas',
      /Miso.*Banana Bread$/,
      /Banana Pancakes with Salty Caramel Sauce$/,
    ],
    [
      [
        'bag of frozen pineapple chunks',
        'tin of coconut milk',
        '1 banana',
        'pineapple juice',
        'honey',
        'ice',
        'lime',
      ],
      'bag of frozen pineapple chunks',
      /^Piña Colada Smoothie$/,
      /^Piña Colada Ice Lollies$/,
    ],
    [
      [
        'dried sorrel (hibiscus) flowers',
        'fresh ginger',
        'cinnamon sticks',
        'cloves',
        'orange peel',
        'demerara sugar',
        'pimento berries',
        'white rum',
      ],
      'dried sorrel (hibiscus) flowers',
      /^Jamaican Christmas Sorrel$/,
      /^Sorrel .*Rum Punch$/,
    ],
    [
      ['tapioca flour', 'whole milk', 'vegetable oil', '2 eggs', 'grated parmesan', 'salt'],
      'tapioca flour',
      /^Pão de Queijo$/,
      /^Cheese Crepioca$/,
    ],
  ])('%j: first %s, then another dish', (list, main, first, second) => {
    const a = cookRecipe(list, { attempt: 0 });
    expect(a.title).toMatch(first);
    const b = cookRecipe(list, { attempt: 1 });
    expect(b.title).toMatch(second);
    expect(b.source).toBe('dish');
    expect(b.used).toContain(main);
    expect(b.extras.filter((extra) => !STAPLE.test(extra))).toEqual([]);
  });
});
