import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';
import { scaleAmounts, typedCans, typedCount } from './portions';

describe('typedCount', () => {
  it('reads a count of pieces in digits or words', () => {
    expect(typedCount('2 salmon fillets')).toBe(2);
    expect(typedCount('three pork chops')).toBe(3);
    expect(typedCount('6 chicken thighs')).toBe(6);
  });

  it('reads the tins or cans typed, one for "a tin" or "tin of"', () => {
    expect(typedCans('tin of chickpeas')).toBe(1);
    expect(typedCans('big tin of peaches')).toBe(1);
    expect(typedCans('2 cans black beans')).toBe(2);
    expect(typedCans('two tins of tomatoes')).toBe(2);
    expect(typedCans('tinned tomatoes')).toBeNull();
    expect(typedCans('chickpeas')).toBeNull();
  });

  it('ignores weights, packs and items with no count', () => {
    expect(typedCount('500g beef mince')).toBeNull();
    expect(typedCount('500 g beef mince')).toBeNull();
    expect(typedCount('2 lb chicken drumsticks')).toBeNull();
    expect(typedCount('2 tins chopped tomatoes')).toBeNull();
    expect(typedCount('chicken thighs')).toBeNull();
    expect(typedCount('a dozen eggs')).toBeNull();
  });
});

describe('scaleAmounts', () => {
  it('scales both ends of a range, and says one amount when they meet', () => {
    expect(scaleAmounts('whisk with 1–2 tbsp water', 0.5)).toBe('whisk with ½–1 tbsp water');
    expect(scaleAmounts('whisk with 1–2 tbsp water', 2)).toBe('whisk with 2–4 tbsp water');
    expect(scaleAmounts('add 1–1½ tbsp water', 0.5)).not.toMatch(/(\S+)–\1 /);
  });
});

