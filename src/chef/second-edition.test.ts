import { describe, expect, it } from 'vitest';
import { cookRecipe, explainChoice } from './chef';
import { INDEXED_DISHES } from './dish-engine';
import { matchIngredient } from './lexicon';
import { templateDraft } from './templates/test-support';
import { tidy } from './draft';

/**
 * One case for each kind of defect cooks found in the chef's first edition (each failed then):
 * the obvious dish missed, the main ingredient dropped or bought, taste as a wall, names misread,
 * the wrong method for the cut, text that disagrees after a substitution, filler steps, odd
 * quantities and inexact safety lines.
 */

function sections(markdown: string) {
  let section = '';
  const ingredients: string[] = [];
  const steps: string[] = [];
  const tips: string[] = [];
  for (const row of markdown.split('\n')) {
    if (row.startsWith('## ')) section = row.slice(3);
    else if (section === 'Ingredients' && row.startsWith('- ')) ingredients.push(row.slice(2));
    else if (section === 'Instructions' && /^\d+\. /.test(row))
      steps.push(row.replace(/^\d+\. /, ''));
    else if (section === 'Tips' && row.startsWith('- ')) tips.push(row.slice(2));
  }
  return { ingredients, steps, tips };
}

const asks = (list: readonly string[], n = 3) =>
  Array.from({ length: n }, (_, attempt) => cookRecipe(list, { attempt }));

describe('1. names the dish a cook would name', () => {
  it.each([
    [['Cornmeal', 'Buttermilk', 'Eggs', 'Butter'], /corn ?bread/i],
    [['Cream cheese', 'Digestive biscuits', 'Butter', 'Sugar'], /cheesecake/i],
    [['Cod', 'Potatoes', 'Flour', 'Beer'], /fish and chips|battered/i],
    [['Bagels', 'Cream cheese', 'Smoked salmon', 'Capers'], /bagel/i],
    [['Tortilla chips', 'Cheddar', 'Jalapeños', 'Sour cream'], /nachos/i],
    [['Red lentils', 'Onion', 'Garlic', 'Turmeric', 'Cumin'], /dh?aa?l/i],
    // a composed pizza of whatever is there does not beat the dish the dough and toppings name
    [
      [
        'pizza dough',
        'crème fraîche',
        'fromage frais',
        'smoked lardons',
        '2 white onions',
        'nutmeg',
        'green salad',
      ],
      /Tarte Flamb/,
    ],
    // the visitor's main is the heart of the dish, not a garnish on a tomato salad
    [['Avocados', 'Limes', 'Red onion', 'Cilantro', 'Jalapeño', 'Tomato'], /guacamole/i],
    [['Beef topside', 'Plain flour', 'Eggs', 'Milk', 'Potatoes', 'Cabbage'], /yorkshire pudding/i],
    [['Leftover mashed potato', 'Plain flour', 'Butter', 'Back bacon', '2 eggs'], /farl/i],
    [['Chicken thighs', 'Prunes', 'Green olives', 'Capers', 'Red wine vinegar'], /marbella/i],
    [['Stewing beef', 'Ox kidney', 'Suet', 'Self-raising flour'], /kidney pudding/i],
    [['Stewing beef', 'Dark beer', 'Onions', 'Mustard', 'Brown sugar'], /carbonnade/i],
    [['Pork shoulder', 'Tomatillos', 'Poblano', 'Jalapeño', 'Onion'], /chile verde/i],
    [['Mixed nuts', 'Breadcrumbs', 'Mushrooms', 'Cheddar', 'Eggs'], /nut roast/i],
    [['Flour', 'Yogurt', 'Spinach', 'Feta'], /g(ö|o)zleme/i],
    [['Sirloin steaks', 'Mushrooms', 'Brandy', 'Double cream', 'Worcestershire sauce'], /diane/i],
    [['Mackerel', 'Gooseberries', 'Butter', 'Sugar'], /gooseberry/i],
  ])('%j → %s', (list, title) => {
    expect(cookRecipe(list).title).toMatch(title);
  });
});

describe('1c. round 12’s panel: the dish a cook names, and nothing nobody would eat', () => {
  it('makes strawberry lemonade of strawberries and lemons, never strawberries poached like pears', () => {
    const list = [
      '1 lb strawberries',
      '6 lemons',
      'granulated sugar',
      'water',
      'ice',
      'fresh mint',
    ];
    expect(cookRecipe(list).title).toBe('Strawberry Lemonade');
    for (const attempt of [1, 2]) expect(cookRecipe(list, { attempt }).title).not.toMatch(/poach/i);
  });

  it('makes spam musubi of Spam, sushi rice and nori, not a stir-fry of nori sheets', () => {
    const list = [
      'can of spam',
      'sushi rice',
      'nori sheets',
      'soy sauce',
      'sugar',
      'mirin',
      'furikake',
    ];
    expect(cookRecipe(list).title).toBe('Spam Musubi');
  });

  it('makes soup of a roast chicken carcass and never fries or slices the bones', () => {
    const list = [
      'leftover roast chicken carcass',
      'carrots',
      'celery',
      'onion',
      'bay leaf',
      'small pasta shapes',
      'frozen peas',
    ];
    expect(cookRecipe(list).title).toMatch(/soup/i);
    for (const attempt of [1, 2])
      expect(cookRecipe(list, { attempt }).markdown).not.toMatch(/(?:fry|slice)[^.]*carcass/i);
  });
});

describe('1a. flour with yeast is a bread', () => {
  it('makes focaccia from strong flour, yeast, oil and rosemary, tomatoes and all', () => {
    const list = [
      'strong white flour',
      'fast action yeast',
      'extra virgin olive oil',
      'rosemary',
      'sea salt flakes',
      'cherry tomatoes',
    ];
    expect(cookRecipe(list).title).toBe('Rosemary Focaccia');
    // asking again stays with the dough rather than frying the tomatoes with eggs to buy
    for (const r of asks(list).slice(1)) expect(r.used, r.title).toContain('strong white flour');
  });
});

describe('1b. meat with no stock is not made into a soup', () => {
  it('gives mince, sweet potatoes and carrots a mince supper, not a mince soup', () => {
    const r = cookRecipe([
      '500g beef mince',
      'sweet potatoes',
      'carrots',
      'onion',
      'worcester sauce',
      'frozen peas',
      'chedder',
    ]);
    expect(r.title).not.toMatch(/Soup/);
    // the sweet potatoes are its mash: not a macaroni skillet with macaroni and tomatoes to buy
    expect(r.title).toBe('Sweet Potato Cottage Pie');
  });

  it('still makes soup where the list has a stock to make it with', () => {
    const r = cookRecipe([
      'Leftover rice',
      'Chicken thighs',
      'Carrots',
      'Leeks',
      'Peas',
      'Chicken stock',
    ]);
    expect(r.title).toMatch(/Soup|Broth/);
  });
});

describe('2. keeps the main ingredient and never buys one', () => {
  it.each([
    [['Eggplant', 'Miso', 'Rice', 'Spring onions'], /aubergine|eggplant/i],
    [['Jackfruit', 'BBQ sauce', 'Burger buns', 'Cabbage'], /jackfruit/i],
    [['Polenta', 'Mushrooms', 'Parmesan', 'Thyme'], /polenta/i],
  ])('%j uses its main in every answer', (list, main) => {
    for (const r of asks(list)) {
      expect(r.markdown, r.title).toMatch(main);
      const { ingredients } = sections(r.markdown);
      expect(ingredients.join('\n'), r.title).not.toMatch(/salmon|pork|chicken|beef|broccoli/i);
    }
  });

  it('never makes a dish that is one meat by definition of another: no beef fårikål', () => {
    const list = ['1.2kg beef topside', 'Cabbage', 'Potatoes', 'Carrots', 'Plain flour'];
    for (const r of asks(list)) expect(r.title).not.toMatch(/fårikål|lamb/i);
  });

  it('keeps the chicken in every ask-again answer', () => {
    for (const r of asks(['Chicken thighs', 'Rice', 'Peppers', 'Onion', 'Garlic'], 4)) {
      expect(r.used, r.title).toContain('Chicken thighs');
    }
  });

  it('uses the visitor’s crème fraîche in a savoury sauce rather than sending them out for cream', () => {
    const r = cookRecipe([
      'chestnut mushrooms',
      'creme fraiche',
      'tarragon',
      'sourdough',
      'garlic',
      'butter',
    ]);
    expect(r.markdown).toMatch(/^# Chestnut Mushrooms on Toast\n/);
    expect(r.used).toContain('creme fraiche');
    expect(r.extras).not.toContain('double cream');
  });

  it('makes the gravy of bangers and mash with the visitor’s gravy granules, not bought stock', () => {
    const r = cookRecipe(['sausages', 'onions', 'potatoes', 'gravy granules', 'peas']);
    expect(r.title).toBe('Bangers and Mash with Onion Gravy');
    expect(r.used).toContain('gravy granules');
    expect(r.extras).not.toContain('beef stock');
    expect(r.markdown).toMatch(/- 2 tbsp gravy granules, made up with 400 ml boiling water/);
    // poured as gravy, not as granules
    expect(r.markdown).toMatch(/then the gravy, and simmer/);
    // the peas are steamed on the side, never "wilted" in the onion gravy
    expect(r.markdown).not.toMatch(/peas[^.]*until wilted/);
    expect(r.markdown).toMatch(/steam the peas/);
  });

  it('never sends the visitor out for the jar or pack a dish is built on', () => {
    const list = ['Frozen chicken nuggets', 'Potato smiles', 'Baked beans', 'Sweetcorn', 'Ketchup'];
    for (const r of asks(list, 4)) {
      expect(r.extras, r.title).not.toContain('katsu curry sauce');
      expect(r.extras.join(), r.title).not.toMatch(/ready-made/);
    }
  });

  it('asks again with a dish of another cut of the same meat before one that drops half the list', () => {
    // thighs for a lemon chicken's breasts are the visitor's chicken, not a stand-in for it
    const list = ['Chicken thighs', 'Chicken stock', 'Rice', '2 eggs', 'Lemons', 'Dill'];
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.unused, again.title).toEqual([]);
    expect(again.extras.length, again.title).toBeLessThanOrEqual(1);
  });
});

describe('2b. asking again gives another recipe', () => {
  it('offers a close cousin rather than the same recipe when nothing else is left', () => {
    const list = ['Matcha powder', 'Oat milk', 'Honey', 'Vanilla extract', 'Ice'];
    const titles = asks(list, 2).map((r) => r.title);
    expect(new Set(titles).size, titles.join(' / ')).toBe(2);
  });

  // Issue 9, point 4: asked again, the same main in another known dish of another method or
  // cuisine, with no more shopping. Before the cookbook had a second dish for these mains, each
  // second answer was a sheet-pan composition, a stir-fry template or a dish without the main.
  it.each([
    [['Chicken breasts', 'Broccoli', 'Soy sauce', 'Rice'], /chicken/i],
    [['Chicken wings', 'Butter', 'Hot sauce', 'Garlic'], /wing/i],
    [['Sausages', 'Onion', 'Potatoes', 'Butter'], /sausage/i],
    [['Salmon', 'Lemon', 'Butter', 'Potatoes'], /salmon/i],
    [['Prawns', 'Rice', 'Garlic', 'Soy sauce'], /prawn/i],
    [['Tofu', 'Soy sauce', 'Garlic', 'Ginger', 'Rice'], /tofu/i],
    [['Halloumi', 'Peppers', 'Courgette', 'Lemon'], /halloumi/i],
  ])('asked again, %j gets another known dish of its main', (list, main) => {
    const first = cookRecipe(list, { attempt: 0 });
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.source, again.title).toBe('dish');
    expect(again.title).toMatch(main);
    expect(again.title).not.toBe(first.title);
    expect(again.used, again.title).toContain(list[0]);
    expect(again.extras.length, again.title).toBeLessThanOrEqual(1);
  });

  it('keeps the whole bird when asked again, rather than roasting its carrots alone', () => {
    for (const r of asks(['Whole chicken', 'Onion', 'Carrots', 'Celery'], 3)) {
      expect(r.used, r.title).toContain('Whole chicken');
      expect(r.title).toMatch(/chicken/i);
    }
  });

  it('tosses wings in the hot sauce the visitor named', () => {
    const r = cookRecipe(['Chicken wings', 'Butter', 'Hot sauce', 'Garlic']);
    expect(r.source).toBe('dish');
    expect(r.used).toEqual(['Chicken wings', 'Butter', 'Hot sauce', 'Garlic']);
    expect(r.extras).toEqual([]);
  });
});

