import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

const TURKEY_COURGETTES = [
  '500g turkey mince',
  '4 large courgettes',
  '1 red onion',
  'garlic',
  'carton of passata',
  'block of feta',
  'dried oregano',
  'fresh mint',
  'bulgur wheat',
];
const PINWHEELS = [
  '6 large flour tortillas',
  'tub of cream cheese',
  'pack of sliced salami',
  'jar of gherkins',
  'handful of rocket',
  'jar of roasted peppers',
  'grated cheddar',
];
const DORITO_CHICKEN = [
  '4 chicken breasts',
  'big bag of cool ranch doritos',
  '2 eggs',
  'jar of chunky salsa',
  'shredded mexican cheese',
  'sour cream',
  'bag of salad',
];

/**
 * British, Irish and American home cooking, thirteenth round (the second wave on the panel's
 * round-15 misses): each list is typed as the visitor typed it, and the chef names the dish a cook
 * would. Before these dishes were written, the stuffed-courgette list got Dawood Basha with the
 * courgettes steamed on the side and cinnamon to buy, the pinwheel list a pasta to buy with the
 * tortillas, gherkins and peppers unused, the Dorito list chilaquiles with the salad left out, the
 * tuna mornay list a tuna pasta bake with an onion to buy and the crisps unused, and the doner list
 * pittas with tzatziki to buy and the fries unused, and the chicken pie list a chicken and leek pie
 * with crème fraîche to buy, the milk unused and the mushrooms out of its title, and the curry pie
 * list a curried soup with the pastry unused and garlic and stock to buy.
 */
describe('the round-15 home lists get the dish a cook would name (second wave)', () => {
  it.each([
    [TURKEY_COURGETTES, 'Minced Turkey-Stuffed Courgettes with Bulgur Wheat and Feta'],
    [PINWHEELS, 'Salami and Cream Cheese Flour Tortilla Pinwheels'],
    [DORITO_CHICKEN, 'Dorito-Crusted Chicken with Chunky Salsa and Melted Cheese'],
    [
      [
        '2 tins of tuna',
        'pasta shells',
        'frozen sweetcorn',
        'frozen peas',
        'butter',
        'plain flour',
        'milk',
        'grated cheddar',
        'packet of ready salted crisps',
      ],
      'Tuna Mornay with a Crisp Topping',
    ],
    [
      [
        'leftover doner meat from the kebab shop',
        'bag of frozen fries',
        'garlic sauce',
        'chilli sauce',
        'grated cheddar',
        'iceberg lettuce',
        'red onion',
        '2 pitta breads',
      ],
      'Doner Kebab Loaded Fries with Garlic Sauce',
    ],
    [
      [
        '500g chicken thigh fillets',
        '250g chestnut mushrooms',
        '1 leek',
        'butter',
        'plain flour',
        'chicken stock cube',
        'splash of milk',
        'thyme',
        'roll of ready-rolled puff pastry',
        '1 egg',
        'frozen peas',
      ],
      'Chicken, Chestnut Mushroom and Leek Pie',
    ],
  ])('%j → %s, using the whole list and buying nothing', (list, title) => {
    const r = cookRecipe(list, { attempt: 0 });
    expect(r.title).toBe(title);
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
  });

  it('stuffs and bakes the courgettes rather than steaming them on the side', () => {
    const { markdown } = cookRecipe(TURKEY_COURGETTES, { attempt: 0 });
    expect(markdown).toMatch(/pile the filling into them/);
    expect(markdown).not.toMatch(/Steam the/);
  });

  it('rolls the pinwheels in the tortillas and crusts the chicken in the crushed Doritos', () => {
    expect(cookRecipe(PINWHEELS, { attempt: 0 }).markdown).toMatch(/Roll each one up tightly/);
    expect(cookRecipe(DORITO_CHICKEN, { attempt: 0 }).markdown).toMatch(
      /press into the crumbs to coat/,
    );
  });
});