describe('recipes fitted to the pieces the visitor has', () => {
  it('makes supper for two from two salmon fillets, every amount following', () => {
    const r = cookRecipe(['2 salmon fillets', 'pesto', 'panko breadcrumbs', 'green beans']);
    expect(r.markdown).toMatch(/\*Serves 2 ·/);
    expect(r.markdown).toContain('- 2 salmon fillets');
    expect(r.markdown).not.toMatch(/- 4 salmon fillets/);
    const four = cookRecipe(['salmon fillets', 'pesto', 'panko breadcrumbs', 'green beans']);
    expect(four.markdown).toMatch(/\*Serves 4 ·/);
    // the pesto for four is more than the pesto for two
    const pesto = (md: string) => Number(/- (\d+) tbsp pesto/.exec(md)?.[1] ?? NaN);
    expect(pesto(r.markdown)).toBeLessThan(pesto(four.markdown));
  });

  it('keeps a recipe whose meat matches the weight the visitor gave', () => {
    const r = cookRecipe(['500g beef mince', 'onion', 'chopped tomatoes', 'spaghetti']);
    expect(r.markdown).toMatch(/\*Serves [46] ·/);
    expect(r.markdown).toMatch(/- 500 g /);
  });

  it('fits the recipe to a weight of meat the visitor gave', () => {
    // a beef stew for six calls for 750 g of beef; a visitor with 1 lb cooks for four
    const plain = cookRecipe(['beef chuck', 'carrots', 'potatoes', 'onions', 'beef stock']);
    const r = cookRecipe(['1 lb beef chuck', 'carrots', 'potatoes', 'onions', 'beef stock']);
    const grams = (md: string) => Number(/- (\d+) g [^\n]*beef/.exec(md)?.[1] ?? NaN);
    const serves = (md: string) => Number(/\*Serves (\d+) ·/.exec(md)?.[1]);
    expect(grams(plain.markdown)).toBeGreaterThan(700);
    expect(grams(r.markdown)).toBe(450);
    expect(serves(r.markdown)).toBeLessThan(serves(plain.markdown));
  });

  it('never asks for more eggs than the visitor counted, nor their notes either', () => {
    const r = cookRecipe(['4 eggs', 'ham', 'butter', 'chives', 'cheddar']);
    const eggs = Number(/- (\d+) eggs?\b/.exec(r.markdown)?.[1]);
    expect(eggs).toBeGreaterThan(0);
    expect(eggs).toBeLessThanOrEqual(4);
    const benedict = cookRecipe(['english muffins', 'eggs', 'ham', 'butter', 'lemon'], {
      servings: 2,
    });
    expect(benedict.markdown).toContain('- 5 eggs, 4 for poaching, 1 yolk for the sauce');
  });

  it('gives the weight of meat the visitor typed, not a count of pieces, and feeds what it makes', () => {
    // "4 sirloin steaks" for a cook with 500 g of sirloin
    const r = cookRecipe([
      '500g sirloin steak',
      'oyster sauce',
      'soy sauce',
      'limes',
      'black peppercorns',
      'red onion',
      'tomatoes',
      'lettuce',
      'jasmine rice',
      '2 eggs',
    ]);
    expect(r.markdown).toMatch(/^- 500 g sirloin steaks?\b/m);
    expect(r.markdown).not.toMatch(/^- \d+ sirloin steaks/m);
    expect(r.markdown).toContain('*Serves 3 ');
    // a whole bird is still a bird: 1.6 kg of chicken is a roast for four, not for nine
    const roast = cookRecipe([
      '1.6kg whole chicken',
      'potatoes',
      'carrots',
      'parsnips',
      'gravy granules',
    ]);
    expect(roast.markdown).toMatch(/^- 1 whole chicken/m);
    expect(roast.markdown).not.toContain('*Serves 9 ');
  });

  it('names one of a thing in the singular once the recipe is fitted to it', () => {
    // a tonkatsu for two has 1 egg to dip the pork in, not "the eggs"
    const r = cookRecipe([
      '2 pork loin steaks',
      'panko',
      '2 eggs',
      'plain flour',
      'white cabbage',
      'bulldog sauce',
      'lemon',
    ]);
    expect(r.markdown).toMatch(/^- 1 egg\b/m);
    expect(r.markdown).toContain('dip in the egg and');
    expect(r.markdown).not.toContain('the eggs');
  });

  it('names two of a thing in the plural once the recipe is scaled up to them', () => {
    // a curry goat for six drops in two scotch bonnets, and says so
    const r = cookRecipe([
      '1.5kg goat on the bone',
      'jamaican curry powder',
      'scotch bonnet',
      'onions',
      'thyme',
      'potatoes',
    ]);
    expect(r.markdown).toMatch(/^- 2 scotch bonnet chillies\b/m);
    expect(r.markdown).toContain('drop in the whole scotch bonnet chillies');
  });

  it('divides a supper for two between two bowls, not four', () => {
    const r = cookRecipe([
      '2 salmon fillets',
      'cucumber',
      'radishes',
      'rice noodles',
      'sweet chilli sauce',
      'lime',
      'coriander',
    ]);
    expect(r.markdown).toMatch(/Serves 2\b/);
    expect(r.markdown).toContain('between two bowls');
    expect(r.markdown).not.toContain('four bowls');
  });

  it('cooks with the one onion or pepper typed rather than send the visitor for a second', () => {
    for (const list of [
      ['500g chestnut mushrooms', '1 onion', 'garlic', 'smoked paprika', 'soured cream', 'parsley'],
      ['4 chicken breasts', '1 red pepper', 'broccoli', 'soy sauce', 'garlic', 'ginger', 'rice'],
    ]) {
      const r = cookRecipe(list);
      const [, name = ''] = /^1 (onion|red pepper)/.exec(list[1] ?? '') ?? [];
      expect(r.markdown, r.title).toMatch(new RegExp(`^- 1 ${name}\\b`, 'm'));
      expect(r.markdown, r.title).not.toMatch(new RegExp(`^- [2-9] ${name}`, 'm'));
      expect(r.markdown, r.title).not.toContain(`the ${name}s`);
    }
  });

  // Scaled up to the visitor's meat, a recipe still asks for no more of the onions, peppers or tins
  // they counted: a brisket for eight from 3 lb with their two onions, not five.
  it.each([
    [
      [
        '3 lb beef brisket',
        'bottle of bbq sauce',
        'brioche buns',
        'bag of coleslaw mix',
        'mayo',
        'russet potatoes',
        '2 onions',
        'beef broth',
        'apple cider vinegar',
      ],
      1,
      '2 onions',
    ],
    [
      [
        'all-purpose flour',
        'baking powder',
        'milk',
        'shortening',
        '1 lb ground beef',
        'can of pinto beans',
        'iceberg lettuce',
        'shredded cheddar',
        'tomatoes',
        'sour cream',
      ],
      0,
      '1 can pinto beans',
    ],
    [
      [
        '1.5kg chicken pieces',
        'brown sugar',
        'parboiled rice',
        'tin of pigeon peas',
        'coconut milk',
        'carrots',
        'pumpkin',
        'onion',
        'bottle of green seasoning',
        'scotch bonnet',
      ],
      0,
      '1 can pigeon peas',
    ],
  ])(
    'asks no more of a counted item than typed when the meat scales it up: %j',
    (list, attempt, line) => {
      const r = cookRecipe(list, { attempt });
      const [, serves = '0'] = /Serves (\d+)/.exec(r.markdown) ?? [];
      expect(Number(serves)).toBeGreaterThan(4);
      expect(r.markdown).toMatch(new RegExp(`^- ${line}\\b`, 'm'));
    },
  );

  it('serves the bread the visitor counted on the side, not a side of four', () => {
    const list = [
      'supermarket pack of cooked chicken tikka pieces',
      '2 garlic naans',
      'bag of salad',
      'jar of mango chutney',
      'tub of raita',
      'pouch of pilau rice',
      'red onion',
    ];
    const naans = [0, 1, 2].flatMap((attempt) => {
      const line = /^- (\d+) garlic naans?\b/m.exec(cookRecipe(list, { attempt }).markdown);
      return line ? [Number(line[1])] : [];
    });
    expect(naans.length).toBeGreaterThan(0);
    for (const n of naans) expect(n).toBeLessThanOrEqual(2);
  });

  it('measures a variety as the dish measures what it stands for', () => {
    // the visitor's white vinegar in a curtido that asks for 100 ml of white wine vinegar
    const r = cookRecipe([
      'masa harina',
      'refried beans',
      'mozzarella',
      'green cabbage',
      'carrot',
      'white vinegar',
      'dried oregano',
    ]);
    expect(r.markdown, r.title).toMatch(/^- 100 ml white vinegar$/m);
    expect(r.markdown).not.toMatch(/white wine vinegar/);
  });

  it('uses both of the visitor’s courgettes and peppers in a stew that asks for one of each', () => {
    const r = cookRecipe([
      '1 aubergine',
      '2 courgettes',
      '2 red peppers',
      '1 onion',
      'garlic',
      'tin of plum tomatoes',
      'herbes de provence',
      'tin of cannellini beans',
    ]);
    expect(r.markdown, r.title).toMatch(/^- 2 courgettes\b/m);
    expect(r.markdown, r.title).toMatch(/^- 2 red peppers\b/m);
  });

  it('puts both of the visitor’s tins of beans into a savoury dish that asks for one', () => {
    const list = [
      '2 cans pinto beans',
      'pack of corn tortillas',
      'queso fresco',
      '8 eggs',
      '3 poblano peppers',
      'long grain rice',
      '1 white onion',
      'jar of salsa verde',
      'mexican crema',
      'cilantro',
    ];
    const r = cookRecipe(list);
    expect(r.markdown, r.title).toMatch(/^- 2 cans pinto beans\b/m);
    // but not three tins into a dish written for one
    const three = cookRecipe(list.map((item) => item.replace(/^2 cans/, '3 cans')));
    expect(three.markdown, three.title).toMatch(/^- 1 can pinto beans\b/m);
  });

  it('asks no more of the potatoes the visitor weighed than they have, when the fish scales it up', () => {
    const r = cookRecipe([
      '12 whole sardines, gutted',
      'coarse sea salt',
      '1kg new potatoes',
      '3 red peppers',
      '1 red onion',
      '4 ripe tomatoes',
      'good olive oil',
      'red wine vinegar',
      'flat leaf parsley',
      'lemons',
      'crusty bread',
    ]);
    expect(r.markdown, r.title).toMatch(/^- 1 kg new potatoes\b/m);
  });

  it('keeps a dish’s lemons to its own count: the juice is measured for sharpness', () => {
    const r = cookRecipe([
      '3 chicken breasts',
      'cornflour',
      '2 eggs',
      '3 lemons',
      'caster sugar',
      'chicken stock',
      'vegetable oil',
      'long grain rice',
      'spring onions',
    ]);
    expect(r.markdown, r.title).toMatch(/^- 2 lemons, zested and juiced$/m);
  });

  it('at most doubles a recipe', () => {
    const r = cookRecipe(['12 chicken thighs', 'rice', 'soy sauce', 'honey', 'garlic']);
    const serves = Number(/\*Serves (\d+) ·/.exec(r.markdown)?.[1]);
    expect(serves).toBeGreaterThanOrEqual(4);
    expect(serves).toBeLessThanOrEqual(8);
  });
});