describe('2c. asking again tells a new dish from a renamed one', () => {
  it('offers a chickpea soup after a chickpea curry, not a sandwich with four things to buy', () => {
    const again = cookRecipe(['chickpeas', 'spinach', 'coconut milk', 'curry paste', 'naan'], {
      attempt: 1,
    });
    expect(again.title).toBe('Chickpea and Spinach Soup');
    expect(again.extras.length).toBeLessThanOrEqual(1);
    // a tin of coconut milk is not a soup's worth of liquid; the naans are warmed to serve
    expect(again.markdown).toMatch(/\d+ ml water, boiling/);
    expect(again.markdown).toMatch(/naans, warmed/);
    expect(again.markdown).not.toMatch(/coconut milk and the drained/);
  });

  it('asks again with the visitor’s chicken standing in for turkey before a dish with four things to buy', () => {
    const again = cookRecipe(
      ['leftover roast chicken', 'mayonnaise', 'celery', 'grapes', 'bread'],
      {
        attempt: 1,
      },
    );
    expect(again.used).toContain('leftover roast chicken');
    expect(again.extras.length).toBeLessThanOrEqual(1);
  });

  it('crumbles the visitor’s Weetabix over a yoghurt bowl rather than buying chocolate for crispy cakes', () => {
    const again = cookRecipe(['weetabix', 'greek yoghurt', 'milk', 'raspberries', 'honey'], {
      attempt: 1,
    });
    expect(again.used).toContain('weetabix');
    expect(again.extras).toEqual([]);
  });

  it('offers jam pancakes after buttermilk ones rather than a peach cobbler on bought peaches', () => {
    const list = ['plain flour', 'buttermilk', '3 eggs', 'sugar', 'baking powder', 'butter'];
    const again = cookRecipe([...list, 'raspberry jam', 'icing sugar'], { attempt: 1 });
    expect(again.title).not.toMatch(/cobbler/i);
    expect(again.used).toContain('raspberry jam');
    expect(again.extras.length).toBeLessThanOrEqual(1);
  });

  it('roasts the visitor’s sausages with their broccoli rather than buying bacon for pigs in blankets', () => {
    const list = ['sausages', 'gnocchi', 'tenderstem broccoli', 'chilli', 'garlic'];
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.used).toEqual(expect.arrayContaining(['sausages', 'tenderstem broccoli']));
    expect(again.extras).toEqual([]);
  });

  it('reads a dish’s method from its words, not its placeholders', () => {
    const method = (title: string) => INDEXED_DISHES.find((d) => d.spec.title === title)?.method;
    // {curry_powder} in a step does not make coronation chicken a stew
    expect(method('Coronation Chicken')).not.toBe('stew');
    expect(method('Scrambled {many:egg} with {smoked_salmon}')).toBe('eggs');
    expect(method('Daube Provençale')).toBe('stew');
  });

  it.each([
    [
      ['orecchiette', 'broccoli', 'garlic', 'chilli flakes', 'breadcrumbs', 'olive oil', 'lemon'],
      'Orecchiette with Broccoli, Garlic and Chilli Flakes',
      /^Orecchiette with Broccoli$/,
    ],
    [
      [
        'half a butternut squash',
        '2 tins of chickpeas',
        'curry powder',
        'tin of chopped tomatoes',
        '1 onion',
        'rice',
      ],
      'Butternut Squash and Chickpea Curry',
      /^Chickpea and Butternut Squash Curry$/,
    ],
  ])(
    'compares a second answer with the first as the visitor read it, stand-ins and all: %j',
    (list, first, renamed) => {
      const [one, two] = asks(list).map((r) => r.title);
      expect(one).toBe(first);
      expect(two).not.toMatch(renamed);
    },
  );

  it('never offers a thick omelette under another name after one (a sfougato after an eggah)', () => {
    const list = [
      '6 eggs',
      '2 sweet potatoes',
      'bag of kale',
      'can of black beans',
      'pitta breads',
      'jar of salsa',
      'block of feta',
      'red onion',
    ];
    // shakshuka first, then the eggah, then anything but another thick omelette
    const [one, two] = asks(list).map((r) => r.title);
    expect(one).toMatch(/Shakshuka/);
    expect(two).toMatch(/Eggah/);
    expect(cookRecipe(list, { attempt: 2 }).title).not.toMatch(
      /omelette|frittata|sfougato|eggah|kuku|tortilla/i,
    );
    // with flour tortillas instead, they are wrapped round it: no tortillas beside an eggah
    const wrapped = cookRecipe(
      list.map((item) => (item === 'pitta breads' ? 'flour tortillas' : item)),
    );
    expect(wrapped.title).toMatch(/Burritos/);
  });

  // The cook's panel called each of these seconds the first dish again: spaghetti and meatballs after
  // a meatball pasta bake, smoked salmon pasta after smoked salmon tagliatelle, chicken tacos after
  // chicken quesadillas, and aloo matar "sabzi" after aloo matar.
  it.each([
    [
      ['shop bought beef meatballs', 'spaghetti', 'passata', 'garlic', 'parmesan', 'basil'],
      /Meatball Pasta Bake/,
      /pasta|penne|rigatoni|spaghetti|macaroni/i,
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
      /Tagliatelle with Smoked Salmon/,
      /pasta|tagliatelle|spaghetti|linguine/i,
    ],
    [
      [
        'chicken thighs',
        'flour tortillas',
        'grated cheddar',
        'peppers',
        'fajita seasoning',
        'soured cream',
        'lime',
      ],
      /Chicken Quesadillas/,
      /taco|quesadilla|burrito|fajita/i,
    ],
    [
      [
        'potatoes',
        'frozen peas',
        'onion',
        'cumin seeds',
        'garam masala',
        'chapati flour',
        'coriander',
      ],
      /Aloo Matar/,
      /Aloo Matar/,
    ],
  ])(
    'never offers the same pasta, filled tortilla or sabzi under another name: %j',
    (list, first, again) => {
      const [one, two] = asks(list).map((r) => r.title);
      expect(one).toMatch(first);
      expect(two).not.toMatch(again);
    },
  );

  // Round 17's panel: each second answer was the first dish by another name, made of other things
  // but the same dish to a cook (eggy bread, beef boiled in its broth, escalopes in a pan sauce).
  it.each([
    [
      ['brioche loaf', '3 eggs', 'milk', 'ground cinnamon', 'maple syrup', 'butter'],
      /^Pain Perdu$/,
      /french toast|eggy bread|pain perdu/i,
    ],
    // and a French toast written as a pudding is still French toast after a breakfast pain perdu
    [
      ['stale bread', 'eggs', 'milk', 'cinnamon', 'sugar', 'butter'],
      /^Pain Perdu$/,
      /french toast|eggy bread|pain perdu/i,
    ],
    [
      [
        '1.5kg beef topside',
        '2 carrots',
        '1 leek',
        'half a celeriac',
        'jar of horseradish',
        '3 apples',
        '1kg potatoes',
        'bunch of chives',
        'sour cream',
        'breadcrumbs',
        '2 eggs',
      ],
      /^Tafelspitz$/,
      /pot-au-feu|tafelspitz|bollito|boiled beef/i,
    ],
    [
      [
        '4 chicken breasts',
        '3 lemons',
        'jar of capers',
        '500g orzo',
        'butter',
        'chicken stock',
        'parmesan',
        'bag of spinach',
        'plain flour',
      ],
      /Piccata/,
      /piccata|scaloppin|francese|escalope/i,
    ],
  ])('never offers the same dish by another name: %j', (list, first, again) => {
    const [one, two] = asks(list, 2).map((r) => r.title);
    expect(one).toMatch(first);
    expect(two).not.toMatch(again);
  });

  it('asks again after pain perdu with no other eggy bread: torrijas are French toast by another name', () => {
    const list = ['brioche loaf', '3 eggs', 'milk', 'ground cinnamon', 'maple syrup', 'butter'];
    expect(cookRecipe(list, { attempt: 0 }).title).toBe('Pain Perdu');
    expect(cookRecipe(list, { attempt: 1 }).title).not.toMatch(/Torrijas|French Toast|Eggy Bread/);
  });

  it('cooks the visitor’s frozen parathas and warms their chapatis, not just "serve on the side"', () => {
    const curry = cookRecipe([
      '8 eggs',
      '2 onions',
      '3 tomatoes',
      'ginger',
      'garlic',
      'cumin seeds',
      'ground turmeric',
      'kashmiri chilli powder',
      'garam masala',
      'tin of coconut milk',
      'pack of frozen parathas',
      'fresh coriander',
    ]);
    expect(curry.markdown).toMatch(/cook the parathas .* dry frying pan .* minutes a side/);
    expect(curry.markdown).not.toMatch(/parathas on the side/);
    const paneer = cookRecipe([
      'paneer',
      'frozen peas',
      'chopped tomatoes',
      'onion',
      'garam masala',
      'chapatis',
    ]);
    expect(paneer.markdown).toMatch(/Warm the chapatis in a dry frying pan .* a side/);
  });

  it('puts noodles on to cook near the end, not first to wait while the soup cooks', () => {
    const r = cookRecipe([
      '2 chicken breasts',
      'sweetcorn',
      'spring onions',
      'noodles',
      'chicken stock',
      'egg',
    ]);
    expect(r.markdown).toMatch(/About 10 minutes before serving, put the egg noodles on to cook/);
    expect(r.markdown).not.toMatch(/Before you start, put the egg noodles/);
    // and noodles cooked already are heated through, not cooked again
    const cooked = cookRecipe([
      '2 chicken breasts',
      'sweetcorn',
      'spring onions',
      'leftover cooked noodles',
      'chicken stock',
      'egg',
    ]);
    expect(cooked.markdown).not.toMatch(/noodles on to cook/);
  });

  it('offers no nasi goreng after arroz chaufa: rice fried with egg and soy, by another name', () => {
    const list = [
      'chicken thighs',
      'kecap manis',
      'cooked rice',
      'eggs',
      'shallots',
      'beansprouts',
    ];
    expect(cookRecipe(list, { attempt: 0 }).title).toBe('Arroz Chaufa');
    const again = cookRecipe(list, { attempt: 1 }).title;
    expect(again).not.toMatch(/Fried Rice|Nasi Goreng|Chaufa|Khao Pad|Chahan|Bokkeumbap/);
  });

  it('offers no souvlaki, tawook or chicken wraps after a chicken shawarma: the same chicken in bread', () => {
    const list = [
      '8 boneless chicken thighs',
      'big tub of greek yoghurt',
      '3 lemons',
      'basmati rice',
      'pack of flatbreads',
      '1 cucumber',
      'garlic',
      'smoked paprika',
      'red onion',
      'bag of salad',
    ];
    expect(cookRecipe(list, { attempt: 0 }).title).toBe('Chicken Shawarma');
    const again = cookRecipe(list, { attempt: 1 }).title;
    expect(again).not.toMatch(/Souvlaki|Tawook|Gyros|Wraps|Fajitas|Tacos/);
  });

  it('squeezes no box of mandarins over a savoury dish', () => {
    const list = [
      'turkey crown',
      'roast potatoes',
      'stilton',
      'cranberry sauce',
      'box of clementines',
    ];
    for (const r of asks(list))
      expect(r.markdown).not.toMatch(/juice of the (clementines|mandarins)/);
  });

  it('makes torrijas that infuse the visitor’s ground cinnamon, not a "ground cinnamon stick"', () => {
    const list = [
      'day-old bread',
      '3 eggs',
      'milk',
      'ground cinnamon',
      'sugar',
      'lemon',
      'olive oil',
    ];
    const first = cookRecipe(list, { attempt: 0 });
    expect(first.title).toBe('Torrijas');
    expect(first.markdown).toMatch(/1 tsp of the ground cinnamon/);
    expect(first.markdown).not.toMatch(/cinnamon stick|1 stick/);
  });

  it('never offers "Steak and Eggs" after "Steak, Eggs and Hash Browns"', () => {
    const list = ['sirloin steak', 'eggs', 'hash browns', 'butter', 'chives'];
    const titles = asks(list).map((r) => r.title);
    if (titles[0] === 'Steak, Eggs and Hash Browns') expect(titles[1]).not.toBe('Steak and Eggs');
    expect(new Set(titles).size).toBe(3);
  });
});

