import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * British and American home cooking, round 21's misses: each list is typed exactly as the panel
 * typed it, and the chef now names the dish a cook would make from it. Before these dishes were
 * written, the pheasant list lost its birds, cider and apples to a bacon and potato soup, the
 * Lancashire cheese and potato list became hash browns with the beans unused, and the Juicy Lucy
 * list became smash burgers with the frozen fries unused.
 */
describe('round 21 home-cooking lists get the dish a cook would name', () => {
  it.each([
    [
      [
        'brace of pheasants',
        '6 rashers of smoked streaky bacon',
        '2 apples',
        'bottle of dry cider',
        '2 leeks',
        '250g mushrooms',
        'creme fraiche',
        'fresh thyme',
        '1kg potatoes',
        'savoy cabbage',
      ],
      'Pheasant Casserole with Cider and Apples',
    ],
    [
      [
        '1.2kg floury potatoes',
        'block of lancashire cheese',
        '2 onions',
        'butter',
        'milk',
        '2 tomatoes',
        'tin of baked beans',
        'pickled red cabbage',
        'white pepper',
      ],
      'Lancashire Cheese and Floury Potato Pie with Baked Beans',
    ],
    [
      [
        '2 lb ground beef',
        'american cheese slices',
        'pack of burger buns',
        '1 onion',
        'dill pickles',
        'ketchup',
        'yellow mustard',
        'bag of frozen fries',
        'iceberg lettuce',
      ],
      'Juicy Lucy Burgers with Fries',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
  });

  it('the pie uses the visitor’s baked beans and tomatoes, and the burgers the frozen fries', () => {
    const pie = cookRecipe(
      [
        '1.2kg floury potatoes',
        'block of lancashire cheese',
        '2 onions',
        'butter',
        'milk',
        '2 tomatoes',
        'tin of baked beans',
        'pickled red cabbage',
        'white pepper',
      ],
      { attempt: 0 },
    ).markdown;
    expect(pie).toMatch(/warm the baked beans/);
    expect(pie).toMatch(/Lay the tomatoes/);
    const burgers = cookRecipe(
      [
        '2 lb ground beef',
        'american cheese slices',
        'pack of burger buns',
        '1 onion',
        'dill pickles',
        'ketchup',
        'yellow mustard',
        'bag of frozen fries',
        'iceberg lettuce',
      ],
      { attempt: 0 },
    ).markdown;
    expect(burgers).toMatch(/bake for 20–25 minutes/);
    expect(burgers).toMatch(/sealed inside|no cheese shows/);
  });
});