/**
 * Asking again after a round-15 home list (second wave): the first answer is a named dish and
 * asking again gives another named dish that keeps the main and buys nothing. Before, the turkey
 * list got a jar-sauce bolognese (an onion to buy, the oats and egg unused) and then the same
 * bolognese again; the pineapple list a ham fried rice with the pineapple, cheddar and bread unused
 * and then a ham stir-fry; the whole-chicken list a waterzooi with the bacon and pastry unused and
 * celery and an egg to buy; the braising-steak list a red-wine braise with the shortcrust unused,
 * then a goulash soup with paprika to buy; and the holiday-cottage fridge a full English, then the
 * same fry-up set in egg as a composed frittata.
 */
describe('asking again after a round-15 home list offers another named dish (second wave)', () => {
  it.each([
    [
      [
        '500g turkey mince',
        '1 courgette',
        '2 carrots',
        'carton of passata',
        'spaghetti',
        'porridge oats',
        '1 egg',
        'parmesan',
        'garlic',
        'dried basil',
      ],
      'Minced Turkey Meatballs in Hidden-Veg Sauce with Spaghetti',
      'Minced Turkey Meatloaf with Hidden Courgette and Carrot',
      '500g turkey mince',
    ],
    [
      [
        'tin of pineapple rings',
        'pack of sliced ham',
        'cheddar slices',
        'white bread',
        '3 eggs',
        'leftover rice',
        'soy sauce',
        'frozen peas',
      ],
      'Hawaiian Ham and Cheddar Toasts',
      'Hawaiian Ham and Pineapple Fried Rice',
      'pack of sliced ham',
    ],
    [
      [
        '1 whole chicken',
        '3 leeks',
        'pack of smoked bacon',
        'potatoes',
        '3 carrots',
        'double cream',
        'thyme',
        'puff pastry',
        'chicken stock',
      ],
      'Whole Chicken, Leek and Smoked Bacon Pie with Mash',
      'Pot-Roast Whole Chicken with Leek, Smoked Bacon and Cream',
      '1 whole chicken',
    ],
    [
      [
        '750g braising steak',
        '250g mushrooms',
        '2 onions',
        'half a bottle of red wine',
        'potatoes',
        '2 carrots',
        'thyme',
        'plain flour',
        'beef stock cube',
        'ready-rolled shortcrust pastry',
      ],
      'Beef, Mushroom and Red Wine Pie with Mash',
      'Beef Braised in Red Wine with Carrots',
      '750g braising steak',
    ],
    [
      [
        'pack of pork sausages',
        'pack of back bacon',
        '6 eggs',
        'loaf of white bread',
        '2 pints of milk',
        'butter',
        'bag of potatoes',
        'bag of pasta',
        'jar of tomato pasta sauce',
        'block of cheddar',
        'tin of baked beans',
        'mushrooms',
        'bag of salad',
        'cherry tomatoes',
        '2 onions',
        'cornflakes',
        'multipack of crisps',
        'bananas',
        'box of fudge from the gift shop',
        'scones',
        'tub of clotted cream',
        'jar of strawberry jam',
      ],
      'Full English Breakfast',
      'Pork Sausage, Back Bacon and Potato Breakfast Hash',
      'pack of pork sausages',
    ],
  ])('%j → %s, then %s', (list, first, second, main) => {
    expectNamedSecond(list, first, second, main);
  });

  it('binds the turkey meatballs with the oats and egg, and uses the pineapple in both answers', () => {
    const meatballs = cookRecipe(
      [
        '500g turkey mince',
        '1 courgette',
        '2 carrots',
        'carton of passata',
        'spaghetti',
        'porridge oats',
        '1 egg',
        'parmesan',
        'garlic',
        'dried basil',
      ],
      { attempt: 0 },
    );
    expect(meatballs.markdown).toMatch(/Mix the minced turkey with the porridge oats, egg/);
    const pineapple = [
      'tin of pineapple rings',
      'pack of sliced ham',
      'cheddar slices',
      'white bread',
      '3 eggs',
      'leftover rice',
      'soy sauce',
      'frozen peas',
    ];
    expect(cookRecipe(pineapple, { attempt: 0 }).used).toContain('tin of pineapple rings');
    const rice = cookRecipe(pineapple, { attempt: 1 });
    expect(rice.used).toContain('tin of pineapple rings');
    expect(rice.used).toContain('leftover rice');
    expect(rice.markdown).not.toMatch(/Finish with the cheddar/);
  });
});
