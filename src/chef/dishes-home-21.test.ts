import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * British, Irish and American home cooking, round 22's misses (the `r21-` lists): each list is
 * typed exactly as the panel typed it. The first answers are now the dish a cook would name: before
 * these dishes were written, the beer cheese soup list lost its lager and pretzels to a broccoli
 * soup, the Burns Night fridge became pasta with a raw swede, the leftover cauliflower cheese was
 * left out of a pan haggerty, the tri-tip became rouladen, the beef olives a pie, the kielbasa a
 * cold rice bowl, the mango chutney salmon tacos, and the taco cottage pie nachos without the mash.
 * Asking again now gives another named dish that keeps the main and buys nothing: before, the
 * second answers were the first dish again, a composed tray or an egg bake that steamed the
 * leftover sprouts as if raw.
 */
describe('round 22 home-cooking lists get the dish a cook would name', () => {
  it.each([
    [
      [
        '2 bottles of lager',
        'block of sharp cheddar',
        'bag of frozen brocoli',
        '1 onion',
        'butter',
        'all-purpose flour',
        'chicken broth',
        'box of frozen soft pretzels',
        'dijon mustard',
      ],
      'Wisconsin Lager Cheese Soup with Broccoli and Soft Pretzels',
    ],
    [
      [
        'half a leftover haggis',
        'bowl of mashed neeps',
        'leftover champit tatties',
        'half a bottle of whisky',
        'box of oatcakes',
        'tin of shortbread',
        'punnet of raspberries',
        'half a tub of double cream',
        'bag of pinhead oatmeal',
        'jar of heather honey',
        'pack of smoked salmon',
        'block of orkney cheddar',
        'black pudding',
        '6 eggs',
        'milk',
        'butter',
        '2 leeks',
        'bag of carrots',
        'pack of lorne sausage',
        'bottle of irn bru',
      ],
      'Leftover Haggis, Neeps and Tatties with Whisky Cream Sauce',
    ],
    [
      [
        'leftover cauliflower cheese',
        'vegetable stock cube',
        '1 onion',
        '2 potatoes',
        'milk',
        'wholegrain mustard',
        'grated cheddar',
        'chives',
        'crusty bread',
      ],
      'Leftover Cauliflower Cheese Soup',
    ],
    [
      [
        '2 cups brown lentils',
        '1 onion',
        '1 green bell pepper',
        'garlic',
        'can of tomato sauce',
        'ketchup',
        'yellow mustard',
        'maple syrup',
        'vegan worcestershire sauce',
        'pack of burger buns',
        'bag of coleslaw mix',
        'dill pickles',
      ],
      'Brown Lentil Sloppy Joes with Maple-Mustard Slaw',
    ],
    [
      [
        '2.5 lb tri-tip roast',
        'garlic powder',
        'coarse black pepper',
        'red wine vinegar',
        '2 cans pinto beans',
        '4 slices of bacon',
        '4 roma tomatoes',
        '1 white onion',
        '2 jalapeños',
        'cilantro',
        'loaf of sourdough',
        'butter',
      ],
      'Santa Maria Tri-Tip with Pinto Beans, Salsa and Garlic Bread',
    ],
    [
      [
        '8 thin slices of beef topside',
        '400g pork sausagemeat',
        '1 onion',
        'fresh breadcrumbs',
        'beef stock',
        'plain flour',
        '2 carrots',
        '1kg potatoes',
        'butter',
        'frozen peas',
        'worcestershire sauce',
      ],
      'Scottish Beef Olives with Mash and Peas',
    ],
    [
      [
        'pack of kielbasa',
        'can of pineapple chunks',
        'bottle of teriyaki sauce',
        '2 bell peppers',
        '1 onion',
        'box of minute rice',
        'bag of frozen edamame',
        'sesame seeds',
      ],
      'Kielbasa and Pineapple Teriyaki Skillet with Rice',
    ],
    [
      [
        '2 salmon fillets',
        'jar of mango chutney',
        'pack of mini naans',
        'bag of spinach',
        'natural yoghurt',
        'frozen peas',
        'leftover basmati rice',
        '1 lime',
      ],
      'Mango Chutney-Glazed Salmon with Pea and Spinach Rice',
    ],
    [
      [
        '2 cans black beans',
        '1 cup panko',
        '1 egg',
        '1 red onion',
        'ground cumin',
        'smoked paprika',
        'chipotles in adobo',
        'mayonnaise',
        'pack of brioche buns',
        'pepper jack slices',
        '1 avocado',
        'bag of frozen sweet potato fries',
      ],
      'Black Bean Burgers with Chipotle Mayo and Sweet Potato Fries',
    ],
    [
      [
        '500g beef mince',
        'packet of taco seasoning',
        'tin of black beans',
        'tin of sweetcorn',
        'pouch of instant mash',
        'grated cheddar',
        'bag of tortilla chips',
        'jar of salsa',
      ],
      'Taco Cottage Pie with Instant Mashed Potato and Tortilla Chips',
    ],
    [
      [
        '250g dried puy lentils',
        '4 portobello mushrooms',
        '2 sweet potatoes',
        'brown rice',
        'jar of tahini',
        '1 red onion',
        'garlic',
        'bag of kale',
        '1 lemon',
        'fresh thyme',
      ],
      'Puy Lentil-Stuffed Portobello Mushrooms with Roast Sweet Potato and Lemon Tahini',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.extras).toEqual([]);
  });

  it('leftovers are reheated, bought items used as they are, and typed items named as bought', () => {
    const burns = cookRecipe(
      [
        'half a leftover haggis',
        'bowl of mashed neeps',
        'leftover champit tatties',
        'half a bottle of whisky',
        'half a tub of double cream',
        'butter',
      ],
      { attempt: 0 },
    ).markdown;
    expect(burns).toMatch(/warm the mashed swede/);
    expect(burns).not.toMatch(/diced|peeled/);
    const soup = cookRecipe(
      [
        '2 bottles of lager',
        'block of sharp cheddar',
        'bag of frozen brocoli',
        '1 onion',
        'butter',
        'all-purpose flour',
        'chicken broth',
        'box of frozen soft pretzels',
        'dijon mustard',
      ],
      { attempt: 0 },
    ).markdown;
    expect(soup).toMatch(/bake the soft pretzels as the packet says/);
    const burgers = cookRecipe(
      [
        '2 cans black beans',
        '1 cup panko',
        '1 egg',
        '1 red onion',
        'ground cumin',
        'smoked paprika',
        'chipotles in adobo',
        'mayonnaise',
        'pack of brioche buns',
        'pepper jack slices',
        '1 avocado',
        'bag of frozen sweet potato fries',
      ],
      { attempt: 0 },
    ).markdown;
    expect(burgers).toMatch(/pepper jack/);
    expect(burgers).not.toMatch(/monterey jack/i);
    expect(burgers).toMatch(/chipotle into the mayonnaise/);
    const kielbasa = cookRecipe(
      [
        'pack of kielbasa',
        'can of pineapple chunks',
        'bottle of teriyaki sauce',
        '2 bell peppers',
        '1 onion',
        'box of minute rice',
        'bag of frozen edamame',
        'sesame seeds',
      ],
      { attempt: 0 },
    ).markdown;
    expect(kielbasa).toMatch(/as the box says/);
    expect(kielbasa).not.toMatch(/10–12 minutes/);
  });
});