describe('3. taste is a matter of pairing, not a wall', () => {
  it.each([
    [['Duck breasts', 'Oranges', 'Butter', 'Thyme'], 'Oranges'],
    [['Pork belly', 'Brown sugar', 'Soy sauce', 'Star anise', 'Ginger'], 'Brown sugar'],
    [['Rhubarb', 'Ginger', 'Flour', 'Butter', 'Sugar'], 'Ginger'],
    [['Pizza dough', 'Ham', 'Pineapple', 'Mozzarella', 'Tomato passata'], 'Pineapple'],
  ])('%j uses %s', (list, item) => {
    expect(cookRecipe(list).used).toContain(item);
  });

  it('simmers blackberries or rhubarb into a sauce for duck or pork', () => {
    // a dish of pork chops, not a tray bake, so the fruit goes into its own sauce
    const r = cookRecipe(['Pork chops', 'Rhubarb', 'Potatoes', 'Spring greens', 'Onion']);
    expect(r.used).toContain('Rhubarb');
    expect(sections(r.markdown).steps.join(' ')).toMatch(/simmer the rhubarb[^.]*jammy/i);
  });

  it('segments a grapefruit into a salmon salad and dresses it with its juice', () => {
    const r = cookRecipe(['Salmon fillets', 'Pink grapefruit', 'Fennel', 'Quinoa', 'Avocado']);
    expect(r.used).toContain('Pink grapefruit');
    expect(r.extras).not.toContain('lemon');
  });

  it('keeps chocolate out of a fish stew', () => {
    const r = cookRecipe(['Cod', 'Potatoes', 'Canned tomatoes', 'Onion', 'Dark chocolate']);
    expect(r.unused).toContain('Dark chocolate');
  });

  it('never calls a drink a savoury dish', () => {
    const r = cookRecipe(['Lemons', 'Sugar', 'Mint', 'Sparkling water', 'Chicken stock']);
    expect(r.markdown).not.toMatch(/savoury dish/);
  });
});

describe('4. reads what people type', () => {
  it('drops how a cheese or a nut was sold from the recipe: no "Wheel Brie", no "shelled pistachios"', () => {
    const brie = cookRecipe([
      'half a wheel of brie',
      'sourdough',
      'red grapes',
      'walnuts',
      'honey',
    ]);
    expect(brie.title).toMatch(/^Brie\b/);
    expect(brie.markdown.replace(/\*\*Uses your:\*\*.*\n/, '')).not.toMatch(/wheel/i);
    const pheasants = cookRecipe([
      'brace of pheasants',
      'bacon',
      'apples',
      'dry cider',
      'leeks',
      'mushrooms',
      'creme fraiche',
    ]);
    expect(pheasants.markdown).toMatch(/- 2 pheasants/);
    expect(pheasants.markdown).not.toMatch(/\d brace|the brace/);
    const kulfi = cookRecipe([
      'evaporated milk',
      'condensed milk',
      'double cream',
      'cardamom pods',
      'shelled pistachios',
    ]);
    expect(kulfi.markdown).toMatch(/pistachios/);
    // (the "Uses your" line quotes the visitor as typed)
    expect(kulfi.markdown.replace(/\*\*Uses your:\*\*.*\n/, '')).not.toMatch(/shelled/);
  });

  it.each([
    ['Raw peeled prawns', 'prawn'],
    ['Peeled prawns', 'cooked_prawn'],
    ['2 halibut steaks', 'halibut'],
    ['Cauliflower steaks', 'cauliflower'],
    ['2 cooked lobsters', 'cooked_lobster'],
    ['Leftover crispy duck', 'cooked_duck'],
    ['Frozen parathas', 'paratha'],
    ['Snickers', 'chocolate_peanut_bar'],
    ["Reese's cups", 'peanut_butter_cup'],
    ['Fritos', 'tortilla_chips'],
    ['Tinned sprats', 'sprat'],
    ['2kg turkey crown', 'turkey_crown'],
    ['Egg fried rice', 'egg_fried_rice'],
    ['Lurpak', 'butter'],
    ['Wensleydale', 'wensleydale'],
    ['Thousand island dressing', 'thousand_island'],
    ['Buffalo sauce', 'franks_redhot'],
    ['Chana masala spice mix', 'garam_masala'],
    ['Cheese curds', 'cheese_curds'],
    ['Frozen pierogies', 'pierogi'],
    ['Tortilla chips', 'tortilla_chips'],
    ['Bagels', 'bagel'],
    ['Parmesan rind', 'parmesan_rind'],
    ['Leftover roast chicken', 'cooked_chicken'],
    ['leftover chicken thighs', 'cooked_chicken'],
    ['Red pepper', 'red_pepper'],
    ['Brandy', 'brandy'],
    ['Jackfruit', 'jackfruit'],
    ['Coleslaw', 'coleslaw'],
    ['Cornmeal', 'cornmeal'],
    // bought in a tin: the tinned thing, not the fresh
    ['Tinned plum tomatoes', 'canned_tomatoes'],
  ])('%s → %s', (text, id) => {
    expect(matchIngredient(text)?.id).toBe(id);
  });

  it('reads pancakes beside duck and hoisin as Chinese pancakes, and names the duck as typed', () => {
    const r = cookRecipe([
      'leftover crispy duck',
      'pancakes',
      'hoisin sauce',
      'cucumber',
      'spring onions',
    ]);
    expect(r.title).toMatch(/Duck Pancakes/);
    expect(r.markdown).toContain('Chinese pancakes');
    expect(r.markdown).toContain('400 g leftover crispy duck');
    expect(r.markdown).not.toMatch(/confit duck legs(?!\))/);
    // pancakes on their own are still a stack of American ones
    expect(cookRecipe(['pancakes', 'maple syrup', 'bacon', 'blueberries']).markdown).not.toContain(
      'Chinese pancakes',
    );
  });

  it('does not read a product by the word that only flavours it', () => {
    // better unknown (and said so) than a bagel or bread cooked in its place
    expect(matchIngredient('Everything bagel seasoning')?.id).not.toBe('bagel');
    expect(matchIngredient('Bread sauce mix')?.id).not.toBe('bread');
    expect(matchIngredient('Onion soup mix')?.id).not.toBe('onion');
    // a form of the same thing still reads as it
    expect(matchIngredient('Garlic paste')?.id).toBe('garlic');
  });

  it('shows a red pepper as a red pepper, not a bell pepper', () => {
    for (const r of asks(['Chicken breasts', 'Red pepper', 'Onion', 'Rice', 'Garlic'])) {
      if (!r.used.includes('Red pepper')) continue;
      expect(r.markdown, r.title).toMatch(/red pepper/);
      expect(r.markdown, r.title).not.toMatch(/bell pepper/);
    }
  });

  it("keeps the visitor's own variety: English mustard is not Dijon, smoked tofu not plain", () => {
    const r = cookRecipe(['Smoked tofu', 'Savoy cabbage', 'Potatoes', 'English mustard', 'Onion']);
    const { ingredients, steps } = sections(r.markdown);
    const text = [...ingredients, ...steps].join('\n');
    expect(text).toContain('English mustard');
    expect(text).not.toMatch(/Dijon/);
    expect(text).toContain('smoked tofu');
    expect(text).not.toMatch(/smoked smoked/);
    // words about how it was bought are not a variety: no "fresh fresh ginger", no "fresh ginger"
    // forced into every step
    const g = cookRecipe(['Fresh ginger', 'Chicken thighs', 'Soy sauce', 'Honey', 'Garlic']);
    expect(g.markdown).not.toMatch(/fresh fresh/i);
    // nor is a weight the visitor typed ("150g smoked pancetta" is not "g smoked pancetta")
    const p = cookRecipe(['150g smoked pancetta', 'Spaghetti', 'Eggs', 'Parmesan']);
    expect(p.markdown).toContain('smoked pancetta');
    expect(p.markdown).not.toMatch(/(?:^|[^\d] )(?:g|lb|kg) smoked pancetta/m);
  });

  it('writes "a lemon sponge" however many lemons it takes', () => {
    const r = cookRecipe([
      'self raising flour',
      'butter',
      'sugar',
      'eggs',
      'lemons',
      'icing sugar',
    ]);
    expect(r.markdown).toMatch(/^- 2 lemons\b/m);
    expect(r.markdown).toContain('A tender lemon sponge');
  });

  it('never lends one item’s variety to another of the same last word', () => {
    const rice = cookRecipe([
      'chicken livers',
      'ground pork',
      'long grain rice',
      'celery',
      'green bell pepper',
      'yellow onion',
      'cajun seasoning',
      'green onions',
    ]).markdown;
    expect(rice).not.toMatch(/spring yellow|green yellow/i);
    const cake = cookRecipe([
      'plain flour',
      'caster sugar',
      '4 eggs',
      'butter',
      'milk',
      'cocoa powder',
      'icing sugar',
    ]).markdown;
    expect(cake).not.toMatch(/icing caster/i);
  });

  it("writes the visitor's name whole and in their order: bird's eye chilli, vegetable bouillon cube", () => {
    const r = cookRecipe(["Bird's eye chilli", 'Prawns', 'Garlic', 'Rice', 'Lime']);
    expect(r.markdown).toMatch(/bird's eye chilli/i);
    expect(r.markdown).not.toMatch(/bird s eye/i);
    const soup = cookRecipe(['Carrots', 'Ground coriander', 'Onion', 'Vegetable bouillon cube']);
    expect(soup.markdown).toMatch(/vegetable bouillon cube/i);
    expect(soup.markdown).not.toMatch(/bouillon vegetable/i);
  });

  it('reads an amount as an amount, not a variety: no "bulbs garlic", no "pints milk"', () => {
    const garlic = cookRecipe(['Whole chicken', '3 bulbs of garlic', 'Thyme', 'White wine']);
    expect(garlic.markdown).not.toMatch(/bulbs? garlic/i);
    const milk = cookRecipe(['2 pints milk', 'Porridge oats', 'Honey', 'Banana']);
    // the visitor's own words stay theirs in "Uses your"; the recipe says milk
    expect(milk.markdown.replace(/^\*\*Uses your:\*\*.*$/m, '')).not.toMatch(/pints? milk/i);
    // round 17's panel: "shell king prawns", "2 stalks celery ribs"
    const prawns = cookRecipe([
      '500g shell-on king prawns',
      'garlic',
      'butter',
      'lemon',
      'parsley',
    ]);
    expect(prawns.markdown).toMatch(/king prawns/);
    expect(prawns.markdown).not.toMatch(/shell king/i);
    const celery = cookRecipe(['3 celery ribs', 'onion', 'carrot', 'chicken', 'rice']);
    expect(celery.markdown).toMatch(/celery/);
    expect(celery.markdown.replace(/^\*\*Uses your:\*\*.*$/m, '')).not.toMatch(/celery ribs?/i);
  });

  it('never cooks leftover chicken from raw', () => {
    const r = cookRecipe(['Leftover roast chicken', 'Rice', 'Peas', 'Eggs', 'Soy sauce']);
    expect(r.markdown).not.toMatch(/74 °C \/ 165 °F in the thickest part|no pink meat/);
  });
});

