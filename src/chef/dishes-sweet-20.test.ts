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
      'Sardinian Fregola with Clams, Pork Sausage and Saffron',
      'Roast Pork Sausage, Floury Potato and Clams Tray Bake',
      '1kg clams',
    ],
  ] as [readonly string[], string, string, string?][])(
    '%j: %s, then %s',
    (list, first, second, main) => {
      expectNamedSecond(list, first, second, main);
    },
  );
});

describe('round 23 sweet and European misses: first answers', () => {
  it.each([
    [
      [
        '6 bramley apples',
        'brioche loaf',
        'lots of butter',
        'light brown sugar',
        '1 lemon',
        'ground cinnamon',
        'apricot jam',
        'tub of custard',
      ],
      'Bramley Apple Charlotte',
    ],
    [
      [
        'sweet shortcrust pastry case',
        '200g dark chocolate',
        'double cream',
        'butter',
        '2 eggs',
        'caster sugar',
        'sea salt flakes',
        'creme fraiche',
      ],
      'Dark Chocolate Tart with Salted Caramel',
    ],
    [
      [
        '250g soft butter',
        'icing sugar',
        'plain flour',
        'cornflour',
        'vanilla extract',
        'jar of raspberry jam',
        'pinch of salt',
      ],
      'Viennese Whirls with Raspberry Jam and Buttercream',
    ],
    [
      [
        'old fashioned oats',
        'whole wheat flour',
        '2 ripe bananas',
        'peanut butter',
        'raisins',
        'ground cinnamon',
        'honey',
        'baking soda',
        '1 egg',
      ],
      'Banana, Rolled Oats and Peanut Butter Breakfast Cookies',
    ],
    [
      [
        '500g calves liver',
        '4 large white onions',
        'butter',
        'olive oil',
        'splash of white wine vinegar',
        'flat leaf parsley',
        'quick-cook polenta',
        'parmesan',
        'bag of rocket',
      ],
      'Fegato alla Veneziana with Soft Quick-Cook Polenta',
    ],
    [
      [
        '500g diced venison',
        '4 rashers of smoked bacon',
        '1 onion',
        '2 carrots',
        '2 celery sticks',
        'glass of red wine',
        'tin of chopped tomatoes',
        'juniper berries',
        'fresh rosemary',
        '400g pappardelle',
        'parmasan',
      ],
      'Venison Ragù with Pappardelle',
    ],
    [
      [
        '1kg carp or other white fish, with bones',
        '3 onions',
        '2 green peppers',
        '2 tomatoes',
        'hot hungarian paprika',
        'sweet hungarian paprika',
        'bay leaf',
        'pack of egg noodles',
        'crusty bread',
      ],
      'Halászlé: Hungarian Fisherman’s Soup with Paprika',
    ],
    [
      [
        '1.5kg floury potatoes',
        '2 onions',
        '2 eggs',
        'plain flour',
        '600g pork shoulder',
        'sweet paprika',
        'tomato puree',
        'mushrooms',
        'sour cream',
        'sunflower oil',
      ],
      'Placki Ziemniaczane with Pork Gulasz',
    ],
  ] as (readonly [readonly string[], string])[])('%j: %s', (list, title) => {
    expect(cookRecipe(list, { attempt: 0 }).title).toBe(title);
  });
});
