import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';
import { expectNamedSecond } from './ask-again.test-support';

/**
 * British, Irish and American home cooking, eighth round: the round-13 panel's misses. Each list is
 * typed as the visitor typed it; the chef names the dish a cook would make of it. Before these
 * dishes (and the few lexicon entries they need: Boursin, beef cheeks, lamb leg steaks, BBQ rub,
 * Colby Jack, tinned potatoes and carrots) were written, each list here got a near dish that left
 * its defining item out (a sausage pasta bake without the ricotta, gnocchi from fresh potatoes for
 * a box of instant mash), a template, or something else entirely (an ayran for halloumi fries).
 */
describe('a home-cooking list gets the dish a cook would name', () => {
  it.each([
    [
      [
        '1 lb ziti',
        '1 lb sweet italian sausage',
        '24 oz jar of marinara',
        '15 oz ricotta',
        '2 cups shredded mozzarella',
        'parmesan',
        'fresh basil',
      ],
      'Baked Ziti with Pork Sausage',
    ],
    [
      [
        '2 pork tenderloins',
        'bbq rub',
        'brown sugar',
        'apple cider vinegar',
        '4 ears of corn',
        'butter',
        'can of baked beans',
        'jar of maraschino cherries',
      ],
      'BBQ-Rubbed Pork Tenderloin with Corn and Beans',
    ],
    [
      [
        '1 lb jumbo shrimp',
        'shredded sweetened coconut',
        'panko',
        '2 eggs',
        'all-purpose flour',
        'bottle of sweet chili sauce',
        'jasmine rice',
        'limes',
      ],
      'Crispy Coconut Shrimp with Sweet Chilli Sauce',
    ],
    [
      [
        '1 lb ground beef',
        'packet of taco seasoning',
        'can of refried beans',
        '6 large flour tortillas',
        '10 oz can red enchilada sauce',
        'shredded colby jack',
        'shredded lettuce',
        'sour cream',
        'cilantro',
      ],
      'Smothered Ground Beef Burritos',
    ],
    [
      [
        '4 chicken breasts',
        'boursin garlic and herb',
        '8 rashers streaky bacon',
        'bag of baby potatoes',
        'green beans',
        'cherry tomatoes',
      ],
      'Streaky Bacon-Wrapped Chicken Stuffed with Garlic and Herb Soft Cheese',
    ],
    [
      [
        '500g lean beef mince',
        'iceberg lettuce',
        'gherkins',
        'grated cheddar',
        'red onion',
        'mayonnaise',
        'tomato ketchup',
        'american mustard',
        'sesame seeds',
      ],
      'Big Mac Salad',
    ],
    [
      [
        '4 sub rolls',
        'sliced salami',
        'sliced pepperoni',
        'sliced provolone',
        'iceberg lettuce',
        'red onion',
        'jar of banana peppers',
        'mayo',
        'red wine vinegar',
        'italian seasoning',
      ],
      'Grinder Salad Subs',
    ],
    [
      [
        '500g penne',
        'jar of pizza sauce',
        'pack of pepperoni',
        '2 balls of mozarella',
        'green pepper',
        'mushrooms',
        'dried oregano',
      ],
      'Pizza Pasta Bake with Pepperoni',
    ],
    [
      [
        'leftover pulled pork',
        '300g macaroni',
        'mature cheddar',
        'milk',
        'butter',
        'plain flour',
        'bbq sauce',
        'spring onions',
      ],
      'Pulled Pork Mac and Cheese',
    ],
    [
      [
        '400g tin of stewed steak in gravy',
        'sheet of ready-rolled puff pastry',
        'tin of new potatoes',
        'tin of carrots',
        'frozen peas',
        '1 egg',
      ],
      'Store-Cupboard Steak Pie with a Puff Pastry Lid',
    ],
    [
      [
        '1 lb salmon fillet',
        'cajun seasoning',
        'honey',
        'butter',
        'long grain rice',
        '4 ears of corn',
        'limes',
        'cilantro',
      ],
      'Cajun Honey Salmon Bites with Corn',
    ],
    [
      [
        '2 monkfish tails',
        'pack of parma ham',
        'cherry tomatoes on the vine',
        'baby potatoes',
        'fresh basil',
        'olive oil',
        'lemon',
        'tub of green pesto',
      ],
      'Parma Ham-Wrapped Monkfish Tail with Roasted Vine Cherry Tomatoes',
    ],
    [
      [
        '4 beef cheeks',
        'bottle of red wine',
        '2 carrots',
        '2 celery sticks',
        'onion',
        'garlic',
        'thyme',
        'beef stock',
        '1 celeriac',
        'butter',
      ],
      'Red Wine Braised Beef Cheeks with Celeriac Mash',
    ],
    [
      [
        'box of instant mashed potato flakes',
        'plain flour',
        '1 egg',
        'butter',
        'fresh sage',
        'parmesan',
        'lemon',
      ],
      'Instant Mashed Potato Gnocchi with Sage Butter',
    ],
    [
      [
        '500g dried haricot beans',
        'carton of passata',
        'black treacle',
        'onion',
        'smoked paprika',
        'cider vinegar',
        'dark brown sugar',
        'sourdough loaf',
      ],
      'Homemade Baked Beans on Sourdough Toast',
    ],
    [
      [
        '2 blocks of halloumi',
        'cornflour',
        'smoked paprika',
        'greek yoghurt',
        'pomegranate',
        'fresh mint',
        'sweet chilli sauce',
        'vegetable oil',
      ],
      'Halloumi Fries with Greek Yogurt and Pomegranate',
    ],
    [
      [
        '1 lb ground beef',
        '1/2 cup long grain white rice',
        '1 small onion',
        '1 egg',
        '2 cans condensed tomato soup',
        'worcestershire sauce',
        'green beans',
      ],
      'Porcupine Meatballs',
    ],
  ])('%j: %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.source).toBe('dish');
    expect(recipe.extras).toEqual([]);
  });

  it('uses what the visitor bought as it is, and names their cut', () => {
    const mash = cookRecipe(
      [
        'box of instant mashed potato flakes',
        'plain flour',
        '1 egg',
        'butter',
        'fresh sage',
        'parmesan',
        'lemon',
      ],
      { attempt: 0 },
    ).markdown;
    expect(mash).toMatch(/instant mashed potato/);
    expect(mash).not.toMatch(/\bbake the potatoes\b/i);
    const pie = cookRecipe(
      [
        '400g tin of stewed steak in gravy',
        'sheet of ready-rolled puff pastry',
        'tin of new potatoes',
        'tin of carrots',
        'frozen peas',
        '1 egg',
      ],
      { attempt: 0 },
    ).markdown;
    expect(pie).toMatch(/tinned new potatoes/);
    expect(pie).not.toMatch(/\bbrown\b/i);
    const cheeks = cookRecipe(
      ['4 beef cheeks', 'bottle of red wine', '2 carrots', 'onion', 'beef stock', '1 celeriac'],
      { attempt: 0 },
    ).markdown;
    expect(cheeks).toMatch(/4 beef cheeks/);
    expect(cheeks).not.toMatch(/stewing beef/);
    const chicken = cookRecipe(
      ['4 chicken breasts', 'boursin garlic and herb', '8 rashers streaky bacon', 'green beans'],
      { attempt: 0 },
    ).markdown;
    expect(chicken).toMatch(/garlic and herb soft cheese/);
    const pork = cookRecipe(
      ['leftover pulled pork', '300g macaroni', 'mature cheddar', 'milk', 'butter', 'plain flour'],
      { attempt: 0 },
    ).markdown;
    expect(pork).toMatch(/piping hot/);
  });
});