describe('5. the method suits the cut', () => {
  it('simmers dried split peas in a curry until soft, never drains them like a tin', () => {
    const r = cookRecipe(['dried split peas', 'onion', 'tomatoes', 'curry powder', 'spinach'], {
      attempt: 1,
    });
    const text = sections(r.markdown).steps.join(' ');
    expect(text).not.toMatch(/drained dried split peas/);
    expect(text).toMatch(/rinsed dried split peas[^.]*simmer for 45 minutes/);
  });

  it('crisps leftover turkey for minutes in a pan, never fries it 12 minutes like raw thighs', () => {
    const r = cookRecipe(
      ['leftover roast turkey', 'onion', 'stock cube', 'plain flour', 'butter', 'potatoes'],
      { attempt: 1 },
    );
    const text = sections(r.markdown).steps.join(' ');
    expect(text).toMatch(/fry the leftover roast turkey skin side down for 4–5 minutes/);
    expect(text).not.toMatch(/simmer gently for 15 minutes/);
    expect(text).toMatch(/leftover roast turkey[^.]*piping hot/);
  });

  it('heats yesterday’s baked salmon through instead of salting and grilling it like a raw fillet', () => {
    const r = cookRecipe([
      'leftover baked salmon',
      'leftover cooked rice',
      'green tea bags',
      'nori',
      'sesame seeds',
      'soy sauce',
    ]);
    const { steps } = sections(r.markdown);
    const text = steps.join(' ');
    expect(text).toMatch(/for 4–5 minutes, turning once, until piping hot/);
    expect(text).not.toMatch(/leave for 15 minutes|8–10 minutes/);
  });

  it('braises pork belly for an hour or more', () => {
    const withBelly = asks(['Pork belly', 'Soy sauce', 'Ginger', 'Garlic', 'Rice']).filter((r) =>
      r.used.includes('Pork belly'),
    );
    expect(withBelly.length).toBeGreaterThan(0);
    for (const r of withBelly) {
      const cook = Number(/Cook (\d+) min/.exec(r.markdown)?.[1] ?? 0);
      expect(cook, r.title).toBeGreaterThanOrEqual(60);
    }
  });

  // Round 18's panel: a 1.2 kg loin joint "browned 3 minutes a side" as chops, raw at the centre
  it('cuts a roasting joint into steaks for a dish written for chops', () => {
    for (const list of [
      ['pork loin joint', 'apples', 'cider', 'mustard', 'cream'],
      ['pork loin joint', 'mushrooms', 'cream', 'mustard', 'tagliatelle'],
    ]) {
      const r = cookRecipe(list);
      const line = sections(r.markdown).ingredients.find((l) => l.includes('pork loin joint'));
      expect(line, r.title).toMatch(/cut into 2 cm thick steaks/);
    }
  });

  it('never stews a steak', () => {
    for (const r of asks(['Sirloin steak', 'Potatoes', 'Onion', 'Curry powder', 'Coconut milk'])) {
      expect(sections(r.markdown).steps.join(' '), r.title).not.toMatch(
        /(simmer|stew|braise)[^.]*steak|steak[^.]*(simmer|stew|braise)/i,
      );
    }
  });
});

describe('5l. stewing beef is never roasted in one piece', () => {
  it('does not stand diced stewing beef in for a brisket roasted whole and sliced', () => {
    const list = ['1kg stewing beef', 'smoked paprika', 'brown sugar', 'onion', 'beef stock'];
    for (const r of asks(list)) {
      expect(r.title).not.toMatch(/Brisket/);
      expect(r.markdown).not.toMatch(/fat cap|across the grain/);
    }
  });
});

describe('5m. a pork tenderloin is cut into medallions for a dish of chops', () => {
  const list = [
    '1 pork tenderloin',
    'dijon mustard',
    'tub of creme fraiche',
    'splash of white wine',
    '250g chestnut mushrooms',
    'green beans',
  ];

  it('cuts it into medallions, calls them that, and never strips or "chops"', () => {
    const { markdown } = cookRecipe(list, { attempt: 0 });
    expect(markdown).toMatch(/pork tenderloin, cut into 2 cm thick medallions/);
    expect(markdown).toMatch(/sear the medallions/);
    expect(markdown).not.toMatch(/\bchops?\b|strips/);
  });

  it('keeps it out of a long braise of chops, where it would dry out', () => {
    const smothered = ['1 pork tenderloin', '2 onions', 'plain flour', 'chicken stock'];
    for (const r of asks(smothered)) expect(r.title).not.toMatch(/Smothered|Braised/);
  });

  it('agrees with the verb its own name takes: "the pork loin joint is tender"', () => {
    const { markdown } = cookRecipe(
      ['pork loin joint', 'onions', 'plain flour', 'chicken stock', 'root beer'],
      {
        attempt: 0,
      },
    );
    expect(markdown).not.toMatch(/pork loin joint are\b/);
  });
});

describe('5n. a bag of dried lentils for the tins a dish warms through is simmered first', () => {
  it('weighs out the dried lentils and simmers them tender before the dish stirs them in', () => {
    const list = [
      'green lentils',
      'mushrooms',
      'carrots',
      'onion',
      'tomato purée',
      'vegetable stock',
      'potatoes',
    ];
    const { title, markdown } = cookRecipe(list, { attempt: 0 });
    expect(title).toBe('Mushroom and Green Lentil Bourguignon with Mash');
    expect(markdown).toMatch(/- 200 g green lentils\n/);
    expect(markdown).toMatch(/First rinse the green lentils and simmer them [^.]*20–25 minutes/);
    expect(markdown).not.toMatch(/cans? green lentils/);
  });

  it('leaves tinned lentils as tins, only warmed through', () => {
    const list = [
      '2 tins of green lentils',
      'mushrooms',
      'carrots',
      'onion',
      'red wine',
      'potatoes',
    ];
    const { markdown } = cookRecipe(list, { attempt: 0 });
    expect(markdown).not.toMatch(/simmer them in plenty of unsalted water/);
  });
});

describe('5o. sliced meat needs no rest in the middle of a simmer', () => {
  it('simmers thinly sliced pork belly to 63 °C in a tonjiru with no "then rest for 3 minutes"', () => {
    const list = [
      '300g thinly sliced pork belly',
      '1 daikon',
      '2 carrots',
      '2 potatoes',
      'half a block of tofu',
      'shiitake mushrooms',
      'white miso paste',
      'dashi granules',
      'spring onions',
      'short grain rice',
    ];
    const { title, markdown } = cookRecipe(list, { attempt: 0 });
    expect(title).toBe('Tonjiru');
    const steps = markdown.slice(markdown.indexOf('## Instructions'), markdown.indexOf('## Tips'));
    expect(steps).toMatch(/the pork is at 63 °C \/ 145 °F in the centre/);
    expect(steps).not.toMatch(/then rest for 3 minutes/);
  });
});

describe('5e. mussels are steamed open in a pot', () => {
  it('never roasts mussels on a tray or folds them into tacos, and says how to clean them', () => {
    const list = [
      '1kg mussels',
      'thai red curry paste',
      'lemongrass',
      'lime',
      'coriander',
      'chips',
    ];
    for (const r of asks(list)) {
      expect(r.title).not.toMatch(/Sheet-Pan|Tacos|Frittata|Pie/);
      if (r.source === 'composed')
        expect(sections(r.markdown).ingredients.join('\n')).toMatch(/mussels, scrubbed/);
    }
  });
});

describe('5d. breast meat is not braised like thighs', () => {
  it('never braises chicken breasts for 40 minutes or more in a dish written for thighs', () => {
    const list = ['Chicken breasts', 'Soy sauce', 'White vinegar', 'Garlic', 'Bay leaves', 'Rice'];
    for (const r of asks(list)) {
      const { steps } = sections(r.markdown);
      expect(steps.join(' '), r.title).not.toMatch(/(?:4[05]|50|60)(?:–\d+)? minutes[^.]*chicken/i);
      expect(steps.join(' '), r.title).not.toMatch(
        /stir-fry[^.]*bay leaves|bay leaves at this point|stir in the bay leaves/i,
      );
    }
  });
});

describe('5f. drumsticks are not cooked in a breast’s minutes', () => {
  it('never stands chicken on the bone in for the breast of a quick dish', () => {
    for (const attempt of [0, 1, 2]) {
      const r = cookRecipe(
        ['chicken drumsticks', 'onion', 'garlic', 'paprika', 'sour cream', 'green pepper'],
        { attempt },
      );
      expect(r.markdown, r.title).not.toMatch(/drumsticks? \(in place of chicken breasts?\)/);
    }
  });
});

describe('5g. a stand-in bought several at a time is named in the plural', () => {
  it('browns "the chicken drumsticks", and they "are" cooked through', () => {
    const r = cookRecipe([
      'chicken drumsticks',
      'onion',
      'garlic',
      'paprika',
      'sour cream',
      'green pepper',
    ]);
    expect(r.markdown).not.toMatch(/the chicken drumstick\b(?!s)/);
    expect(r.markdown).not.toMatch(/drumsticks is\b/);
  });
});

describe('5h. garlic the visitor adds cooks with the dish', () => {
  it('stirs it in with the rest, never "for the last 2 minutes" before a long simmer', () => {
    const r = cookRecipe([
      'chicken drumsticks',
      'onion',
      'garlic',
      'paprika',
      'sour cream',
      'green pepper',
    ]);
    expect(r.markdown).toMatch(/Stir in the garlic\. Cover and simmer/);
    expect(r.markdown).not.toMatch(/garlic and simmer for the last 2 minutes/);
  });
});

