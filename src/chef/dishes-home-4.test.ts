import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * British, Irish and American home cooking, fourth round. Before these dishes were written, each
 * list here got a dish that dropped half of it (club sandwiches for a hot brown, a quiche for a
 * bacon and egg pie, tarte flambée for leftover jacket potatoes), a composed recipe, or a dish from
 * elsewhere (a Japanese hamburg steak for a ketchup-glazed meatloaf).
 */
describe('names the home-cooking dish a cook would name', () => {
  it.each([
    // the round-11 panel lists
    [
      [
        '1 lb sliced roast turkey',
        'thick white bread',
        '8 slices of bacon',
        '2 roma tomatos',
        'butter',
        'flour',
        'whole milk',
        'pecorino romano',
        'paprika',
      ],
      /^Kentucky Hot Brown$/,
    ],
    [
      [
        '2 lb boneless chicken thighs',
        '1 lb smoked pulled pork',
        'bag of frozen lima beans',
        'frozen corn',
        'can of crushed tomatoes',
        'russet potatoes',
        'onion',
        'bbq sauce',
        'chicken broth',
        'worcestershire',
      ],
      /^Brunswick Stew$/,
    ],
    [
      [
        '1.5 lb chicken breasts',
        '1 cup wild rice',
        'carrots',
        'celery',
        'yellow onion',
        'cremini mushrooms',
        'butter',
        'flour',
        'heavy cream',
        'chicken broth',
        'thyme',
      ],
      /wild rice soup/i,
    ],
    [
      [
        '2 sheets of ready-rolled puff pastry',
        '300g streaky bacon',
        '9 eggs',
        'frozen peas',
        'tasty cheese',
        'tomato',
        'flat-leaf parsley',
        'tomato sauce',
      ],
      /bacon and egg pie/i,
    ],
    [
      [
        '500g lorne sausage',
        '1kg floury potatoes',
        '2 onions',
        'beef dripping',
        'beef stock cube',
        'oatcakes',
        'pickled beetroot',
        'can of irn-bru',
      ],
      /^Stovies with Lorne Sausage$/,
    ],
    [
      [
        '4 leftover baked potatoes',
        'grated chedder',
        'smoked streaky bacon',
        'sour cream',
        'chives',
        'spring onions',
      ],
      /loaded potato skins/i,
    ],
    [
      [
        '4 chicken breasts',
        '1 haggis',
        'streaky bacon',
        'whisky',
        'double cream',
        'swede',
        'floury potatoes',
        'butter',
      ],
      /chicken balmoral/i,
    ],
    [
      [
        '1 lb wide egg noodles',
        '1 head green cabbage',
        '2 yellow onions',
        'stick of butter',
        'kielbasa',
        'black pepper',
        'sour cream',
      ],
      /^Haluski/,
    ],
    [
      [
        'round sesame italian loaf',
        'genoa salami',
        'mortadella',
        'ham',
        'provolone',
        'jar of giardiniera',
        'green olives',
        'kalamata olives',
        'red wine vinegar',
        'dried oregano',
      ],
      /^Muffuletta$/,
    ],
    [
      [
        '4 lb pork butt',
        'hawaiian sea salt',
        'liquid smoke',
        'head of cabbage',
        'white rice',
        'elbow macaroni',
        'mayo',
        'carrot',
      ],
      /^Kalua Pork/,
    ],
    [
      [
        'thick cut bacon',
        'brown sugar',
        'maple syrup',
        'dark chocolate',
        'chopped pecans',
        'flaky salt',
      ],
      /candied bacon/i,
    ],
    [
      [
        'box of frozen pancakes',
        'breakfast sausage patties',
        '4 eggs',
        'american cheese slices',
        'maple syrup',
        'butter',
      ],
      /pancake sandwiches/i,
    ],
    [
      [
        'self-raising flour',
        'cold butter',
        'mature cheddar',
        'milk',
        '1 egg',
        'english mustard powder',
        'cayenne',
      ],
      /^Cheese and Mustard Scones$/,
    ],
    // lists written for this round
    [['gammon steaks', 'strong coffee', 'grits', 'butter', 'brown sugar'], /red-eye gravy/i],
    [['leftover roast beef', 'potatoes', 'cabbage', 'butter', 'onion'], /bubble and squeak/i],
    [
      ['ground beef', 'hamburger buns', 'american cheese', 'pickles', 'onion', 'ketchup'],
      /cheeseburgers/i,
    ],
    [
      ['boneless chicken breasts', 'cream of mushroom soup', 'rice', 'cheddar', 'broccoli'],
      /chicken, broccoli and rice casserole/i,
    ],
    [['ground beef', 'elbow macaroni', 'canned tomatoes', 'onion', 'cheddar'], /macaroni skillet/i],
    [
      ['ground beef', 'ketchup', 'breadcrumbs', 'eggs', 'onion', 'worcestershire'],
      /meatloaf with a ketchup glaze/i,
    ],
    [
      ['green beans', 'cream of mushroom soup', 'crispy fried onions', 'milk'],
      /green bean casserole/i,
    ],
    [
      ['chicken breasts', 'canned biscuits', 'frozen mixed vegetables', 'cream of chicken soup'],
      /pot pie with a biscuit top/i,
    ],
    [['eggs', 'english muffins', 'canadian bacon', 'butter', 'lemon'], /eggs benedict/i],
    [['chicken breasts', 'haggis', 'bacon', 'whisky', 'double cream'], /chicken balmoral/i],
    [['ham', 'white bread', 'eggs', 'milk', 'swiss cheese', 'raspberry jam'], /monte cristo/i],
    [['yellow split peas', 'ham hock', 'onion', 'carrot', 'bay leaf'], /pea soup with ham hock/i],
    [
      [
        'pork mince',
        'beef mince',
        'potatoes',
        'onion',
        'shortcrust pastry',
        'ground cloves',
        'cinnamon',
      ],
      /^Tourtière$/,
    ],
    [
      ['chicken breasts', 'egg noodles', 'carrots', 'celery', 'onion', 'chicken stock'],
      /chicken noodle soup/i,
    ],
    [['lump crab meat', 'breadcrumbs', 'mayonnaise', 'eggs', 'old bay', 'lemon'], /crab cakes/i],
    [
      ['collard greens', 'ham hock', 'onion', 'cider vinegar', 'red pepper flakes'],
      /collard greens with ham hock/i,
    ],
    [['english muffins', 'eggs', 'sausage patties', 'american cheese'], /english muffins$/i],
    [['frozen hash browns', 'eggs', 'bacon', 'cheddar', 'milk'], /hash brown breakfast casserole/i],
  ])('%j → %s', (list, dish) => {
    const recipe = cookRecipe(list);
    expect(recipe.title).toMatch(dish);
    expect(recipe.source).toBe('dish');
  });
});