describe('scaleAmounts', () => {
  it('scales the amounts a step names with the list', () => {
    expect(scaleAmounts('Mix 100 ml of the coconut milk with 1½ tbsp of the sauce.', 0.5)).toBe(
      'Mix 50 ml of the coconut milk with 1 tbsp of the sauce.',
    );
    expect(scaleAmounts('Stir in 2 tsp of the cumin and 400 g of the rice.', 1.5)).toBe(
      'Stir in 3 tsp of the cumin and 600 g of the rice.',
    );
  });

  it('leaves times, heats and sizes alone, and a spoonful to fry in', () => {
    const step = 'Fry in 1 tbsp oil for 8 minutes at 200 °C in a 23 cm pan.';
    expect(scaleAmounts(step, 0.5)).toBe(step);
  });
});

describe('a recipe built on one ball of dough or roll of pastry', () => {
  it('puts all six sausages on the pizzas for four rather than asking for a second ball of dough', () => {
    const { markdown } = cookRecipe(
      [
        'ball of pizza dough',
        '6 italian sausages',
        'tub of ricotta',
        'jar of roasted peppers',
        'grated mozarella',
        'chilli flakes',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/\*Serves 4 /);
    expect(markdown).toMatch(/- 6 Italian sausages/);
    expect(markdown).not.toMatch(/1½ kg pizza dough/);
  });
});