describe('5c. raw rice for a fried rice is cooked first', () => {
  it('cooks and cools the visitor’s raw rice, from a dry weight, before it is fried', () => {
    const list = ['Chicken breasts', '2 eggs', 'Soy sauce', 'White rice', 'Green onions', 'Garlic'];
    const r = cookRecipe(list);
    expect(r.title, r.title).toMatch(/fried rice|chaufa|nasi goreng|chahan|bokkeumbap/i);
    const { ingredients, steps } = sections(r.markdown);
    expect(ingredients.join('\n')).toMatch(
      /\d+ g white rice, cooked as the packet says and cooled/,
    );
    expect(steps[0]).toMatch(/^First cook the white rice as the packet says/);
  });

  it('fries the visitor’s leftover rice in a fried rice written for raw, and cooks none', () => {
    const r = cookRecipe(['leftover rice', 'ham', '2 eggs', 'frozen peas', 'soy sauce']);
    expect(r.title).toBe('Ham and Pea Fried Rice');
    expect(r.extras).toEqual([]);
    const { ingredients, steps } = sections(r.markdown);
    // two and a half times the raw weight, not "300 g cooked rice (in place of rice)"
    expect(ingredients.join('\n')).toMatch(/^3\d\d g cooked rice, cold, grains broken up$/m);
    expect(ingredients.join('\n')).not.toMatch(/in place of rice/);
    expect(steps.join(' ')).not.toMatch(/as the packet says|cool|day before/);
    expect(steps.join(' ')).toMatch(/piping hot/);
    expect(r.markdown).toMatch(/Cook 15 min/);
  });
});

describe('5a. a braise of hours has its potatoes mashed on the side', () => {
  it('mashes the potatoes for the end of a lamb shank braise, with the visitor’s butter', () => {
    const list = [
      '2 lamb shanks',
      'Red wine',
      'Rosemary',
      'Carrots',
      'Onions',
      'Lamb stock cube',
      'Potatoes',
      'Butter',
    ];
    const r = cookRecipe(list);
    expect(r.title).toMatch(/lamb shank/i);
    const text = sections(r.markdown).steps.join(' ');
    // the potatoes go on while the braise finishes, not with it
    const braise = text.search(/\bbraise\b[^.]*hours/i);
    expect(braise).toBeGreaterThan(0);
    expect(text.slice(0, braise)).not.toMatch(/potato/i);
    expect(text).toMatch(/mash with the butter/);
    expect(r.unused).toEqual([]);
  });

  it('gives a stock cube standing in for liquid stock its water', () => {
    const r = cookRecipe(['2 lamb shanks', 'Red wine', 'Rosemary', 'Carrots', 'Lamb stock cube']);
    expect(r.markdown).toMatch(/stock cube, made up with \d+ ml boiling water/);
  });
});

describe('5b. a roast is for the bird or joint it was written for', () => {
  it('never roasts Cornish hens or pheasant by a 5 kg turkey recipe', () => {
    for (const list of [
      ['2 Cornish hens', 'Wild rice', 'Garlic', 'Butter', 'Lemon', 'Thyme'],
      ['2 pheasant breasts', 'Smoked bacon', 'Savoy cabbage', 'Redcurrant jelly', 'Butter'],
    ]) {
      const r = cookRecipe(list);
      expect(r.title, r.title).not.toMatch(/turkey/i);
      expect(r.markdown, r.title).not.toMatch(/5 kg/);
    }
    // a poussin recipe, in the visitor's own words
    expect(cookRecipe(['2 Cornish hens', 'Garlic', 'Butter', 'Lemon', 'Thyme']).title).toMatch(
      /cornish hens/i,
    );
  });
});

describe('5k. self-raising flour is plain flour with its baking powder', () => {
  it('makes a sponge written for plain flour and baking powder with the visitor’s self-raising flour', () => {
    const r = cookRecipe([
      '3 bramley apples',
      'lemon',
      '100g butter',
      'caster sugar',
      '2 eggs',
      'self-raising flour',
      'carton of custard',
    ]);
    expect(r.title).toBe("Eve's Pudding");
    const { ingredients, steps, tips } = sections(r.markdown);
    expect(ingredients).toContain('100 g self-raising flour');
    // the raising agent is in the flour: none bought, none named, no "in place of plain flour"
    expect(r.markdown).not.toMatch(/baking powder|plain flour|in place of/);
    expect(steps.join(' ')).toMatch(/fold in the self-raising flour\b/);
    expect(tips.join(' ')).not.toMatch(/self-raising/);
  });

  it('keeps the bicarbonate a buttermilk batter also rises with', () => {
    const r = cookRecipe(['self-raising flour', 'buttermilk', '1 egg', 'butter', 'maple syrup']);
    expect(r.title).toBe('Buttermilk Pancakes');
    const { ingredients, steps } = sections(r.markdown);
    expect(ingredients.join('\n')).toMatch(/^225 g self-raising flour$/m);
    expect(ingredients.join('\n')).toMatch(/bicarbonate of soda/);
    expect(r.markdown).not.toMatch(/baking powder/);
    expect(steps[0]).toMatch(/self-raising flour, sugar, bicarbonate of soda and salt/);
  });

  it('still raises the plain flour a visitor typed with baking powder', () => {
    const r = cookRecipe(['plain flour', 'buttermilk', '1 egg', 'butter', 'maple syrup']);
    expect(r.title).toBe('Buttermilk Pancakes');
    expect(sections(r.markdown).ingredients.join('\n')).toMatch(/baking powder/);
  });
});

describe('5j. tinned tomatoes simmer into a sauce', () => {
  it('never cooks tinned tomatoes or passata "until just tender"', () => {
    for (const list of [
      ['red kidney beans', 'sweetcorn', 'peppers', 'onion', 'chopped tomatoes', 'rice', 'cumin'],
      ['leftover roasted vegetables', 'penne', 'passata', 'mozzarella', 'basil'],
    ])
      for (const r of asks(list, 3))
        expect(r.markdown, r.title).not.toMatch(
          /(?:chopped tomatoes|passata)[^.]*until just tender/,
        );
  });
});

describe('5i. only what glazes a roast is brushed over it', () => {
  it('never brushes chocolate spread or lemon curd over roasting meat, as it does marmalade', () => {
    for (const list of [
      ['whole chicken', 'potatoes', 'chocolate spread', 'carrots', 'thyme'],
      ['pork belly', 'lemon curd', 'potatoes', 'fennel seeds'],
    ])
      for (const r of asks(list, 2))
        expect(r.markdown, r.title).not.toMatch(/brush the (?:chocolate|lemon curd)/i);
  });
});

describe('5h. a stand-in does the job the dish gives it', () => {
  it('never rolls a naan tight like a tortilla', () => {
    const list = [
      'supermarket pack of cooked chicken tikka pieces',
      '2 garlic naans',
      'bag of salad',
      'jar of mango chutney',
      'tub of raita',
      'red onion',
    ];
    for (const r of asks(list, 4)) {
      if (!/naan/i.test(r.markdown)) continue;
      expect(r.title).not.toMatch(/flautas|enchiladas|burritos/i);
      expect(r.markdown, r.title).not.toMatch(/roll up tightly/);
    }
  });

  it('never braises salad leaves as heads of chicory', () => {
    const list = [
      'thick sliced white bread',
      'pack of thick cut ham',
      '200g gruyère',
      'butter',
      'plain flour',
      'milk',
      'dijon mustard',
      'nutmeg',
      'bag of mixed salad',
    ];
    for (const r of asks(list, 4)) expect(r.markdown, r.title).not.toMatch(/in place of chicor/);
  });
});

describe('6. title, blurb and steps agree after a substitution', () => {
  it('calls the visitor’s things by the names they typed, and keeps a misspelling out', () => {
    const r = cookRecipe(['eggplant', 'tomatoes', 'garlic', 'olive oil', 'scallions']);
    expect(r.markdown).toMatch(/^- \d+ eggplants\b/m);
    expect(r.markdown).toMatch(/^- \d+ scallions\b/m);
    expect(r.markdown).not.toMatch(/aubergine|spring onion/i);
    const sando = cookRecipe(['mayonaise', 'canned tuna', 'sweetcorn', 'bread']);
    // quoted as typed in "Uses your", spelled right everywhere else
    expect(sando.markdown.replace(/^\*\*Uses your.*$/m, '')).not.toMatch(/mayonaise/);
    expect(cookRecipe(['Coffee', 'Baileys', 'Whipped cream', 'Sugar']).markdown).toMatch(
      /stir in the Baileys/,
    );
  });

  // Round 17's panel: "jasmine rice, short-grain", "4 corn tortillas, large flour"
  it.each([
    [
      ['pork belly', 'jasmine rice', 'soy sauce', 'shaoxing wine', 'star anise', 'eggs', 'sugar'],
      'jasmine rice',
      /short|sushi/,
    ],
    [
      ['oyster mushrooms', 'corn tortillas', 'orange', 'cumin', 'oregano', 'onion', 'lime'],
      'corn tortillas',
      /flour/,
    ],
    [['back bacon', 'leeks', 'potatoes', 'cheddar'], 'back bacon', /streaky/],
  ])('never gives the visitor’s item the kind they do not have: %j', (list, name, other) => {
    const r = cookRecipe(list);
    const line = sections(r.markdown).ingredients.find((l) => l.includes(name));
    expect(line, r.title).toBeDefined();
    expect(line).not.toMatch(other);
  });

  // Round 18's panel: "poached in a red Thai red curry paste"
  it('never says a word of the visitor’s name twice', () => {
    const curry = cookRecipe(
      [
        '4 pollock fillets',
        'tin of coconut milk',
        'jar of thai red curry paste',
        'pack of rice noodles',
        'green beans',
        'limes',
        'fish sauce',
        'jasmine rice',
        'egg',
      ],
      { attempt: 1 },
    );
    expect(curry.markdown).toMatch(/Thai red curry paste/);
    expect(curry.markdown).not.toMatch(/\bred Thai red\b/i);
  });

  it('never doubles a word in a title when a stand-in’s name ends in the dish’s: no "Toor Dal Dal"', () => {
    const r = cookRecipe(['toor dal', 'tomatoes', 'onion', 'garlic', 'cumin seeds', 'turmeric']);
    expect(r.title).not.toMatch(/\b(\w+) \1\b/i);
    expect(r.title).toMatch(/toor dal/i);
  });

  it('never makes a name of how the visitor bought a thing: "2 sheets of puff pastry"', () => {
    const r = cookRecipe(['2 sheets of ready-rolled puff pastry', 'cheddar', 'ham', 'eggs']);
    expect(r.markdown).not.toMatch(/sheets puff pastry/);
    // nor "24 sleeve Ritz crackers" of a sleeve of them
    const cod = cookRecipe([
      '4 cod fillets',
      'sleeve of ritz crackers',
      '1 stick butter',
      '2 lemons',
      'garlic powder',
    ]);
    expect(cod.markdown).toMatch(/Ritz crackers/);
    expect(cod.markdown).not.toMatch(/sleeve Ritz/i);
  });

  it('prepares a stand-in fruit its own way: blueberries are not hulled and sliced', () => {
    const list = ['Plain flour', 'Milk', 'Butter', 'Sugar', 'Blueberries', 'Baking powder'];
    const r = cookRecipe(list, { diet: 'vegan' });
    expect(r.title).toMatch(/shortcake/i);
    const { ingredients } = sections(r.markdown);
    const line = ingredients.find((l) => /blueberr/.test(l)) ?? '';
    expect(line, r.title).not.toMatch(/hulled|sliced/);
  });

  it('makes a pea and mint soup of a bag of peas, mostly peas, but no soup of salmon and chickpeas', () => {
    const r = cookRecipe([
      'frozen peas',
      'onion',
      'vegetable stock',
      'fresh mint',
      'crème fraîche',
    ]);
    expect(r.title).toMatch(/^Pea and Mint .*Soup$/);
    const grams = Number(/- (\d+) g peas/.exec(r.markdown)?.[1]);
    expect(grams).toBeGreaterThanOrEqual(500);
    expect(cookRecipe(['Salmon', 'Rice', 'Soy sauce', 'Ginger', 'Chickpeas']).title).not.toMatch(
      /Soup/,
    );
  });

  it('describes a composed curry by the sauce in its pot, with times that add up', () => {
    const r = cookRecipe(['chickpeas', 'spinach', 'coconut milk', 'curry paste', 'naan']);
    expect(r.source).toBe('composed');
    expect(r.markdown).not.toMatch(/onion and tomato sauce/);
    expect(r.markdown).toMatch(/coconut sauce/);
    // no onion to soften: the paste, a 10-minute simmer of tinned chickpeas and the spinach
    expect(r.markdown).toMatch(/simmer for 10 minutes/);
    expect(r.markdown).toMatch(/Cook 15 min/);
  });

  it('says bacon everywhere when bacon stands in for pancetta', () => {
    const r = cookRecipe(['Spaghetti', 'Eggs', 'Bacon', 'Parmesan']);
    const body = r.markdown
      .split('\n')
      .filter((l) => !l.includes('in place of') && !l.startsWith('- Swapped in'))
      .join('\n');
    expect(body).not.toMatch(/pancetta|guanciale/i);
  });

  it("never says the visitor's smooth peanut butter is crunchy", () => {
    const r = cookRecipe([
      'Chicken thighs',
      'Smooth peanut butter',
      'Coconut milk',
      'Lime',
      'Rice',
    ]);
    expect(r.markdown).toMatch(/smooth peanut butter/);
    expect(r.markdown).not.toMatch(/crunchy/i);
  });

  it('says green lentils everywhere when they stand in for red', () => {
    const r = cookRecipe(['Green lentils', 'Onion', 'Garlic', 'Turmeric', 'Cumin']);
    const body = r.markdown
      .split('\n')
      .filter((l) => !l.includes('in place of') && !l.startsWith('- Swapped in'))
      .join('\n');
    expect(body).toMatch(/green lentils/);
    expect(body).not.toMatch(/red lentil/i);
  });
});