describe('asking again after a round 22 home list offers another named dish', () => {
  it.each([
    [
      [
        'leftover roast turkey',
        'leftover sage and onion stuffing',
        'leftover sprouts',
        'leftover roast potatoes',
        'jar of cranberry sauce',
        'roll of puff pastry',
        'turkey gravy',
        '4 eggs',
        'grated cheddar',
      ],
      'Turkey, Stuffing and Cranberry Sauce Pie',
      'Boxing Day Bubble and Squeak with Turkey, Stuffing and Fried Eggs',
    ],
    [
      [
        '1kg beef chuck',
        '2 bottles of stout',
        '4 carrots',
        '100g pearl barley',
        'roll of puff pastry',
        '1kg potatoes',
        '2 onions',
        'fresh thyme',
        'beef stock cubes',
        'plain flour',
      ],
      'Steak and Stout Pie with Mash',
      'Beef, Stout and Pearl Barley Broth',
    ],
    [
      [
        '2 racks of pork ribs',
        'honey',
        'soy sauce',
        'bottle of bbq sauce',
        '4 ears of corn',
        '1kg potatoes',
        'jasmine rice',
        'bag of coleslaw mix',
        'garlic',
        'five spice',
      ],
      'Chinese Braised Pork Ribs with Potatoes and Corn',
      'Sticky Honey and Soy Sauce Pork Ribs',
    ],
    [
      [
        '8 lamb cutlets',
        '750g new potatoes',
        'bag of frozen peas',
        'bunch of mint',
        'block of feta',
        'couscous',
        '1 lemon',
        'garlic',
        'cherry tomatoes',
        'greek yoghurt',
      ],
      'Griddled Lamb Chops with Pea, Mint and Feta Couscous',
      'Lamb Chop, New Potato and Feta Traybake with Minted Greek Yogurt',
    ],
    [
      [
        'half a sourdough loaf',
        '2 tins of chopped tomatoes',
        'tin of anchovies',
        '6 eggs',
        'tin of cannellini beans',
        'garlic',
        'chilli flakes',
        'fresh basil',
        'parmesan',
      ],
      'Eggs in Purgatory with Cannellini Beans and Anchovies',
      'Tuscan Sourdough and Tomato Soup with Cannellini Beans',
      'half a sourdough loaf',
    ],
    [
      [
        'log of goats cheese',
        'pack of cooked beetroot',
        'pouch of puy lentils',
        'roll of puff pastry',
        '6 eggs',
        'bag of rocket',
        'walnuts',
        'honey',
        'red onion',
      ],
      'Warm Puy Lentils, Beetroot and Goats Cheese Salad with Soft-Boiled Eggs',
      'Beetroot, Goats Cheese and Red Onion Tart',
    ],
    [
      [
        '4 salmon fillets',
        'bunch of asparagus',
        '750g new potatoes',
        '6 eggs',
        'roll of puff pastry',
        'bunch of dill',
        'tub of creme fraiche',
        '1 lemon',
        'capers',
        'bag of watercress',
      ],
      'Salmon and Asparagus Parcels with Dill Crème Fraîche',
      'Poached Salmon with Sauce Gribiche, New Potatoes and Watercress',
    ],
  ])('%j → %s, then %s', (list, first, second, main?: string) => {
    expectNamedSecond(list, first, second, main);
  });

  it('the turkey leftovers are only reheated, never cooked as raw', () => {
    const list = [
      'leftover roast turkey',
      'leftover sage and onion stuffing',
      'leftover sprouts',
      'leftover roast potatoes',
      'jar of cranberry sauce',
      'roll of puff pastry',
      'turkey gravy',
      '4 eggs',
      'grated cheddar',
    ];
    for (const attempt of [0, 1]) {
      const markdown = cookRecipe(list, { attempt }).markdown;
      expect(markdown).not.toMatch(/chicken/i);
      expect(markdown).not.toMatch(/steam the/i);
      expect(markdown).toMatch(/piping hot/);
    }
  });
});