describe('asking again gives another dish of the same kind that keeps the main', () => {
  it.each([
    [
      [
        'thick cut bacon',
        'brown sugar',
        'maple syrup',
        'dark chocolate',
        'chopped pecans',
        'flaky salt',
      ],
      /chocolate bark/i,
    ],
    [
      [
        'box of frozen pancakes',
        'breakfast sausage patties',
        '4 eggs',
        'american cheese slices',
        'maple syrup',
        'butter',
      ],
      /breakfast casserole/i,
    ],
    [
      [
        'self-raising flour',
        'cold butter',
        'mature cheddar',
        'milk',
        '1 egg',
        'english mustard powder',
        'cayenne',
      ],
      /drop scones/i,
    ],
    [
      [
        '1 lb wide egg noodles',
        '1 head green cabbage',
        '2 yellow onions',
        'stick of butter',
        'kielbasa',
        'black pepper',
        'sour cream',
      ],
      /with braised green cabbage/i,
    ],
    [
      [
        '4 leftover baked potatoes',
        'grated chedder',
        'smoked streaky bacon',
        'sour cream',
        'chives',
        'spring onions',
      ],
      /jacket potato soup/i,
    ],
  ])('%j → %s', (list, dish) => {
    const first = cookRecipe(list);
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.title).toMatch(dish);
    expect(again.title).not.toBe(first.title);
    expect(again.unused).toEqual([]);
  });
});