describe('7. steps read like a cookbook', () => {
  it('says a piece is cooked through once', () => {
    expect(
      tidy(
        'Bake until the rice is tender and the chicken is cooked through, until cooked through with no pink meat.',
      ),
    ).toBe('Bake until the rice is tender and the chicken is cooked through with no pink meat.');
  });

  it('serves once: "Serve warm with the custard", not "Serve warm. Serve with the custard."', () => {
    expect(tidy('Leave for 5 minutes and serve warm or cold. Serve with the custard.')).toBe(
      'Leave for 5 minutes and serve warm or cold with the custard.',
    );
    expect(tidy('Serve with a pile of the cabbage. Serve with the rice.')).toBe(
      'Serve with a pile of the cabbage, and the rice.',
    );
  });

  it('serves "with" the side that is left when the one before it goes: not "serve and the beans"', () => {
    expect(tidy('Finish with the tarragon and serve and the green beans.')).toBe(
      'Finish with the tarragon and serve with the green beans.',
    );
    expect(tidy('Serve and the avocado.')).toBe('Serve with the avocado.');
  });

  it('writes the visitor’s plural once: no "potatoess", no "caster sugar, caster"', () => {
    const lists = [
      ['Chestnut mushrooms', 'New potatoes', 'King prawns', 'Frozen peas', 'Garlic', 'Butter'],
      ['Caster sugar', 'Butter', 'Plain flour', 'Eggs', 'Lemons'],
      ['Wholegrain mustard', 'Pork chops', 'Apples', 'Cider', 'Potatoes'],
    ];
    for (const list of lists) {
      for (const r of asks(list)) {
        expect(r.markdown, r.title).not.toMatch(/\b\w+(?:oe|om|wn|ea|ak|on|an|ll|nd)ss\b/);
        expect(r.markdown, r.title).not.toMatch(/caster sugar, caster|mustard, or wholegrain/);
      }
    }
  });

  it.each([
    [['cod loins', 'cherry tomatoes', 'olives', 'couscous', 'lemon', 'parsley'], /fillets fillets/],
    [
      ['firm tofu', 'broccoli', 'rice noodles', 'peanut butter', 'soy sauce', 'lime'],
      /sauce sauce/,
    ],
  ])('%j never says a word twice running', (list, twice) => {
    expect(cookRecipe(list).markdown).not.toMatch(twice);
    expect(cookRecipe(list).markdown).not.toMatch(/\b([a-z]{3,}) \1\b/);
  });

  it.each([
    [['Chicken breasts', 'Broccoli', 'Soy sauce', 'Garlic', 'Rice']],
    [['Eggs', 'Bread', 'Butter', 'Milk']],
    [['Salmon fillets', 'Asparagus', 'Lemon', 'Dill']],
  ])('%j has no filler steps', (list) => {
    for (const r of asks(list)) {
      for (const step of sections(r.markdown).steps) {
        expect(step, r.title).not.toMatch(/^(Serve|Taste for salt|Enjoy)\.?$/);
        expect(step.length, r.title).toBeGreaterThan(25);
      }
    }
  });

  it.each([
    [['Chicken thighs', 'Sweet potato', 'Broccoli', 'Paprika'], 'sheet-pan'],
    [['Chicken thighs', 'Tortillas', 'Lime', 'Avocado', 'Red onion'], 'tacos'],
    [['Tofu', 'Brown rice', 'Edamame', 'Carrot', 'Soy sauce'], 'bowl'],
    [['Cauliflower', 'Chickpeas', 'Spinach', 'Coconut milk', 'Curry powder'], 'curry'],
    [['Bananas', 'Greek yoghurt', 'Honey', 'Walnuts'], 'breakfast-bowl'],
  ])('%j: a composed recipe describes what is in it, not "your fridge"', (list, template) => {
    const r = templateDraft(list, template);
    expect(r, template).toBeDefined();
    const blurb = r?.draft.blurb ?? '';
    expect(blurb).not.toMatch(/your fridge|what you have|your add-ins|favourite toppings/i);
    const named = list.filter((u) =>
      blurb.toLowerCase().includes(u.toLowerCase().replace(/e?s$/, '')),
    );
    expect(named.length, blurb).toBeGreaterThanOrEqual(2);
  });
});

describe('7b. an ingredient line offers no choice the visitor has already made', () => {
  it.each([
    // "4 sirloin steaks, sirloin or ribeye", "4 cardamom pods, pods", "mayonnaise, or garlicky alioli"
    [
      [
        '500g sirloin steak',
        'Oyster sauce',
        'Soy sauce',
        'Limes',
        'Black peppercorns',
        'Jasmine rice',
      ],
      /sirloin steaks?, sirloin/,
    ],
    [
      ['Milk powder', 'Plain flour', 'Ghee', 'Milk', 'Sugar', 'Cardamom pods', 'Rosewater'],
      /pods, pods/,
    ],
    [
      [
        '1kg potatoes',
        'Tinned chopped tomatoes',
        'Smoked paprika',
        'Garlic',
        'Mayonnaise',
        'Sherry vinegar',
      ],
      /mayonnaise, or|sherry vinegar, sherry/,
    ],
    [
      ['Bag of frozen pork gyoza', 'Pak choi', 'Crispy chilli oil', 'Rice vinegar', 'Soy sauce'],
      /pork, chicken or vegetable|black vinegar if you have it/,
    ],
  ])('%j', (list, echo) => {
    const lines = sections(cookRecipe(list).markdown).ingredients.join('\n');
    expect(lines).not.toMatch(echo);
  });

  it.each([
    [
      [
        '2 balls of pizza dough',
        'tub of ricotta',
        'mozzerella',
        'sliced salami',
        'cooked ham',
        'chestnut mushrooms',
        'passata',
        'dried oregano',
      ],
      /balls pizza dough/,
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
      /beef stock cube, chicken/,
    ],
    [
      [
        '200g gruyère',
        '200g emmental',
        'dry white wine',
        'garlic',
        'cornflour',
        'kirsch',
        'day-old baguette',
        'new potatoes',
        'cornichons',
        'a bag of pretzels',
      ],
      /day baguettes?/,
    ],
    [
      [
        '2 whole red snapper, scaled',
        'limes',
        'plain flour',
        'scotch bonnet',
        '2 carrots',
        'onions',
        'red and green peppers',
        'white vinegar',
        'pimento seeds',
        'hard dough bread',
      ],
      /red green pepper/,
    ],
  ])('%j writes no %s', (list, odd) => {
    expect(cookRecipe(list).markdown).not.toMatch(odd);
  });

  it('says where each of two items went when they fill one line', () => {
    // the "Uses your" line claimed the emmental, and no ingredient line named it
    const r = cookRecipe([
      'plain flour',
      '5 eggs',
      'milk',
      'nutmeg',
      '200g emmental',
      'gruyère',
      '3 onions',
      'butter',
      'chives',
    ]);
    const cheese = sections(r.markdown).ingredients.find((l) => l.includes('gruyère')) ?? '';
    expect(cheese).toMatch(/emmental/);
  });

  it('keeps the choice on a line the visitor buys, and the preparation on their own', () => {
    const lines = sections(
      cookRecipe([
        '1kg potatoes',
        'Tinned chopped tomatoes',
        'Smoked paprika',
        'Garlic',
        'Mayonnaise',
        'Sherry vinegar',
      ]).markdown,
    ).ingredients;
    expect(lines).toContain('1 kg potatoes, floury, peeled and cut into 3 cm cubes');
  });
});

describe('7c. words a name is dropped into read right', () => {
  it.each([
    ['chicken thighs in a oyster sauce glaze', 'Chicken thighs in an oyster sauce glaze'],
    ['a egg, a onion and a apple', 'An egg, an onion and an apple'],
    [
      'a one-pot supper with a useful tip, a unit and a European twist',
      'A one-pot supper with a useful tip, a unit and a European twist',
    ],
    ['thick cod fillets fillets', 'Thick cod fillets'],
  ])('%s', (raw, want) => {
    expect(tidy(raw)).toBe(want);
  });

  it('keeps BBQ in capitals in a title the visitor’s words go into', () => {
    const r = cookRecipe(['pork ribs', 'bbq sauce', 'potatoes', 'coleslaw']);
    expect(r.title).toMatch(/BBQ/);
    expect(r.title).not.toMatch(/Bbq/);
  });

  it('reads a composed recipe through too', () => {
    const r = cookRecipe(['chicken thighs', 'oyster sauce', 'jasmine rice', 'broccoli', 'garlic']);
    expect(r.markdown).not.toMatch(/\ba oyster/);
  });
});

describe('7f. an optional part leaves no stray words behind', () => {
  it('never writes "soft. for 1 minute." or "Chill for 1 hour. before serving."', () => {
    const recipes = [
      cookRecipe([
        'mushrooms',
        'tinned black beans',
        'flour tortillas',
        'cheddar',
        'chipotle paste',
        'spring onions',
      ]),
      cookRecipe(
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
        { attempt: 1 },
      ),
    ];
    for (const r of recipes) expect(r.markdown).not.toMatch(/\. (?:for \d|before serving)/);
  });
});

describe('7g. nothing is done again that the visitor bought done', () => {
  it('never toasts their toasted sesame seeds or flaked almonds again', () => {
    const chicken = cookRecipe([
      '2 lb boneless chicken thighs',
      'cornstarch',
      'honey',
      'soy sauce',
      'rice vinegar',
      'toasted sesame seeds',
      'sesame oil',
      'garlic',
      '1 head of brocoli',
      'white rice',
    ]);
    expect(chicken.markdown).not.toMatch(/toast the toasted/i);
    expect(chicken.markdown).toContain('Scatter with the toasted sesame seeds');
  });
});

