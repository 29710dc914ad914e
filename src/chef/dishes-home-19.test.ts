import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * British, Irish and American home cooking and breakfast, round 20's misses (the `r19-` panel
 * lists, typed as there). The first answers are the dishes a cook would name for each list: before
 * these dishes were written the chef made shortbread from a brie and grape toastie list, sliders
 * from sliced bread for fried bologna sandwiches, a Bauernfrühstück that dropped the leftover roast
 * veg, a blended lentil soup for a lentil cottage pie, tacos that dropped the tater tots and queso
 * of totchos, a breakfast casserole for hash brown waffles, a creole sauce without its roux for a
 * catfish courtbouillon, and a buffalo chicken dip without its celery. The ask-again pairs name a
 * dish first and another named dish second that keeps the main item and buys one thing at most;
 * before, the second was a bacon pasta bought for, an eggs Benedict short of butter and lemon, a
 * composed tray bake or soup, or a Scouse without the ale.
 */
describe('round 20 home-cooking lists get the dish a cook would name', () => {
  it.each([
    [
      [
        'half a wheel of brie',
        'bunch of red grapes',
        'walnuts',
        'sourdough loaf',
        'squeezy honey',
        'butter',
        'fresh thyme',
        'bag of rocket',
      ],
      /Brie, Red Grape and Walnut Toasties with Honey$/,
    ],
    [
      [
        'pack of thick cut bologna',
        'american cheese slices',
        'white sandwich bread',
        'yellow mustard',
        '1 onion',
        'butter',
        'bag of potato chips',
        'dill pickles',
      ],
      /^Fried Bologna Sandwiches$/,
    ],
    [
      [
        'leftover roast potatoes',
        'leftover sprouts',
        'leftover carrots',
        'half a savoy cabbage',
        'butter',
        '4 eggs',
        'smoked back bacon',
        'brown sauce',
      ],
      /^Bubble and Squeak with Leftover Roast Veg, Bacon and Fried Eggs$/,
    ],
    [
      [
        '2 tins of green lentils',
        '3 sweet potatoes',
        '2 carrots',
        '1 onion',
        '2 celery sticks',
        'tin of chopped tomatoes',
        'vegetable stock cube',
        'marmite',
        'frozen peas',
        'fresh thyme',
      ],
      /^Green Lentil Cottage Pie with Sweet Potato Mash$/,
    ],
    [
      [
        'bag of frozen tater tots',
        '1 lb ground beef',
        'jar of queso dip',
        'can of black beans',
        'pickled jalapeños',
        'sour cream',
        'pico de gallo',
        'green onions',
      ],
      /^Totchos: Tater Tot Nachos/,
    ],
    [
      [
        'bag of frozen shredded hash browns',
        '6 eggs',
        'shredded cheddar',
        'pack of bacon',
        'jar of salsa',
        'sour cream',
        'green onions',
        'hot sauce',
      ],
      /^Hash Brown Waffles with Fried Eggs and Salsa$/,
    ],
    [
      [
        '2 lb catfish fillets',
        'all-purpose flour',
        'vegetable oil',
        '1 onion',
        '1 green bell pepper',
        '2 celery ribs',
        'can of diced tomatoes',
        'garlic',
        'cajun seasoning',
        'green onions',
        'white rice',
        'hot sauce',
      ],
      /^Catfish Courtbouillon$/,
    ],
    [
      [
        '1kg unsmoked gammon joint',
        '1 onion',
        '2 carrots',
        'bay leaves',
        'butter',
        'plain flour',
        'milk',
        'big bunch of curly parsley',
        '750g new potatoes',
        'savoy cabbage',
      ],
      /^Boiled Gammon with Curly Parsley Sauce and New Potatoes$/,
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toMatch(title);
    expect(recipe.extras).toEqual([]);
  });

  it('uses every item of the lists whose dish takes them all', () => {
    const lists = [
      [
        'leftover roast potatoes',
        'leftover sprouts',
        'leftover carrots',
        'half a savoy cabbage',
        'butter',
        '4 eggs',
        'smoked back bacon',
        'brown sauce',
      ],
      [
        'bag of frozen tater tots',
        '1 lb ground beef',
        'jar of queso dip',
        'can of black beans',
        'pickled jalapeños',
        'sour cream',
        'pico de gallo',
        'green onions',
      ],
      [
        'leftover rotisserie chicken',
        'block of cream cheese',
        "bottle of frank's hot sauce",
        'ranch dressing',
        'shredded cheddar',
        'celery sticks',
        'bag of tortilla chips',
        'blue cheese crumbles',
      ],
    ];
    for (const list of lists) expect(cookRecipe(list, { attempt: 0 }).unused).toEqual([]);
  });

  it('reheats the leftover roast potatoes and makes the courtbouillon on a roux', () => {
    const bubble = cookRecipe(
      [
        'leftover roast potatoes',
        'leftover sprouts',
        'leftover carrots',
        'half a savoy cabbage',
        'butter',
        '4 eggs',
        'smoked back bacon',
        'brown sauce',
      ],
      { attempt: 0 },
    ).markdown;
    expect(bubble).toMatch(/piping hot/);
    const catfish = cookRecipe(
      [
        '2 lb catfish fillets',
        'all-purpose flour',
        'vegetable oil',
        '1 onion',
        '1 green bell pepper',
        '2 celery ribs',
        'can of diced tomatoes',
        'garlic',
        'cajun seasoning',
        'green onions',
        'white rice',
        'hot sauce',
      ],
      { attempt: 0 },
    ).markdown;
    expect(catfish).toMatch(/the roux is the colour of milk chocolate/);
  });

  it.each([
    [
      [
        '8 eggs',
        '1kg potatoes',
        'bag of spinach',
        'grated cheddar',
        'pack of tortilla wraps',
        'smoked bacon',
        '1 onion',
        'milk',
      ],
      'Smoked Bacon, Egg and Potato Breakfast Burritos',
      'Spinach and Cheddar Frittata with Smoked Bacon',
      'smoked bacon',
    ],
    [
      [
        'pack of crumpets',
        'block of cheddar',
        'pack of ham',
        '6 eggs',
        'bag of spinach',
        'english mustard',
        'worcestershire sauce',
        'cherry tomatoes',
      ],
      'Buck Rarebit Crumpets with Ham and Spinach',
      'Cheddar Omelette with Ham, Grilled Tomatoes and Crumpets',
      'pack of ham',
    ],
    [
      [
        'roll of puff pastry',
        '6 pork sausages',
        'grated cheddar',
        '6 eggs',
        'tin of baked beans',
        'bag of frozen hash browns',
        'brown sauce',
        'mushrooms',
      ],
      'Pork Sausage, Baked Beans and Cheddar Puff Pasties',
      'Full English Breakfast Traybake with Hash Browns',
      '6 pork sausages',
    ],
    [
      [
        '1kg stewing steak',
        '250g mushrooms',
        'bottle of brown ale',
        '2 onions',
        '3 carrots',
        'roll of puff pastry',
        '1kg potatoes',
        'beef stock cubes',
        'fresh thyme',
        'self-raising flour',
      ],
      // wave 13's steak and stout pie with mash, the ale standing in, before the hotpot
      'Steak and Beer Pie with Mash',
      'Beef and Ale Hotpot',
      '1kg stewing steak',
    ],
    [
      [
        '2 tins of red salmon',
        '4 eggs',
        '1kg potatoes',
        'spring onions',
        'long grain rice',
        'soy sauce',
        'mayonnaise',
        'cucumber',
        'frozen peas',
      ],
      'Salmon Fried Rice with Peas',
      'Salmon and Spring Onion Fishcakes with Peas',
      '2 tins of red salmon',
    ],
    [
      [
        '500g chestnut mushrooms',
        '2 tins of brown lentils',
        'roll of vegan puff pastry',
        '1kg potatoes',
        'glass of red wine',
        '2 carrots',
        '1 onion',
        'fresh thyme',
        'vegetable stock cube',
        'spaghetti',
      ],
      'Chestnut Mushroom, Brown Lentil and Red Wine Pie',
      'Chestnut Mushroom and Brown Lentil Bourguignon with Mash',
      '500g chestnut mushrooms',
    ],
    [
      [
        'block of mature cheddar',
        '3 leeks',
        '1kg potatoes',
        '6 eggs',
        'pack of shortcrust pastry',
        'milk',
        'butter',
        'wholegrain mustard',
      ],
      'Leek, Potato and Mature Cheddar Frittata',
      'Cheese and Leek Tart',
      'block of mature cheddar',
    ],
    [
      [
        '4 chicken breasts',
        'smoked bacon lardons',
        '2 leeks',
        'block of mature cheddar',
        '500g penne',
        'milk',
        'butter',
        'plain flour',
        'pack of shortcrust pastry',
        'frozen peas',
      ],
      'Cheesy Chicken and Leek Pasta Bake with Lardons',
      'Chicken, Lardons and Leek Pie',
      '4 chicken breasts',
    ],
    [
      [
        'leftover sirloin steak',
        'leftover roast potatoes',
        '4 eggs',
        '2 peppers',
        '1 onion',
        'pack of flour tortillas',
        'grated cheddar',
        'salsa',
        'bag of rocket',
      ],
      'Leftover Steak, Bell Pepper and Roast Potato Hash with Fried Eggs',
      'Leftover Steak and Egg Burritos with Salsa',
      'leftover sirloin steak',
    ],
  ])('%j → %s, then %s', (list, first, second, main) => {
    expectNamedSecond(list, first, second, main);
  });

  it('reheats the leftover steak and roast potatoes in both answers', () => {
    const list = [
      'leftover sirloin steak',
      'leftover roast potatoes',
      '4 eggs',
      '2 peppers',
      '1 onion',
      'pack of flour tortillas',
      'grated cheddar',
      'salsa',
      'bag of rocket',
    ];
    for (const attempt of [0, 1]) {
      expect(cookRecipe(list, { attempt }).markdown).toMatch(/piping hot all the way through/);
    }
  });
});
