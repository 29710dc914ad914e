import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * British, Irish and American home cooking, eleventh round (the panel's round-14 misses that were
 * left): each list is typed as a visitor typed it. Before these dishes were written, the pizza
 * bagel list got a frittata and then pepperoni pasta to buy, the croissant list a frittata and a
 * Denver omelette that dropped the croissants, the Stove Top list a chicken pot pie with bought
 * biscuit dough, the pork belly list a slow roast that bought sage and dropped the fennel, the
 * Marmite list cheese straws, the savoury porridge list oat biscuits, the Crunchwrap list tacos,
 * the crescent-roll list corn dogs, and the leftover fish-and-chips list the fish supper again.
 */
describe('home lists of round 14 get the dish a cook would name, and a different one after', () => {
  it.each([
    [
      [
        'frozen garlic baguette',
        '500g beef mince',
        'carton of passata',
        '1 onion',
        'grated mozzarella',
        'dried oregano',
        'bag of salad',
      ],
      'Garlic Bread Meatball Subs',
      'Garlic Bread-Topped Minced Beef Bake',
    ],
    [
      [
        '6 plain bagels',
        'jar of pizza sauce',
        'grated mozzarella',
        'pack of pepperoni',
        'tub of cream cheese',
        '4 eggs',
        'dried oregano',
      ],
      'Pizza Bagels',
      'Pepperoni Omelette Bagels',
    ],
    [
      [
        '6 day-old croissants',
        'pack of ham',
        'gruyère',
        '5 eggs',
        'milk',
        'dijon mustard',
        'chives',
      ],
      'Ham and Gruyère Croissant Breakfast Bake',
      'Croque Madame Croissants',
    ],
    [
      [
        'box of stove top stuffing',
        '4 chicken breasts',
        'can of cream of chicken soup',
        'can of whole berry cranberry sauce',
        'sour cream',
        'frozen green beans',
        'butter',
      ],
      'Stuffing-Topped Chicken Bake',
      'Stuffing-Crusted Chicken with Cranberry Sauce',
    ],
    [
      [
        'large flour tortillas',
        'can of refried beans',
        'grated cheddar',
        'tin of sweetcorn',
        '1 red pepper',
        'jar of salsa',
        'sour cream',
        'pickled jalapeños',
        'avocado',
      ],
      'Cheesy Bean Quesadillas',
      'Tex-Mex Flour Tortilla Bake with Refried Beans and Salsa',
    ],
    [
      [
        '1.5 lb bone-in chicken thighs',
        'wide egg noodles',
        '3 carrots',
        '3 celery stalks',
        '1 onion',
        'garlic',
        '64 oz chicken broth',
        'fresh dill',
        'lemon',
        'saltine crackers',
      ],
      'Chicken Noodle Soup',
      'Lemon and Dill Chicken with Egg Noodles',
    ],
    [
      [
        '2kg pork shoulder',
        'bottle of bbq sauce',
        'brown sugar',
        'apple cider vinegar',
        'smoked paprika',
        'brioche buns',
        'tub of coleslaw',
        'jar of pickles',
      ],
      'Pulled Pork Sandwiches',
      'Pork Burnt Ends in Brioche Buns',
    ],
  ] as const)('%j → %s, then %s', (list, first, second) => {
    expectNamedSecond([...list], first, second);
  });

  it.each([
    [
      [
        '1.5kg pork belly joint',
        'sea salt',
        'fennel seeds',
        '3 bramley apples',
        'caster sugar',
        'bag of roasting potatoes',
        'savoy cabbage',
        '4 carrots',
        'gravy granules',
      ],
      'Roast Pork Belly with Crackling, Bramley Apple Sauce and Roast Potatoes',
    ],
    [
      [
        'leftover cooked spaghetti',
        '2 eggs',
        'parmesan',
        'tub of ricotta',
        'jar of marinara',
        'shredded mozzarella',
        'pack of pepperoni',
      ],
      'Spaghetti Pie with Ricotta and Pepperoni',
    ],
    [
      [
        'sheet of ready-rolled puff pastry',
        'jar of marmite',
        'mature cheddar',
        '1 egg',
        'tub of houmous',
        'carrot sticks',
      ],
      'Marmite and Mature Cheddar Pinwheels',
    ],
    [
      [
        'porridge oats',
        '1 egg',
        'soy sauce',
        'spring onions',
        'jar of chilli crisp',
        'grated cheddar',
        'sesame seeds',
        'chicken stock cube',
      ],
      'Savoury Porridge with Chilli Crisp and a Fried Egg',
    ],
    [
      [
        'large flour tortillas',
        '1 lb ground beef',
        'packet of taco seasoning',
        'tostada shells',
        'jar of nacho cheese sauce',
        'sour cream',
        'shredded lettuce',
        'tomato',
      ],
      'Crunchwrap Supreme',
    ],
    [
      [
        'tube of pillsbury crescent rolls',
        'pack of hot dogs',
        'american cheese slices',
        'yellow mustard',
        'everything bagel seasoning',
        'ketchup',
        'bag of frozen tater tots',
      ],
      'Crescent Dogs with Tater Tots',
    ],
    [
      [
        'leftover battered cod from the chippy',
        'leftover chips',
        'tub of mushy peas',
        '1 egg',
        'dried breadcrumbs',
        'plain flour',
        'tartare sauce',
        'lemon',
      ],
      'Chippy Leftover Fishcakes with Mushy Peas',
    ],
    [
      [
        'leftover taco mince',
        'leftover mexican rice',
        'half a can of black beans',
        'half a jar of salsa',
        'half a bag of shredded lettuce',
        'sour cream',
        'end of a bag of tortilla chips',
        'bit of grated cheese',
      ],
      'Taco Mince Burrito Bowls',
    ],
    [
      [
        'bag of frozen chicken nuggets',
        'jar of marinara',
        'ball of mozarella',
        'parmesan',
        'spaghetti',
        'dried basil',
        'garlic',
      ],
      'Chicken Nugget Parm with Spaghetti',
    ],
    [
      [
        '1 lb medium shrimp',
        '6 ears of corn',
        '1/2 lb andouille',
        '1 green bell pepper',
        '1 onion',
        '2 celery ribs',
        'butter',
        'heavy cream',
        'cajun seasoning',
        'green onions',
        'white rice',
      ],
      'Shrimp and Corn Maque Choux',
    ],
    [
      [
        'half a bag of rice',
        'last 2 eggs',
        'heel of a loaf',
        'tin of chopped tomatoes',
        'tin of kidney beans',
        'half a jar of curry paste',
        'bag of frozen mixed veg',
        'a few potatoes going soft',
        '1 onion',
        'garlic',
        'end of a block of cheddar',
        'dribble of milk',
        'butter',
        'packet of instant noodles',
        'tin of tuna',
        'frozen sausages',
        'bag of porridge oats',
        'peanut butter',
        'ketchup',
      ],
      'Store-Cupboard Tuna, Potato and Kidney Bean Curry',
    ],
    [
      [
        'frozen chicken nuggets',
        'frozen pizza',
        '2 pints of milk',
        'box of cereal',
        'bag of grated mozzarella',
        'pack of ham',
        '12 eggs',
        'white sliced bread',
        'bag of oven chips',
        '500g beef mince',
        'pack of tortilla wraps',
        'jar of salsa',
        'bag of tortilla chips',
        'cucumber',
        'bag of apples',
        'bananas',
        'fruit yoghurts',
        'butter',
        'pasta',
        'jar of bolognese sauce',
        'chocolate spread',
      ],
      'Chicken Nugget Wraps',
    ],
  ] as const)('%j → %s', (list, title) => {
    const recipe = cookRecipe([...list], { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.source).toBe('dish');
    expect(recipe.extras).toEqual([]);
  });

  it('reads a jar of bolognese sauce, Stove Top stuffing and celery ribs as what they are', () => {
    const teen = cookRecipe(
      ['frozen chicken nuggets', 'pasta', 'jar of bolognese sauce', 'grated mozzarella'],
      { attempt: 0 },
    );
    expect(teen.unused).not.toContain('jar of bolognese sauce');
    const maque = cookRecipe(
      [
        '1 lb medium shrimp',
        '6 ears of corn',
        '1 green bell pepper',
        '1 onion',
        '2 celery ribs',
        'butter',
        'heavy cream',
        'cajun seasoning',
      ],
      { attempt: 0 },
    );
    expect(maque.markdown).toMatch(/celery/);
    expect(maque.markdown).not.toMatch(/\bribs?\b[^.]*pork|pork rib/i);
  });

  it('uses what the visitor bought as it is', () => {
    // the leftover taco mince is reheated, not fried raw; the garlic baguette is the bread of both dishes
    const bowls = cookRecipe(
      [
        'leftover taco mince',
        'leftover mexican rice',
        'half a can of black beans',
        'half a jar of salsa',
        'half a bag of shredded lettuce',
        'sour cream',
        'end of a bag of tortilla chips',
        'bit of grated cheese',
      ],
      { attempt: 0 },
    );
    expect(bowls.markdown).toMatch(/piping hot/);
    expect(bowls.markdown).not.toMatch(/no pink left/);
    const subs = cookRecipe(
      [
        'frozen garlic baguette',
        '500g beef mince',
        'carton of passata',
        '1 onion',
        'grated mozzarella',
        'dried oregano',
        'bag of salad',
      ],
      { attempt: 1 },
    );
    expect(subs.markdown).toMatch(/garlic bread/);
    expect(subs.markdown).not.toMatch(/pasta/i);
  });
});
