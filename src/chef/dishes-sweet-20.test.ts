import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Sweet baking and desserts, and Italian, French, German and Central and Eastern European
 * savoury, from round 23's misses (`r22-` lists in bench/chef-panel/lists-round-22.ts). Each list
 * is typed as the panel typed it. Flour, pecans, maple syrup and cream cheese now make maple pecan
 * cheesecake bars, and asking again gives maple pecan cream cheese pancakes (not a banana bread
 * that buys the bananas).
 */
describe('round 23 sweet and European misses: ask again', () => {
  it.each([
    [
      [
        'all-purpose flour',
        'butter',
        '2 cups pecans',
        'maple syrup',
        '3 eggs',
        'block of cream cheese',
        'light brown sugar',
        'baking soda',
        'ground cinnamon',
      ],
      'Maple Syrup Pecan Cheesecake Bars',
      'Maple Pecan Cream Cheese Pancakes',
    ],
    [
      [
        '500g beef mince',
        '1 butternut squash',
        'box of lasagne sheets',
        'basmati rice',
        'bag of spinach',
        'tin of chopped tomatoes',
        '1 onion',
        'garlic',
        'ground cumin',
        'parmesan',
      ],
      'Minced Beef, Butternut Squash and Spinach Lasagne',
      'Balkan Đuveč: Baked Basmati Rice with Minced Beef and Butternut Squash',
    ],
    [
      [
        '500g fregola',
        '1kg clams',
        '4 pork sausages',
        'pinch of saffron',
        'wedge of pecorino sardo',
        '1kg floury potatoes',
        'fresh mint',
        'tin of chopped tomatoes',
        'garlic',
        'semolina flour',
        'pack of pane carasau',
      ],
      'Sardinian Fregola with Clam, Pork Sausage and Saffron',
      'Roast Pork Sausage, Potato and Clam Tray Bake',
    ],
  ] as const)('%j: %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });
});

describe('round 23 sweet and European misses: first answers', () => {
  it.each([] as (readonly [readonly string[], string])[])('%j: %s', (list, title) => {
    expect(cookRecipe(list, { attempt: 0 }).title).toBe(title);
  });
});
