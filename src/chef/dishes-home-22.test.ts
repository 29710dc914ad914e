import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * British, Irish and American home cooking, round 23's misses (the `r22-` lists): each list is
 * typed exactly as the panel typed it. Before these dishes were written, the mince and tatties
 * with skirlie list became a hotpot that left the oatmeal, milk and gravy granules unused, and the
 * leek and potato soup with cheese scones a six-egg frittata for a cook with one egg.
 */
describe('round 23 home-cooking lists get the dish a cook would name', () => {
  it.each([
    [
      [
        '500g beef mince',
        '1 onion',
        '2 carrots',
        'beef stock cube',
        'bisto gravy granules',
        '1kg potatoes',
        'butter',
        'milk',
        'pinhead oatmeal',
        'frozen peas',
      ],
      'Mince and Tatties with Skirlie',
    ],
    [
      [
        '3 leeks',
        '4 potatoes',
        '1 onion',
        'vegetable stock cube',
        'butter',
        'milk',
        'self-raising flour',
        'mature cheddar',
        'chives',
        '1 egg',
      ],
      'Leek and Potato Soup with Mature Cheddar Scones',
    ],
    [
      [
        '1 lb andouille sausage',
        '3 lb red potatoes',
        '1 onion',
        '1 green bell pepper',
        '2 celery ribs',
        'garlic',
        'cajun seasoning',
        'chicken broth',
        'green onions',
        'white rice',
        'hot sauce',
      ],
      'Cajun Smothered Potatoes with Andouille',
    ],
    [
      [
        '3 tins of ravioli in tomato sauce',
        'grated cheddar',
        'stale bread for crumbs',
        'frozen peas',
        'pack of ham',
        'dried oregano',
        'butter',
        'bag of salad',
      ],
      'Baked Tinned Ravioli with Ham, Peas and a Cheesy Crumb',
    ],
    [
      [
        'leftover sausage and bean casserole',
        'pack of gnocchi',
        'ball of mozzarella',
        'bag of spinach',
        'parmesan',
        'dried oregano',
        'garlic bread baguette',
      ],
      'Leftover Sausage Casserole and Gnocchi Bake with Mozzarella',
    ],
  ])('%j gives %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.extras).toEqual([]);
    expect(recipe.unused).toEqual([]);
  });
});

describe('round 23 home-cooking ask-again lists get two named dishes', () => {
  it.each([
    [
      [
        '10 chicken drumsticks',
        'quart of buttermilk',
        'yellow cornmeal',
        'all-purpose flour',
        '2 lb russet potatoes',
        '4 ears of corn',
        'half a green cabbage',
        'hot sauce',
        'mayo',
        'butter',
      ],
      'Yellow Cornmeal-Crusted Fried Chicken Drumsticks with Slaw, Buttered Corn and Mash',
      'Buttermilk-Marinated Roast Chicken Drumsticks with Russet Potatoes, Charred Corn and Green Cabbage',
    ],
    [
      [
        'pack of hot dogs',
        'pack of tortilla wraps',
        'bag of macaroni',
        '2 tins of baked beans',
        '6 eggs',
        'grated cheese',
        'ketchup',
        'frozen peas',
      ],
      'Beanie Weenie Burritos with Egg and Cheese',
      'Macaroni Frittata with Frankfurters, Peas and Cheese',
    ],
    [
      [
        '8 pork sausages',
        '1 savoy cabbage',
        '1kg potatoes',
        'long grain rice',
        '2 eating apples',
        'smoked paprika',
        '2 onions',
        'tin of chopped tomatoes',
        'sour cream',
        'caraway seeds',
      ],
      'Pork Sausages and Mash with Savoy Cabbage, Eating Apples and Caraway Seeds',
      'Paprikás Krumpli with Pork Sausages',
    ],
    [
      [
        '6 leftover cooked sausages',
        '4 cooked burger patties',
        '3 cobs of grilled corn',
        'bag of finger rolls',
        'half a bowl of green salad',
        'halloumi',
        '4 eggs',
        'tin of chopped tomatoes',
        'bbq sauce',
      ],
      'Barbecue Leftovers Shakshuka with Sausage, Burgers and Halloumi',
      'Loaded Barbecue Finger Rolls with Sausage, Halloumi and Corn',
    ],
    [
      [
        'half a coronation chicken platter',
        'tray of egg and cress sandwiches',
        'half a pork pie',
        'quiche lorraine, three slices left',
        'bowl of potato salad',
        'bowl of coleslaw',
        'half a victoria sponge',
        'punnet of strawberries',
        'tub of clotted cream',
        'pack of scones',
        'sausage rolls',
        'cheddar',
        'half a cucumber',
        'cherry tomatoes',
        'bag of little gem',
        'bottle of pimms',
        '6 eggs',
        'milk',
        'butter',
        'white bread',
      ],
      'Coronation Chicken Lettuce Cups with Cucumber and Cherry Tomatoes',
      'Coronation Chicken and Cheddar Toasties',
    ],
  ])('%j gives %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('reads the party leftovers as what they are: coronation chicken is never cooked as raw chicken', () => {
    const list = [
      'half a coronation chicken platter',
      'tray of egg and cress sandwiches',
      'bag of little gem',
    ];
    const markdown = cookRecipe(list, { attempt: 0 }).markdown;
    expect(markdown).not.toMatch(/poultry is done|watercress/);
  });
});