describe('7e. an ingredient line does not repeat its name in its note', () => {
  it('writes "1 can chopped tomatoes" and "250 g plain flour", not "…, chopped" or "…, plain"', () => {
    const pie = cookRecipe([
      '500g beef mince',
      'sweet potatoes',
      'carrots',
      'onion',
      'frozen peas',
    ]);
    const samosas = cookRecipe([
      '4 potatoes',
      '200g frozen peas',
      'cumin seeds',
      'garam masala',
      'green chillies',
      'fresh coriander',
      'pack of filo pastry',
      'vegetable oil',
      'jar of tamarind chutney',
    ]);
    const lines = [
      ...sections(pie.markdown).ingredients,
      ...sections(samosas.markdown).ingredients,
    ];
    expect(lines).toContain('250 g plain flour');
    for (const line of lines) {
      const [name, ...notes] = line.split(', ');
      for (const note of notes)
        expect(note.split(' ').every((w) => (name ?? '').includes(w))).toBe(false);
    }
  });
});

describe('7d. a plural name agrees with the words round it', () => {
  it.each([
    [
      [
        '4 potatoes',
        '2 aubergines',
        '1 onion',
        '3 tomatoes',
        'cumin seeds',
        'tumeric',
        'chilli powder',
        'ginger',
        'green chillies',
        'pack of chapatis',
      ],
      'the aubergines turn soft',
      /aubergines turns/,
    ],
    [
      [
        '3 lb chicken wings',
        'baking powder',
        'lemon pepper seasoning',
        'stick of butter',
        '2 lemons',
        'bag of frozen crinkle fries',
        'ranch dressing',
        'a watermelon',
      ],
      'the zest of a lemon and',
      /a lemons/,
    ],
    [
      [
        '500g strong white flour',
        '7g fast action yeast',
        'milk',
        '200g mozzarella',
        '200g feta',
        '5 eggs',
        'butter',
      ],
      'an egg yolk',
      /an eggs/,
    ],
    [
      [
        '500g beef mince',
        '1 onion',
        'bunch of flat leaf parsley',
        'ground cumin',
        'ground coriander',
        'jar of tahini',
        '1 lemon',
        'pack of flatbreads',
        'tomatoes',
        'cucumber',
        'pickled chillies',
      ],
      'a chopped tomato and cucumber salad',
      /a chopped tomatoes/,
    ],
  ])('%j reads "%s"', (list, good, bad) => {
    const r = cookRecipe(list);
    expect(r.markdown).toContain(good);
    expect(r.markdown).not.toMatch(bad);
  });

  it('presses a blanched almond into each diamond, not "an blanched almond"', () => {
    const r = cookRecipe([
      '250g coarse semolina',
      'desiccated coconut',
      'pot of natural yoghurt',
      'caster sugar',
      'butter',
      'baking powder',
      '1 lemon',
      'rose water',
      'blanched almonds',
    ]);
    expect(r.markdown).toContain('pressing a blanched almond into each');
  });

  it('slashes each chicken thigh, not "each chicken thighs"', () => {
    const r = cookRecipe(
      [
        '3 lb boneless chicken thighs',
        'olive oil',
        'red wine vinegar',
        'lemon',
        'garlic',
        'dried mint',
        'dried oregano',
        'soft italian bread',
        'banana peppers',
        'metal skewers',
      ],
      { attempt: 1 },
    );
    expect(r.markdown).toContain('each chicken thigh twice');
  });

  it('keeps the plural after "of" and "with": a custard of eggs, a tray with new potatoes', () => {
    const r = cookRecipe(['hot cross buns', 'eggs', 'milk', 'double cream', 'butter', 'sugar']);
    expect(r.markdown).toContain('custard of eggs, milk and cream');
  });
});

