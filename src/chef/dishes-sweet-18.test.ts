import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Desserts, baking and sweet breakfasts, eighteenth round: lists the panel scored low in round 21.
 * Each list is typed as the visitor typed it, and the chef names the dish the list plainly asks
 * for: champorado from glutinous rice and tablea, a lattice cherry pie from pie crusts and tart
 * cherries, a no-bake chocolate salami from rich tea biscuits and brandy, jam and lemon curd tarts
 * in homemade pastry, a sticky malt loaf soaked in tea, sopapillas from a shortening dough, sago
 * gula melaka with the palm sugar melted to a syrup, and a tarte au citron in homemade pastry.
 * Before these dishes were written, each list got a dish that dropped its defining items.
 */
describe('a sweet list gets the dish it plainly asks for', () => {
  it.each([
    [
      [
        'glutinous rice',
        'tablea or dark chocolate',
        'cocoa powder',
        'brown sugar',
        'can of evaporated milk',
        '1 vanilla pod',
        'pinch of salt',
      ],
      'Champorado',
    ],
    [
      [
        '2 refrigerated pie crusts',
        '2 lb frozen tart cherries',
        'granulated sugar',
        'cornstarch',
        '1 lemon',
        'almond extract',
        'butter',
        '1 egg',
        'vanilla ice cream',
      ],
      'Tart Cherry Lattice Pie',
    ],
    [
      [
        '200g dark chocolate',
        'butter',
        'caster sugar',
        '2 eggs',
        'pack of rich tea biscuits',
        'shelled pistachios',
        'hazelnuts',
        'cocoa powder',
        'icing sugar',
        'splash of brandy',
      ],
      'Chocolate Salami',
    ],
    [
      [
        'plain flour',
        'cold butter',
        'icing sugar',
        '1 egg',
        'jar of strawberry jam',
        'jar of lemon curd',
        'jar of apricot jam',
        'milk',
      ],
      'Jam and Lemon Curd Tarts',
    ],
    [
      [
        '150ml hot black tea',
        'jar of malt extract',
        'dark muscovado sugar',
        'sultanas',
        'chopped dates',
        '2 eggs',
        'plain flour',
        'baking powder',
        'butter',
      ],
      'Sticky Malt Loaf',
    ],
    [
      [
        'all-purpose flour',
        'baking powder',
        'vegetable shortening',
        'warm water',
        'vegetable oil for frying',
        'bottle of honey',
        'ground cinnamon',
        'powdered sugar',
      ],
      'Sopapillas',
    ],
    [
      [
        '200g sago pearls',
        'block of gula melaka',
        'tin of coconut milk',
        'pandan leaves',
        'pinch of salt',
        '1 mango',
      ],
      'Sago Gula Melaka',
    ],
    [
      [
        'plain flour',
        'butter',
        'icing sugar',
        '5 eggs',
        '4 lemons',
        'caster sugar',
        'double cream',
        'tub of creme fraiche',
        'punnet of raspberries',
      ],
      'Tarte au Citron with Pâte Sucrée',
    ],
  ])('%j → %s', (list, title) => {
    expect(cookRecipe(list, { attempt: 0 }).title).toBe(title);
  });

  it('melts the gula melaka to a syrup and uses all the sago and the pandan', () => {
    const { markdown } = cookRecipe(
      [
        '200g sago pearls',
        'block of gula melaka',
        'tin of coconut milk',
        'pandan leaves',
        'pinch of salt',
        '1 mango',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/200 g sago pearls/);
    expect(markdown).toMatch(/melted into a dark syrup/);
    expect(markdown).toMatch(/pandan/);
  });

  it('soaks the malt loaf in the hot tea and does not contradict its malt amount', () => {
    const { markdown } = cookRecipe(
      [
        '150ml hot black tea',
        'jar of malt extract',
        'dark muscovado sugar',
        'sultanas',
        'chopped dates',
        '2 eggs',
        'plain flour',
        'baking powder',
        'butter',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Pour the hot (black )?tea/);
    expect(markdown).toMatch(/175 g malt extract/);
  });

  it('reads pears, stem ginger and black treacle as an upside-down gingerbread', () => {
    const list = [
      'plain flour',
      'butter',
      '4 ripe pears',
      'stem ginger in syrup',
      'ground ginger',
      '3 eggs',
      'black treacle',
      'dark brown sugar',
      'ground almonds',
      'milk',
    ];
    const { title, markdown } = cookRecipe(list, { attempt: 0 });
    expect(title).toBe('Pear and Ginger Upside-Down Gingerbread');
    expect(markdown).toMatch(/black treacle/);
  });

  it('roasts the peaches in honey for brioche pain perdu, then asks again for another dish', () => {
    expectNamedSecond(
      [
        'brioche loaf',
        '4 ripe peaches',
        'tub of mascarpone',
        '4 eggs',
        'milk',
        'flaked almonds',
        'honey',
        'vanilla extract',
        'butter',
      ],
      'Pain Perdu with Honey-Roasted Peaches',
      'Bread and Butter Pudding',
    );
  });
});