/**
 * Asking again after a home classic: the first answer is the classic, and the second another
 * named dish (another method or cuisine) that keeps the main, uses much of the list and buys one
 * thing at most.
 */
describe('asking again after a home classic offers another named dish (round 13)', () => {
  it.each([
    [
      [
        '1.5 lb boneless chicken breasts',
        '1 cup long grain rice',
        '12 oz bag of brocoli florets',
        'can of cream of chicken soup',
        '2 cups chicken broth',
        '2 cups shredded chedder',
        'onion',
        'garlic powder',
      ],
      'Cheesy Chicken, Broccoli and Rice Casserole',
      'Creamy Chicken, Broccoli and Rice Soup',
    ],
    [
      [
        '4 bone-in pork chops',
        '2 yellow onions',
        'all-purpose flour',
        'chicken broth',
        'garlic powder',
        'paprika',
        'white rice',
        'bag of collard greens',
        'hot sauce',
      ],
      'Smothered Pork Chops',
      'Oven-Baked Pork Chop and White Rice',
    ],
    [
      [
        '3 lb chuck roast',
        'can of beef consommé',
        'onion',
        'worcestershire sauce',
        'garlic',
        '6 hoagie rolls',
        'sliced provolone',
        'butter',
      ],
      'Slow-Braised Beef Chuck Roast French Dip Sandwiches',
      'Beef Chuck Roast Pot Roast Melts with Onion Gravy',
    ],
    [
      [
        'pack of pork sausagemeat',
        '6 english muffins',
        '6 eggs',
        'american cheese slices',
        'frozen hash browns',
        'brown sauce',
      ],
      'Homemade Sausage and Egg Muffins with Hash Browns',
      'Sausage, Hash Brown and Egg Breakfast Traybake',
    ],
    [
      [
        '6 hot dog buns',
        'butter',
        '4 garlic cloves',
        'parsley',
        'grated mozzarella',
        'jar of marinara for dipping',
      ],
      'Cheesy Garlic Bread Dippers with Marinara',
      'Garlic Butter Hot Dog Bun Pizzas',
    ],
  ])('%j: %s first, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('names lamb leg steaks as such, griddles them first and wraps them second', () => {
    const list = [
      'reduced pack of lamb leg steaks',
      'reduced bunch of asparagus',
      'reduced bag of baby new potatoes',
      'reduced tub of houmous',
      'reduced pack of flatbreads',
      'reduced block of feta',
      'reduced pot of fresh mint',
    ];
    const first = cookRecipe(list, { attempt: 0 });
    expect(first.title).toMatch(/^Griddled Lamb Leg Steaks with /);
    expect(first.markdown).toMatch(/lamb leg steaks/);
    expect(first.markdown).not.toMatch(/lamb chop/i);
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.title).toMatch(/Wraps with Hummus/);
    expect(again.markdown).toMatch(/houmous|hummus/);
    expect(again.extras).toEqual([]);
  });
});