describe('7a. sides and sauces at their moment', () => {
  it('steams every vegetable served alongside in one line, slowest first, and says "Meanwhile" once', () => {
    const r = cookRecipe([
      'chicken tenderloins',
      'panko',
      'parmesan',
      'egg',
      'green beans',
      'mashed potatoes',
      'broccoli',
      'spinach',
    ]);
    const text = sections(r.markdown).steps.join(' ');
    expect(text.match(/\bsteam the\b/gi)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(text.match(/Meanwhile, /g)?.length ?? 0).toBeLessThanOrEqual(2);
  });

  it.each([
    // a dressed side salad
    [
      ['gochujang', 'pork belly', 'rice', 'cucumber', 'spring onions', 'sesame oil'],
      'cucumber',
      /Serve with the cucumber on the side, dressed/,
    ],
    [
      ['rump steak', 'mushrooms', 'potatoes', 'garlic butter', 'watercress'],
      'watercress',
      /Serve with the watercress on the side, dressed/,
    ],
    // rice beside a potato curry or fishcakes
    [
      [
        '225g paneer',
        '3 potatoes',
        'cashews',
        'double cream',
        'tinned tomatoes',
        'onion',
        'ginger',
        'garam masala',
        'basmati rice',
      ],
      'basmati rice',
      /put the basmati rice on to cook/,
    ],
    [
      [
        '500g skinless white fish',
        'thai red curry paste',
        'fine green beans',
        'kaffir lime leaves',
        '1 egg',
        'sweet chilli sauce',
        'jasmine rice',
      ],
      'jasmine rice',
      /put the jasmine rice on to cook/,
    ],
    // soured cream spooned over a goulash, a fried egg on noodles
    [
      [
        'braising beef',
        'onions',
        'sweet paprika',
        'caraway seeds',
        'red peppers',
        'tinned tomatoes',
        'potatoes',
        'soured cream',
      ],
      'soured cream',
      /Finish with the soured cream/,
    ],
    [
      [
        'sweet potato glass noodles',
        'beef sirloin',
        'spinach',
        'carrot',
        'shiitake mushrooms',
        'soy sauce',
        'sesame oil',
        'eggs',
      ],
      'eggs',
      /Fry the eggs .* yolks still runny, and top each plate/,
    ],
  ])('%j serves the leftover %s as a cook would', (list, item, step) => {
    const r = cookRecipe(list);
    expect(r.used).toContain(item);
    expect(sections(r.markdown).steps.join('\n')).toMatch(step);
    expect(r.markdown).not.toContain(`Not used this time: ${item}`);
  });

  it('never serves a packet of instant pudding mix as if it were a sauce', () => {
    const r = cookRecipe([
      'box of nilla wafers',
      '5 bananas',
      'box of instant vanilla pudding',
      'can of sweetened condensed milk',
      'cold milk',
      'tub of cool whip',
    ]);
    expect(r.markdown).not.toMatch(/Serve with the (?:box of )?instant/);
  });

  it('puts the rice on near the end of a long braise, not before it starts', () => {
    const r = cookRecipe([
      'pork shoulder steaks',
      'red peppers',
      'rice',
      'smoked paprika',
      'chopped tomatoes',
      'onion',
    ]);
    const steps = sections(r.markdown).steps;
    expect(steps[0]).not.toMatch(/rice/);
    // woven in as the braise finishes
    expect(steps.join('\n')).toMatch(/hours?[^\n]*While it finishes, put the rice on to cook/);
  });

  it('serves leftovers without letting them choose the dish', () => {
    // the lettuce and cucumber are the tacos' toppings, not a reason for a paprikash with a salad
    const r = cookRecipe([
      'chicken breast',
      'tortilla wraps',
      'lettuce',
      'tomatoes',
      'sour cream',
      'paprika',
      'cucumber',
    ]);
    expect(r.title).toMatch(/Tacos|Wraps/);
    // no fried egg on a stew, no bread beside a pasta bake, no dressing on pickles
    const stew = cookRecipe([
      'braising beef',
      'onions',
      'carrots',
      'beef stock',
      'eggs',
      'potatoes',
    ]);
    expect(stew.markdown).not.toMatch(/top each plate with one/);
    const bake = cookRecipe(['penne', 'minced beef', 'milk', 'butter', 'flour', 'white bread']);
    expect(bake.markdown).not.toMatch(/Serve with the white bread on the side/);
    const wings = cookRecipe(['chicken wings', 'gochujang', 'honey', 'rice', 'pickled radish'], {
      attempt: 1,
    });
    expect(wings.markdown).not.toMatch(/radish\w* on the side, dressed/);
  });

  it('steams the greens before the step that serves the dish, not after it', () => {
    const r = cookRecipe(['2 halibut steaks', 'butter', 'chives', 'baby spinach', 'new potatoes']);
    expect(r.title).toBe('Poached Halibut with Buttered New Potatoes');
    const steps = sections(r.markdown).steps;
    const steam = steps.findIndex((s) => s.includes('steam the baby spinach'));
    expect(steam).toBeGreaterThan(-1);
    expect(steps.slice(steam + 1).some((s) => /\bServe\b/.test(s))).toBe(true);
  });

  it('serves the visitor’s oven chips or leftover mash beside the dish, never cooked into it', () => {
    const steak = cookRecipe(['steak', 'chips', 'peppercorns', 'cream', 'brandy']);
    expect(steak.used).toContain('chips');
    expect(steak.markdown).toContain('bake the oven chips as the packet says');
    const chops = cookRecipe(['pork chops', 'apples', 'onion', 'cider', 'mashed potato']);
    expect(chops.used).toContain('mashed potato');
    expect(chops.markdown).toMatch(/warm the mashed potato .* to serve alongside/);
  });

  it('serves the visitor’s rice, tagliatelle or loaf with a dish that has no starch of its own', () => {
    // a daube over the visitor's tagliatelle, put on while the braise finishes
    const daube = cookRecipe([
      '1.2kg beef shin',
      'bottle of red wine',
      '200g smoked lardons',
      '2 carrots',
      '2 onions',
      'garlic',
      '1 orange',
      'black olives',
      'bay leaves',
      'fresh thyme',
      'pack of tagliatelle',
    ]);
    expect(daube.title).toBe('Daube Provençale');
    expect(daube.used).toContain('pack of tagliatelle');
    const braise = sections(daube.markdown).steps.find((s) => s.includes('3 hours')) ?? '';
    expect(braise).toMatch(/While it finishes, put the tagliatelle on to cook/);
    // short-grain rice steamed beside yakitori, the way it is eaten
    const yakitori = cookRecipe([
      '8 boneless chicken thighs',
      'bunch of spring onions',
      'soy sauce',
      'mirin',
      'brown sugar',
      'short grain rice',
    ]);
    expect(yakitori.title).toBe('Yakitori');
    expect(yakitori.markdown).toMatch(/put the short grain rice on to cook as the packet says/);
    // rye bread with a fish soup, whatever its cuisine
    const soup = cookRecipe([
      '500g salmon fillet',
      'waxy potatoes',
      'leek',
      'carrot',
      'fish stock',
      'double cream',
      'dill',
      'rye bread',
    ]);
    expect(soup.used).toContain('rye bread');
    expect(soup.markdown).toContain('Serve with the rye bread on the side');
  });

  it('reheats bought or leftover rice beside the dish instead of cooking it again', () => {
    const r = cookRecipe([
      'bag of frozen pork gyoza',
      'pak choi',
      'jar of crispy chilli oil',
      'rice vinegar',
      'soy sauce',
      'microwave rice',
    ]);
    expect(r.used).toContain('microwave rice');
    expect(r.markdown).toMatch(/heat the microwave rice until piping hot all through/);
    expect(r.markdown).not.toMatch(/microwave rice on to cook/);
  });

  it('never serves tortillas beside a stew of another cuisine', () => {
    const r = cookRecipe([
      '1.2kg beef shin',
      'bottle of red wine',
      '200g smoked lardons',
      '2 carrots',
      '2 onions',
      'garlic',
      'bay leaves',
      'flour tortillas',
    ]);
    expect(r.markdown).not.toMatch(/Serve with the flour tortillas/);
  });

  it('folds the visitor’s nuts, fruit or chocolate into a cake’s mixture, not beside the slice', () => {
    // without the buttermilk: with it, the list is a Texas sheet cake, whose icing takes the pecans
    const r = cookRecipe([
      'all-purpose flour',
      'granulated sugar',
      '2 sticks butter',
      'unsweetened cocoa',
      '2 eggs',
      'baking soda',
      'vanilla',
      'powdered sugar',
      'chopped pecans',
      'whole milk',
    ]);
    expect(r.used).toContain('chopped pecans');
    expect(r.markdown).toMatch(
      /Roughly chop the pecans, then fold them into the (?:mixture|batter)\./,
    );
    expect(r.markdown).not.toMatch(/Serve with the pecans/);
  });

  it('adds vegetables for a roast’s last minutes where the roast is timed, not as the tin is filled', () => {
    const hens = cookRecipe([
      '2 cornish hens',
      'lemon',
      'garlic',
      'fresh thyme',
      'wild rice blend',
      'chicken broth',
      'green beans',
      'butter',
    ]);
    const steps = sections(hens.markdown).steps;
    expect(steps.join('\n')).toMatch(
      /Roast for 45–50 minutes, adding the green beans for the last 10 minutes, basting/,
    );
    // one place only: not also "for the last 10 minutes" in the step that stuffs the birds
    expect(steps.filter((s) => s.includes('green beans'))).toHaveLength(1);
    // a pot roast in a casserole has no tin to add them to
    const pot = cookRecipe(
      [
        'whole chicken',
        'jasmine rice',
        'ginger',
        'garlic',
        'spring onions',
        'cucumber',
        'chilli sauce',
        'sesame oil',
      ],
      { attempt: 2 },
    );
    expect(pot.title).toMatch(/en Cocotte/);
    expect(pot.markdown).toMatch(/casserole/);
    expect(pot.markdown).not.toMatch(/to the tin/);
  });

  it('never boils, rinses or deep-fries bought frozen chips as if they were cut potatoes', () => {
    const r = cookRecipe(['ribeye steak', 'frozen fries', 'garlic', 'butter', 'parsley']);
    expect(r.used).toContain('frozen fries');
    expect(r.markdown).not.toMatch(/(?:boil|rinse|fry) the (?:oven )?chips/i);
  });

  it('tosses bought chips into a lomo saltado in place of the potatoes it cuts into chips', () => {
    const r = cookRecipe([
      'beef sirloin',
      'tomatoes',
      'red onion',
      'soy sauce',
      'red wine vinegar',
      'frozen chips',
      'white rice',
    ]);
    expect(r.title).toBe('Lomo Saltado');
    expect(r.used).toContain('frozen chips');
  });

  it('passes the table sauces round in one sentence, and never writes "slices cheese slice"', () => {
    const r = cookRecipe([
      '500g beef mince',
      'burger cheese slices',
      'gherkins',
      'onion',
      'ketchup',
      'american mustard',
    ]);
    expect(r.markdown.match(/Pass the /g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(r.markdown).not.toMatch(/slices? [a-z ]*cheese slice/);
  });
});

describe('8. quantities a shop sells', () => {
  it('makes do with the visitor’s 8 plums for a crumble written for 9', () => {
    const r = cookRecipe(
      [
        '8 ripe plums',
        'punnet of blackberries',
        'rolled oats',
        'double cream',
        'pack of ginger nut biscuits',
        'demerara sugar',
        'butter',
        'plain flour',
        'greek yoghurt',
      ],
      { attempt: 1 },
    );
    expect(r.title).toMatch(/Crumble/);
    expect(sections(r.markdown).ingredients).toContain('8 plums, halved and stoned');
  });

  it('counts a dish that needs far more of a counted item than the visitor typed against it', () => {
    const list = (eggs: string) => ['1 lb jumbo shrimp', eggs, 'spring onions', 'jasmine rice'];
    const score = (eggs: string) =>
      explainChoice(list(eggs)).find((c) => c.title.startsWith('Cantonese Scrambled'))?.score;
    const many = score('eggs');
    const two = score('2 eggs');
    expect(many).toBeDefined();
    expect(two).toBeDefined();
    // six eggs for two typed costs what buying an ingredient costs
    expect((many ?? 0) - (two ?? 0)).toBeCloseTo(0.07, 2);
    // and a dozen typed is plenty
    expect(score('12 eggs')).toBe(many);
  });

  it('gives a steak or a duck breast for each person', () => {
    for (const list of [
      ['Duck breasts', 'Oranges', 'Butter', 'Thyme'],
      ['Sirloin steak', 'Potatoes', 'Butter', 'Garlic'],
    ]) {
      const r = cookRecipe(list);
      const serves = Number(/Serves (\d+)/.exec(r.markdown)?.[1]);
      const line = sections(r.markdown).ingredients.find((l) => /duck|steak/i.test(l)) ?? '';
      expect(Number(/^(\d+)/.exec(line)?.[1] ?? 0), line).toBeGreaterThanOrEqual(serves);
    }
  });

  it('measures in kitchen units', () => {
    const lists = [
      ['Chicken thighs', 'Carrots', 'Parsnips', 'Honey', 'Thyme', 'Garlic', 'Lemon'],
      ['Tofu', 'Pak choi', 'Mushrooms', 'Ginger', 'Garlic', 'Soy sauce', 'Noodles'],
      ['Bananas', 'Strawberries', 'Yogurt', 'Honey', 'Milk'],
    ];
    for (const list of lists) {
      for (const r of asks(list)) {
        for (const line of sections(r.markdown).ingredients) {
          expect(line, r.title).not.toMatch(/¾ tbsp|⅓ tbsp|⅔ tbsp/);
          const grams = /^(\d+) (g|ml) /.exec(line);
          if (grams && Number(grams[1]) >= 100) expect(Number(grams[1]) % 25, line).toBe(0);
        }
      }
    }
  });
});

describe('9. safety lines are exact per food', () => {
  it('puts no egg line on cookies baked until still soft in the middle', () => {
    const r = cookRecipe(['butter', 'brown sugar', 'egg', 'plain flour', 'oats', 'raisins']);
    expect(r.markdown).toMatch(/Bake[^.]*still soft in the middle/);
    expect(r.markdown).not.toMatch(/Food safety: [^\n]*eggs/);
  });

  it('reads a jar of mayonnaise as bought, not as raw yolks: no raw-egg line on a baked crumb', () => {
    const r = cookRecipe(['chicken breasts', 'cornflakes', 'eggs', 'flour', 'mayonnaise']);
    expect(r.title).toBe('Cornflake Chicken Tenders with Honey Mustard');
    expect(r.markdown).not.toMatch(/eggs here are eaten raw/);
  });

  it('tells ham bought cooked from leftovers: no "reheat leftovers only once" on a ham slider', () => {
    const r = cookRecipe(['ham', 'cheddar', 'bread', 'butter']);
    expect(r.markdown).toMatch(/Food safety: ready-cooked meats such as ham/);
    expect(r.markdown).not.toMatch(/eat cooked leftovers/);
    const leftovers = cookRecipe(['leftover roast chicken', 'rice', 'peas', 'soy sauce', 'eggs']);
    expect(leftovers.markdown).toMatch(
      /eat cooked leftovers within 2 days, cold from the fridge or reheated only once/,
    );
  });

  it('gives cold leftovers in a salad a line that fits them, not only "reheat once"', () => {
    const r = cookRecipe([
      '2 apples',
      'celery',
      'red grapes',
      'walnuts',
      'mayonnaise',
      'lemon',
      'little gem lettuce',
      'bit of cold cooked chicken',
    ]);
    expect(r.title).toMatch(/Waldorf/);
    expect(r.markdown).toMatch(
      /Food safety: eat cooked leftovers within 2 days, cold from the fridge/,
    );
  });

  it('takes whole cuts of pork to 63 °C with a rest, sausages to 71 °C', () => {
    expect(cookRecipe(['Pork chops', 'Apples', 'Onion', 'Sage']).markdown).toContain(
      '63 °C / 145 °F',
    );
    expect(cookRecipe(['Sausages', 'Onions', 'Potatoes', 'Butter', 'Milk']).markdown).toContain(
      '71 °C / 160 °F',
    );
  });

  it('never pairs 70 °C with 160 °F', () => {
    for (const r of asks(['Spaghetti', 'Eggs', 'Pancetta', 'Parmesan'])) {
      expect(r.markdown).not.toContain('70 °C / 160 °F');
    }
  });

  it('tells the cook of a raw-egg mousse to use pasteurised eggs, not to cook them until set', () => {
    const r = cookRecipe(['dark chocolate', 'eggs', 'sugar', 'cream']);
    expect(r.title).toMatch(/Mousse/);
    expect(r.markdown).toContain('use pasteurised eggs');
    expect(r.markdown).not.toContain('cook eggs until the whites are set');
  });

  it('cooks chorizo through, and crisps only bacon', () => {
    const chorizo = cookRecipe(['chorizo', 'potatoes', 'eggs', 'onion']);
    expect(chorizo.markdown).toMatch(/cooking chorizo until sizzling and cooked through/);
    expect(chorizo.markdown).not.toMatch(/until sizzling and crisp\./);
    const bacon = cookRecipe(['bacon', 'spaghetti', 'eggs', 'parmesan']);
    expect(bacon.markdown).toContain(
      'cook bacon and similar cured meats until sizzling and crisp.',
    );
  });

  it('warns about the yolks a pasta alla zozzona only warms, as a carbonara’s', () => {
    const r = cookRecipe([
      'rigatoni',
      'guanciale',
      'italian sausages',
      'tin of tomatoes',
      '4 egg yolks',
      'pecorino',
      'black pepper',
    ]);
    expect(r.title).toMatch(/Zozzona/);
    expect(r.markdown).toMatch(/yolks until firm/);
  });

  it('warns about eggs only where they stay soft', () => {
    const baked = asks(['Butter', 'Sugar', 'Eggs', 'Flour', 'Chocolate chips'], 4).filter((r) =>
      /cookie|muffin|brownie|cake|biscuit/i.test(r.title),
    );
    expect(baked.length).toBeGreaterThan(0);
    for (const r of baked) expect(r.markdown, r.title).not.toMatch(/yolks until firm/);
    const poached = cookRecipe(['Eggs', 'English muffins', 'Ham', 'Butter', 'Lemon']);
    expect(poached.markdown).toMatch(/poach/i);
    expect(poached.markdown).toMatch(/yolks until firm/);
    // poached fish with hard-boiled eggs: nothing runny
    const kedgeree = cookRecipe(['Smoked haddock', 'Basmati rice', 'Eggs', 'Curry powder']);
    expect(kedgeree.markdown).toMatch(/poach/i);
    expect(kedgeree.markdown).toMatch(/until hard/);
    expect(kedgeree.markdown).not.toMatch(/yolks until firm/);
  });

  it('never cooks bleach or soap, and says so', () => {
    const r = cookRecipe(['Chicken breasts', 'Bleach', 'Rice', 'Soap', 'Broccoli']);
    expect(r.used).not.toContain('Bleach');
    expect(r.used).not.toContain('Soap');
    const tips = sections(r.markdown).tips.join('\n');
    expect(tips).toMatch(/"Bleach" is not food/);
    expect(tips).toMatch(/"Soap" is not food/);
  });
});
