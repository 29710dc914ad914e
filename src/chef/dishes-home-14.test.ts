import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';
import { expectNamedSecond } from './ask-again.test-support';

/**
 * British, Irish and American home cooking, fourteenth round: the round-16 panel's lists (round 15's
 * lists, ids r15-) that scored below 4. Each ask-again list names a classic first and, asked again,
 * another named dish (another method or cuisine) that keeps the main ingredient and buys one thing
 * at most; each first-answer list names the dish a cook would make of it. Before these dishes were
 * written, each answer here was a composed template, a dish that left the list's defining item
 * unused, or the first dish again under another name.
 */
describe('asking again after a home classic offers another named dish (round 16)', () => {
  it.each([
    [
      [
        'leftover roast beef',
        'leftover roast potatoes',
        'cooked carrots and parsnips',
        'tub of leftover gravy',
        '2 yorkshire puddings',
        'horseradish sauce',
        '4 eggs',
        'puff pastry',
        'spring onions',
      ],
      'Leftover Roast Beef and Roast Potato Hash with Fried Eggs',
      'Leftover Roast Beef and Gravy Pie with a Puff Pastry Lid',
    ],
    [
      [
        'pack of smoked salmon trimmings',
        'tub of cream cheese',
        'pack of crumpets',
        '6 eggs',
        'capers',
        'bag of spinach',
        'lemon',
        'tagliatelle',
      ],
      'Tagliatelle with Smoked Salmon, Spinach and Cream Cheese',
      'Toasted Crumpets with Smoked Salmon, Cream Cheese and Scrambled Eggs',
    ],
    [
      [
        '2 hot smoked salmon fillets',
        '4 eggs',
        'new potatoes',
        'bag of watercress',
        'penne',
        'crème fraîche',
        'frozen peas',
        'lemon',
        'long grain rice',
      ],
      'Warm Hot-smoked Salmon, New Potato and Egg Salad with Watercress',
      'Hot-smoked Salmon Kedgeree',
    ],
    [
      [
        '3 lb boneless chicken thighs',
        'can of pineapple juice',
        'soy sauce',
        'brown sugar',
        'ginger',
        'ketchup',
        'white rice',
        'elbow macaroni',
        'mayo',
        'green onions',
      ],
      'Huli-Huli Chicken with Elbow Macaroni Salad',
      'Hawaiian Shoyu Chicken',
    ],
    [
      [
        '4 pork shoulder steaks',
        '2 bramley apples',
        'bottle of dry cider',
        'half a red cabbage',
        'potatoes',
        '1 onion',
        'fresh sage',
        'wholegrain mustard',
      ],
      'Pork Steaks with Cider, Sage and Braised Red Cabbage',
      'Pork and Cider Casserole',
    ],
    [
      [
        '500g beef mince',
        '250g mushrooms',
        '1 onion',
        '2 carrots',
        'bag of potatoes',
        'frozen peas',
        'tin of chopped tomatoes',
        'worcestershire sauce',
        'spaghetti',
        'cheddar',
      ],
      'Cheesy Cottage Pie with Mushrooms and Peas',
      'Cheesy Minced Beef and Spaghetti Skillet',
    ],
  ])('%j: %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('uses the leftover roast potatoes as they are, not raw potatoes', () => {
    const { markdown } = cookRecipe(
      [
        'leftover roast beef',
        'leftover roast potatoes',
        'cooked carrots and parsnips',
        'tub of leftover gravy',
        '2 yorkshire puddings',
        'horseradish sauce',
        '4 eggs',
        'puff pastry',
        'spring onions',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/roast potatoes/);
    expect(markdown).not.toMatch(/[Bb]oil the/);
  });
});

describe('home cooking names the dish a cook would make (round 16)', () => {
  it.each([
    [
      [
        'pack of 8 pork faggots',
        '1kg potatoes',
        'butter',
        'milk',
        '2 onions',
        'gravy granules',
        'frozen peas',
        'jar of mint sauce',
      ],
      'Pork Faggots with Mash, Peas and Onion Gravy',
    ],
    [
      [
        '8 pork sausages',
        'smoked bacon lardons',
        '1 onion',
        '2 carrots',
        'tin of chopped tomatoes',
        'chicken stock cube',
        'worcester sauce',
        'self-raising flour',
        'packet of vegetable suet',
        'fresh parsley',
      ],
      'Pork Sausage Casserole with Vegetable Suet Dumplings',
    ],
    [
      [
        'black pudding',
        '1 bramley apple',
        'leftover boiled potatoes',
        '1 onion',
        '4 eggs',
        'bag of spinach',
        'brown sauce',
        'butter',
      ],
      'Black Pudding, Bramley Apple and Potato Hash with Fried Eggs',
    ],
    [
      [
        '4 haddock fillets',
        'big bag of spinach',
        'butter',
        'plain flour',
        'milk',
        'gruyère',
        'nutmeg',
        'bag of maris pipers',
        '1 lemon',
      ],
      'Haddock Florentine',
    ],
    [
      [
        '6 boneless chicken thighs',
        'buttermilk',
        'all-purpose flour',
        'cayenne pepper',
        'brown sugar',
        'hot sauce',
        'vegetable oil',
        'brioche buns',
        'jar of dill pickle chips',
        'bag of coleslaw mix',
        'mayo',
      ],
      'Nashville Hot Chicken Sandwiches',
    ],
    [
      [
        '3 lb chuck roast',
        'jar of pepperoncini',
        'packet of ranch seasoning',
        'packet of au jus gravy mix',
        '1 stick butter',
        '2 lb yukon gold potatoes',
        'whole milk',
        'green beans',
      ],
      'Mississippi Pot Roast with Mashed Potatoes',
    ],
    [
      [
        '2 large chicken breasts',
        '3 eggs',
        'all-purpose flour',
        'grated parmesan',
        '1 stick butter',
        '3 lemons',
        'dry white wine',
        'chicken broth',
        'fresh parsley',
        '1 lb angel hair pasta',
      ],
      'Chicken Francese with Angel Hair',
    ],
    [
      [
        '4 chicken breasts',
        'big bag of salted pretzels',
        '2 eggs',
        'dijon mustard',
        'honey',
        'mayonnaise',
        'bag of brocoli florets',
        'frozen french fries',
      ],
      'Chicken Crusted with Crushed Pretzels, with Honey Mustard Dip',
    ],
    [
      [
        '1 butternut squash',
        '500g macaroni',
        'mature cheddar',
        'milk',
        'butter',
        'plain flour',
        'fresh sage',
        'panko',
        'dijon mustard',
      ],
      'Butternut Squash Mac and Cheese with a Sage Crumb',
    ],
    [
      [
        '1 lb dried navy beans',
        '2 smoked ham hocks',
        '1 onion',
        '2 carrots',
        '3 celery ribs',
        'bay leaves',
        'chicken broth',
        'box of jiffy corn muffin mix',
        '1 egg',
        'milk',
      ],
      'Navy Bean and Ham Hock Soup with Cornbread',
    ],
  ])('%j: %s', (list, title) => {
    expect(cookRecipe(list, { attempt: 0 }).title).toBe(title);
  });
});
