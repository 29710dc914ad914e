import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Round 15's sweet lists (panel lists `r14-`) that a second wave fixed. Before it, the brioche list
 * asked again gave cinnamon French toast, the pain perdu again under its English name, with the
 * mascarpone unused both times; the pineapple upside-down cake bought plain flour and baking
 * powder while the visitor's self-raising flour and glacé cherries went unused; the panna cotta
 * asked for 400 ml of cream against the visitor's 300 ml and only served the lemon "as well"; and
 * the fruit scones offered after rock buns left the mixed spice out. The cookbook also lacked the
 * Battenberg (a Victoria sandwich left the marzipan out), the Mississippi mud pie (a s'mores dip),
 * poffertjes (a clafoutis without the buckwheat or yeast), the sour cream coffee cake (peanut
 * butter cookies), Hong Kong French toast (cinnamon French toast without the peanut butter or
 * condensed milk) and hotteok (peanut muffins without the yeast).
 */
describe('round 15 sweet lists, second wave', () => {
  it('brioche, strawberries and mascarpone: pain perdu with the mascarpone, then a baked brioche pudding', () => {
    const list = [
      'brioche loaf',
      '3 eggs',
      'milk',
      'cinnamon',
      'punnet of strawberries',
      'tub of mascarpone',
      'maple syrup',
      'butter',
    ];
    expectNamedSecond(
      list,
      'Pain Perdu',
      'Baked Brioche Pudding with Strawberries and Maple Mascarpone',
    );
    expect(cookRecipe(list, { attempt: 0 }).unused).toEqual([]);
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.unused).toEqual([]);
    expect(again.markdown).toMatch(/400 g strawberries/);
    expect(again.markdown).toMatch(/250 g mascarpone/);
  });

  it.each([
    [
      [
        'tin of pineapple rings',
        'jar of glacé cherries',
        'soft light brown sugar',
        'butter',
        'caster sugar',
        '3 eggs',
        'self raising flour',
        'splash of milk',
      ],
      'Pineapple and Glacé Cherry Upside-Down Cake',
      /Fold in the self-raising flour/,
    ],
    [
      [
        '300ml double cream',
        '100ml whole milk',
        'vanilla pod',
        'gelatine leaves',
        'caster sugar',
        'punnet of raspberries',
        'lemon',
      ],
      'Panna Cotta with Raspberries',
      /300 ml double cream[\s\S]*zest of the lemon/,
    ],
    [
      [
        '175g butter',
        '175g caster sugar',
        '3 eggs',
        'self-raising flour',
        'ground almonds',
        'pink food colouring',
        'almond extract',
        'jar of apricot jam',
        '500g block of marzipan',
      ],
      'Battenberg Cake',
      /Roll out the marzipan/,
    ],
    [
      [
        'pack of oreos',
        'butter',
        '200g dark chocolate',
        '4 eggs',
        'light brown sugar',
        'cocoa powder',
        'double cream',
        'chocolate flake',
      ],
      'Mississippi Mud Pie',
      /Blitz the Oreos/,
    ],
    [
      [
        'buckwheat flour',
        'plain flour',
        'dried yeast',
        '1 egg',
        'milk',
        'butter',
        'icing sugar',
        'punnet of strawberries',
      ],
      'Poffertjes',
      /Mix the buckwheat flour, plain flour, dried yeast/,
    ],
    [
      [
        '2 cups all-purpose flour',
        '1 stick butter',
        'granulated sugar',
        'brown sugar',
        '2 eggs',
        '1 cup sour cream',
        'baking powder',
        'cinnamon',
        'chopped pecans',
        'vanilla extract',
      ],
      'Sour Cream Coffee Cake with Pecan Streusel',
      /For the streusel/,
    ],
    [
      [
        'thick sliced white bread',
        'smooth peanut butter',
        '2 eggs',
        'milk',
        'butter',
        'tin of condensed milk',
        'golden syrup',
      ],
      'Hong Kong French Toast',
      /Spread the smooth peanut butter over 2 of the slices/,
    ],
    [
      [
        'plain flour',
        'fast action yeast',
        'sugar',
        'warm milk',
        'dark brown sugar',
        'ground cinnamon',
        'chopped peanuts',
        'vegetable oil',
      ],
      'Hotteok: Korean Sweet Pancakes with Brown Sugar and Peanuts',
      /Mix the dark brown sugar, ground cinnamon and peanuts for the filling/,
    ],
  ])('%j: %s, every item used', (list, title, line) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
    expect(recipe.markdown).toMatch(line);
  });

  it('plain flour and baking powder still make the classic pineapple upside-down cake', () => {
    const recipe = cookRecipe(
      [
        'tin of pineapple rings',
        'brown sugar',
        'butter',
        'eggs',
        'plain flour',
        'baking powder',
        'milk',
        'caster sugar',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Pineapple Upside-Down Cake');
  });

  it('mixed dried fruit asked again: fruit scones with the mixed spice', () => {
    const list = [
      '450g self-raising flour',
      '125g butter',
      'caster sugar',
      'bag of mixed dried fruit',
      '2 eggs',
      'milk',
      'mixed spice',
      'demerara sugar',
    ];
    expectNamedSecond(list, 'Rock Buns', 'Fruit Scones');
    expect(cookRecipe(list, { attempt: 1 }).markdown).toMatch(/with the mixed spice/);
  });
});
