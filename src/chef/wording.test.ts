import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';
import { tidy } from './draft';
import { DISHES } from './data/dishes';
import { titleCase, titleName } from './util';

/**
 * Round 12 of the cook's panel read these lines as machine-made or wrong; each case failed before
 * its fix.
 */
/** Skate wings for a meunière, the list several cases below build on. */
const SKATE = ['2 skate wings', 'plain flour', 'unsalted butter', 'capers', 'lemon'];

describe('the visitor’s words in a recipe', () => {
  it('leaves a verb alone: "Butter two tins", not "Softened butter two tins"', () => {
    const r = cookRecipe([
      '225g self-raising flour',
      '225g caster sugar',
      '225g softened butter',
      '4 eggs',
      'baking powder',
      'strawberry jam',
    ]);
    expect(r.markdown).toContain('Butter two 20 cm sandwich tins');
    expect(r.markdown).not.toMatch(/Softened butter two/);
    // the butter as an ingredient still takes the visitor's word
    expect(r.markdown).toMatch(/^- 225 g softened butter/m);
  });

  it('names one line for two of the visitor’s items by neither: never "dark light soy sauce"', () => {
    const r = cookRecipe([
      '400g fresh flat rice noodles',
      '250g raw king prawns',
      '2 lap cheong sausages',
      '3 eggs',
      'beansprouts',
      'garlic chives',
      'dark soy sauce',
      'light soy sauce',
      'oyster sauce',
    ]);
    expect(r.title).toBe('Char Kway Teow');
    expect(r.markdown).not.toMatch(/dark light|light dark/);
    // the dish's own line already shares it out: no "(your dark ... and light ...)" after it
    expect(r.markdown).toMatch(/^- 2½ tbsp soy sauce, 1½ tbsp dark and 1 tbsp light$/m);
  });

  it('says once what two of the visitor’s items filling one line have in common', () => {
    const r = cookRecipe([
      '2 chicken breasts',
      'green olives',
      'kalamata olives',
      'feta',
      'cucumber',
      'red onion',
      'cherry tomatoes',
    ]);
    expect(r.markdown, r.title).toMatch(/\(your green and kalamata olives together\)/);
    expect(r.markdown).not.toMatch(/between them\)/);
  });

  it('keeps the shape a biscuit was bought in: shortbread fingers, not digestive biscuits', () => {
    const r = cookRecipe([
      '600ml double cream',
      '150g caster sugar',
      '3 lemons',
      'packet of shortbread fingers',
    ]);
    expect(r.title).toBe('Lemon Posset');
    expect(r.markdown).toContain('shortbread fingers');
    expect(r.markdown).not.toMatch(/digestive/i);
  });

  it('adds no cut to a piece the visitor named: "skate wings", not "skate wings fillets"', () => {
    const r = cookRecipe([...SKATE, 'flat-leaf parsley']);
    expect(r.markdown).toContain('skate wings');
    expect(r.markdown).not.toMatch(/wings? fillets?/);
  });

  it('names the cut the visitor bought: beef cheeks and lamb neck, not stewing beef and shoulder', () => {
    const cheeks = cookRecipe([
      '4 beef cheeks',
      'bottle of red wine',
      '2 carrots',
      'onion',
      'garlic',
      'thyme',
    ]);
    expect(cheeks.markdown).toMatch(/^- (?:4|1 kg) beef cheeks\b/m);
    expect(cheeks.markdown).not.toMatch(/stewing beef/i);
    const neck = cookRecipe(['1kg lamb neck chops', '1kg potatoes', '3 carrots', '2 onions']);
    expect(neck.title).toBe('Irish Stew');
    expect(neck.markdown).toMatch(/^- 1 kg lamb neck chops\b/m);
    expect(neck.markdown).not.toMatch(/lamb shoulder/);
  });

  it('does not drain and tear cheese the visitor bought shredded', () => {
    const r = cookRecipe([
      '2 aubergines',
      'jar of marinara',
      'bag of shredded mozzarella',
      'parmesan',
      'basil',
    ]);
    expect(r.title).toBe('Aubergine Parmigiana');
    expect(r.markdown).toMatch(/^- 250 g mozzarella, shredded$/m);
    expect(r.markdown).not.toMatch(/drained and torn/);
  });

  it('keeps the noun of a name that would end on how it was cooked: "Tinned Stewed Steak"', () => {
    expect(titleName('stewed_steak')).toBe('Tinned Stewed Steak');
    // a cut word still goes where a noun is left
    expect(titleName('chicken_thigh')).toBe('Chicken');
  });

  it('reads "reduced" and "pot of" as how an item was bought, not as part of its name', () => {
    const r = cookRecipe([
      'reduced pack of lamb leg steaks',
      'reduced bunch of asparagus',
      'reduced tub of houmous',
      'reduced pack of flatbreads',
      'reduced block of feta',
      'reduced pot of fresh mint',
    ]);
    const written = r.markdown.split('**Uses your:**')[1]?.split('## Ingredients')[1] ?? '';
    expect(written).toMatch(/feta/);
    expect(`${r.title} ${written}`).not.toMatch(/reduced|pot mint/i);
  });

  it('reads "a tray of" as how sausages were bought: "8 cocktail sausages", not "8 tray cocktail sausages"', () => {
    const r = cookRecipe([
      'half a tray of cocktail sausages',
      'eggs',
      'milk',
      'plain flour',
      'onions',
      'frozen peas',
    ]);
    const written = r.markdown.split('## Ingredients')[1] ?? '';
    expect(written).toMatch(/cocktail sausages/);
    expect(written).not.toMatch(/tray cocktail/);
  });

  it('names a part of a fruit by the fruit in the singular ("apple wedges"), and says "the apples are"', () => {
    const chops = cookRecipe([
      '4 pork chops',
      '2 apples',
      'bottle of cider',
      'potatoes',
      'sage',
      'butter',
    ]);
    expect(chops.markdown).toMatch(/apple wedges/);
    expect(chops.markdown).not.toMatch(/apples wedges/);
    // and the verb follows the count: the dish's one apple "is golden", the visitor's two "are"
    expect(chops.markdown).toMatch(/until the apples are golden/);
    expect(chops.markdown).not.toMatch(/apples is\b/);
    const cake = cookRecipe([
      'self-raising flour',
      'butter',
      'caster sugar',
      'eggs',
      'instant coffee',
      'walnuts',
      'icing sugar',
    ]);
    expect(cake.markdown).not.toMatch(/walnuts halves/);
  });

  it('says no word twice running in a title: "Buffalo-Style Chicken Wings" for buffalo wings', () => {
    const r = cookRecipe([
      'half a tray of buffalo wings',
      'ranch dressing',
      'blue cheese dressing',
      'celery',
      'butter',
      'hot sauce',
    ]);
    expect(r.title).toMatch(/Buffalo/);
    expect(r.title).not.toMatch(/Buffalo-Style Buffalo/);
    // in the steps the visitor's buffalo wings keep their name
    expect(r.markdown.split('## Instructions')[1] ?? '').toMatch(/buffalo wings/);
  });

  it('reads "a roll of puff pastry" as puff pastry, not "1 sheet roll of puff pastry"', () => {
    const r = cookRecipe(['roll of puff pastry', '4 apples', 'butter', 'caster sugar', 'cinnamon']);
    const written = r.markdown.split('## Ingredients')[1] ?? '';
    expect(written).toMatch(/^- 1 sheet puff pastry\b/m);
    expect(written).not.toMatch(/roll of puff|roll puff/);
  });

  it('reads "very ripe" as how ripe, never "very bananas" or "very salmon"', () => {
    for (const list of [
      [
        '4 very ripe bananas',
        '2 eggs',
        'self-raising flour',
        'bag of chocolate chips',
        'butter',
        'light brown sugar',
        'milk',
        'maple syrup',
      ],
      [
        'very fresh salmon fillet',
        'gin',
        'dill',
        'sea salt',
        'caster sugar',
        'rye bread',
        'sweet mustard',
      ],
    ])
      for (const attempt of [0, 1]) {
        const r = cookRecipe(list, { attempt });
        expect(r.markdown, r.title).not.toMatch(/\bvery (?:bananas?|salmon)\b/i);
      }
  });

  it('does not serve the bread twice when the dish already serves it', () => {
    const r = cookRecipe([
      '2 courgettes',
      '1 aubergine',
      '4 waxy potatoes',
      'red onion',
      '2 tins of chopped tomatoes',
      'garlic',
      'dried oregano',
      'olive oil',
      'parsley',
      'crusty bread',
    ]);
    expect(r.title).toBe('Briam');
    const steps = r.markdown.split('## Instructions')[1]?.split('## Tips')[0] ?? '';
    expect(steps.match(/crusty bread/g)).toHaveLength(1);
  });

  it('names rice bought in pouches and wine poured by the glass as rice and wine', () => {
    const written = (list: string[]) => cookRecipe(list).markdown.split('## Ingredients')[1] ?? '';
    const rice = written([
      '400g sirloin steak',
      'green pepper',
      'onion',
      'oyster sauce',
      'dark soy sauce',
      '2 pouches of microwave rice',
    ]);
    expect(rice).toMatch(/microwave rice/);
    expect(rice).not.toMatch(/pouch/);
    const wine = written([
      'risotto rice',
      'onion',
      'glass of white wine',
      'chicken stock',
      'parmesan',
      'butter',
    ]);
    expect(wine).toMatch(/white wine/);
    expect(wine).not.toMatch(/glass (?:of )?white/);
  });

  it('bakes bought oven chips as their packet says, not for a raw potato’s 40 minutes', () => {
    const r = cookRecipe(['gammon steaks', 'pineapple rings', 'oven chips', 'peas', 'eggs']);
    expect(r.title).toBe('Gammon, Egg and Chips');
    expect(r.markdown).toMatch(/oven chips[^.]*roast as the packet says/);
    expect(r.markdown).not.toMatch(/roast for 40/);
  });

  it('thaws raw prawns bought frozen, but not fish fingers, which cook from frozen', () => {
    const prawns = cookRecipe([
      'bag of frozen raw king prawns',
      'garlic',
      'chilli',
      'linguine',
      'lemon',
    ]);
    expect(prawns.markdown).toMatch(/^- [^\n]*prawns[^\n]*, thawed$/m);
    const fingers = cookRecipe([
      'frozen fish fingers',
      'tortillas',
      'red cabbage',
      'lime',
      'mayonnaise',
    ]);
    expect(fingers.markdown).toMatch(/fish fingers/);
    expect(fingers.markdown).not.toMatch(/thawed/);
    // nor breaded chicken: nuggets bake from the freezer
    const nuggets = cookRecipe([
      'frozen chicken nuggets',
      'pitta breads',
      'lettuce',
      'tomatoes',
      'garlic sauce',
    ]);
    expect(nuggets.markdown).toMatch(/^- [^\n]*chicken nuggets/m);
    expect(nuggets.markdown).not.toMatch(/thawed/);
  });

  it('keeps the names that say a word twice: piri piri sauce, mahi mahi', () => {
    expect(tidy('Add the piri piri sauce and the mahi mahi.')).toBe(
      'Add the piri piri sauce and the mahi mahi.',
    );
    expect(tidy('the cod fillets fillets')).toBe('The cod fillets');
    const bangBang = cookRecipe([
      'chicken breasts',
      'peanut butter',
      'cucumber',
      'chilli oil',
      'spring onions',
      'soy sauce',
    ]);
    expect(bangBang.title).toBe('Bang Bang Chicken');
  });

  it('keeps every letter of a Vietnamese title: "Cơm Sườn Nướng", not "Cơm Sườnướng"', () => {
    const r = cookRecipe(['pork chops', 'lemongrass', 'fish sauce', 'rice', 'sugar', 'garlic']);
    expect(r.title).toBe('Cơm Sườn Nướng');
  });

  it('does not say the visitor\u2019s word twice where the recipe already says it: "flat rice noodles"', () => {
    const r = cookRecipe([
      '300g flank steak',
      'pack of fresh flat rice noodles',
      'bag of beansprouts',
      'bunch of spring onions',
      'dark soy sauce',
      'light soy sauce',
      'oyster sauce',
    ]);
    expect(r.markdown).toMatch(/flat rice noodles/);
    expect(r.markdown).not.toMatch(/flat flat/);
  });

  it('counts bacon in its own unit, not "slices rashers streaky bacon"', () => {
    const r = cookRecipe([
      '4 chicken breasts',
      '8 rashers streaky bacon',
      'bag of baby potatoes',
      'green beans',
      'cherry tomatoes',
    ]);
    // what the recipe writes, not the visitor's own words it repeats at the top
    const written = r.markdown.split('## Ingredients')[1] ?? '';
    expect(written).toMatch(/^- \d+ slices streaky bacon$/m);
    expect(written).not.toMatch(/rashers/);
  });

  it('does not call one of the same kind a swap: hoagie rolls for burger buns', () => {
    const r = cookRecipe([
      '1.5 lb ribeye steak',
      '4 hoagie rolls',
      '2 yellow onions',
      'green bell pepper',
      'sliced provolone',
    ]);
    expect(r.title).toBe('Philly Cheesesteak');
    expect(r.markdown).toMatch(/^- 4 hoagie rolls, split$/m);
    expect(r.markdown).not.toContain('instead of the burger buns');
    // a swap that changes the taste is still said: provolone for the dish's mozzarella
    expect(r.markdown).toMatch(/provolone[^\n]*\(in place of mozzarella\)/);
  });
});

const ingredientLines = (markdown: string) =>
  markdown.split('\n').filter((l) => l.startsWith('- ') && !l.includes('Food safety'));

describe('the visitor’s words in their own order', () => {
  it('keeps "strong white bread flour" as written and drops the sachet from the yeast', () => {
    const r = cookRecipe([
      'strong white bread flour',
      'sachet of yeast',
      'olive oil',
      'mozzarella',
      'tinned tomatoes',
      'basil',
    ]);
    expect(r.markdown).toContain('strong white bread flour');
    expect(r.markdown).not.toMatch(/white strong|sachet yeast/);
  });

  it('keeps the Bramley in "4 bramley apples" and no thumb in the ginger', () => {
    const crumble = cookRecipe(['4 bramley apples', 'plain flour', 'butter', 'demerara sugar']);
    expect(crumble.markdown).toMatch(/Bramley apples/);
    const curry = cookRecipe([
      '8 chicken thighs',
      'onion',
      'garlic',
      'big thumb of ginger',
      'garam masala',
      'tin of tomatoes',
    ]);
    expect(curry.markdown).toMatch(/ginger/);
    expect(curry.markdown).not.toMatch(/thumb ginger|big ginger/);
  });

  it('reads a name that starts with a digit after an amount: "1 cup 7up"', () => {
    const r = cookRecipe(['2 cups self-rising flour', '1 cup sour cream', '1 cup 7up', 'butter']);
    expect(r.used).toContain('1 cup 7up');
  });
});

describe('the visitor’s own amounts and staples', () => {
  it('uses the carton and the pack the visitor bought when the recipe comes close', () => {
    const quiche = cookRecipe([
      'block of shortcrust pastry',
      '200g smoked bacon lardons',
      '4 eggs',
      '300ml double cream',
      'gruyere',
      'nutmeg',
    ]);
    expect(quiche.title).toBe('Quiche Lorraine');
    expect(ingredientLines(quiche.markdown)).toContain('- 300 ml double cream');
    expect(ingredientLines(quiche.markdown)).toContain('- 200 g smoked bacon lardons');
    // a pinch is a pinch: never "1½ pinches"
    expect(quiche.markdown).not.toMatch(/[½¼¾] pinch/);
    // and the blurb's adjective gives way to the visitor's own word
    expect(quiche.markdown).not.toContain('smoky smoked');
  });

  it('cooks the whole pound of andouille a gumbo list brings, not 200 g of it', () => {
    const r = cookRecipe([
      '2 lb boneless chicken thighs',
      '1 lb andouille sausage',
      'all-purpose flour',
      'vegetable oil',
      'onion',
      'celery',
      'green bell pepper',
      'garlic',
      'chicken stock',
      'bag of frozen okra',
      'cajun seasoning',
      'long grain rice',
    ]);
    expect(r.title).toMatch(/gumbo/i);
    expect(ingredientLines(r.markdown)).toContainEqual(expect.stringMatching(/^- 450 g andouille/));
  });

  it('scales the parts a note gives with its line', () => {
    const r = cookRecipe([
      '1kg beef shin',
      'doubanjiang',
      'star anise',
      'soy sauce',
      'ginger',
      'spring onions',
      'fresh wheat noodles',
      'pak choi',
    ]);
    const soy = ingredientLines(r.markdown).find((l) => l.includes('soy sauce'));
    expect(soy).toBeDefined();
    const parts = [...(soy ?? '').matchAll(/(\d+)(½)? tbsp/g)].map(
      ([, whole, half]) => Number(whole) + (half ? 0.5 : 0),
    );
    // "6½ tbsp soy sauce, ideally 4 tbsp light and 2½ tbsp dark": the parts add up to the whole
    expect(parts.length).toBe(3);
    expect((parts[1] ?? 0) + (parts[2] ?? 0)).toBe(parts[0]);
  });

  it('counts the potatoes boiled alongside in the cooking time', () => {
    const r = cookRecipe([...SKATE, 'new potatoes']);
    expect(r.markdown).toContain('boil in salted water for 15–20 minutes');
    const cook = Number(/Cook (\d+) min/.exec(r.markdown)?.[1]);
    expect(cook).toBeGreaterThanOrEqual(20);
  });

  it('fries in the visitor’s peanut oil and sweetens with their brown sugar', () => {
    const fried = cookRecipe([
      '3 lb chicken drumsticks and thighs',
      '1 quart buttermilk',
      'hot sauce',
      'all-purpose flour',
      'paprika',
      'peanut oil for frying',
    ]);
    expect(fried.markdown).toMatch(/^- [\d ]+ml peanut oil, for deep-frying$/m);
    expect(fried.markdown).not.toMatch(/vegetable oil|groundnut/);
    const strudel = cookRecipe([
      'pack of filo pastry',
      '4 bramley apples',
      'sultanas',
      'ground cinnamon',
      'light brown sugar',
      'dried breadcrumbs',
      'unsalted butter',
    ]);
    expect(strudel.title).toMatch(/^(?:Bramley )?Apple Strudel$/);
    expect(ingredientLines(strudel.markdown)).toContain('- 75 g light brown sugar');
    expect(strudel.markdown).not.toContain('Not used this time: light brown sugar');
    // a spoonful of their brown sugar for the dish's spoonful of sugar, not a whole 100 g bag
    const yakitori = cookRecipe([
      '8 boneless chicken thighs',
      'bunch of spring onions',
      'soy sauce',
      'mirin',
      'brown sugar',
    ]);
    expect(ingredientLines(yakitori.markdown)).toContainEqual(
      expect.stringMatching(/^- \d+ tbsp brown sugar$/),
    );
  });
});

describe('asking again when nothing else keeps the main', () => {
  it('offers a sweet dish of the rest of a sweet list, not cheese on toast for its bread', () => {
    const list = [
      'soft milk bread',
      'double cream',
      'caster sugar',
      'strawberries',
      '2 kiwis',
      'tin of mandarin segments',
    ];
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.title).not.toBe(cookRecipe(list).title);
    expect(again.title).not.toMatch(/cheese/i);
    expect(again.used).toEqual(expect.arrayContaining(['double cream', 'strawberries']));
    expect(again.extras.length).toBeLessThanOrEqual(1);
  });

  it('still keeps a meat or fish main, and a fair second that keeps it comes first', () => {
    // scrambled eggs on the crumpets, not a honey cake without them
    expect(cookRecipe(['Crumpets', 'Butter', 'Honey', 'Eggs'], { attempt: 1 }).title).toMatch(
      /crumpet/i,
    );
    const mackerel = cookRecipe(
      ['2 whole mackerel', 'punnet of gooseberries', 'caster sugar', 'butter', 'new potatoes'],
      { attempt: 1 },
    );
    expect(mackerel.used).toContain('2 whole mackerel');
  });
});

describe('the visitor’s leftovers at their own moment', () => {
  it('wilts spinach into a stew at its end, not stewed with the onions', () => {
    const r = cookRecipe([
      'pork sausages',
      'tinned tomatoes',
      'butter beans',
      'onion',
      'smoked paprika',
      'spinach',
    ]);
    expect(r.title).toBe('Pork Sausage Casserole');
    const steps = r.markdown.split('\n').filter((l) => /^\d+\. /.test(l));
    const at = steps.findIndex((s) => s.includes('spinach'));
    expect(steps[at]).toContain('Stir in the spinach for the last 2 minutes, until wilted.');
    expect(at).toBe(steps.length - 1);
    expect(r.markdown).not.toMatch(/Add the spinach/);
  });

  it('cuts the kernels off a corn cob for a pizza', () => {
    const r = cookRecipe([
      'pitta breads',
      'bbq sauce',
      '6 leftover sausages',
      'corn on the cob',
      'halloumi',
      'cherry tomatoes',
    ]);
    expect(r.markdown).toMatch(/corn on the cob, kernels cut from the cob/);
    expect(r.markdown).not.toMatch(/cobs?, drained/);
  });
});

describe('a staple as the main', () => {
  it('finds the yeasted buns for plain flour, yeast, milk and eggs, not pancakes', () => {
    const r = cookRecipe([
      'plain flour',
      'dried yeast',
      'whole milk',
      'butter',
      'caster sugar',
      'cardamom pods',
      '1 egg',
    ]);
    expect(r.title).toMatch(/cardamom buns/i);
  });
});

describe('drinks asked again', () => {
  it('counts an iced drink as another drink than a hot one, so a drink follows a drink', () => {
    const list = [
      'loose black tea',
      'star anise',
      'sugar',
      'sweetened condensed milk',
      'evaporated milk',
      'crushed ice',
    ];
    expect(cookRecipe(list).title).toMatch(/thai iced tea/i);
    expect(cookRecipe(list, { attempt: 1 }).title).not.toMatch(/pancake/i);
  });
});

describe('sides in their place', () => {
  it('steams the greens before the fish goes onto warm plates, not after', () => {
    const r = cookRecipe([...SKATE, 'new potatoes', 'tenderstem broccoli']);
    const steps = r.markdown.split('\n').filter((l) => /^\d+\. /.test(l));
    const steamed = steps.findIndex((s) => s.includes('steam the tenderstem broccoli'));
    const plated = steps.findIndex((s) => s.includes('warm plates'));
    expect(steamed).toBeGreaterThan(0);
    expect(steamed).toBeLessThan(plated);
    // a serving of greens a plate, not 50 g between two
    expect(r.markdown).toMatch(/^- 1(?:50|75) g tenderstem broccoli/m);
  });

  // The panel read "serve … roast potatoes" and then a step that boils the potatoes for mash.
  it.each([
    [
      [
        '2 lamb shanks',
        'red wine',
        'rosemary',
        'carrots',
        'onions',
        'lamb stock cube',
        'potatoes',
        'butter',
      ],
      0,
      /While it finishes, boil the potatoes[^.]*mash with the butter[^.]*\. Lift the shanks out/,
    ],
    [
      [
        '1kg stewing beef',
        'bottle of red wine',
        '200g smoked lardons',
        '12 shallots',
        'chestnut mushrooms',
        '2 carrots',
        'garlic',
        'thyme',
        'bay leaves',
        'plain flour',
        'maris pipers',
      ],
      0,
      /About 25 minutes before serving, boil the Maris pipers[^.]*\.\n\d+\. Fry the shallots/,
    ],
  ])(
    'mashes the potatoes for a long braise before it is served, not after: %j',
    (list, attempt, where) => {
      const r = cookRecipe(list, { attempt });
      const steps = r.markdown.split('\n').filter((l) => /^\d+\. /.test(l));
      const mash = steps.findIndex((s) => /\bmash\b/.test(s));
      const served = steps.findIndex((s) => /\b(?:serve |spoon over|pass the)/i.test(s));
      expect(mash, r.title).toBeGreaterThanOrEqual(0);
      if (served >= 0) expect(mash, r.title).toBeLessThanOrEqual(served);
      expect(r.markdown).toMatch(where);
    },
  );
});

describe('optional parts of a step', () => {
  it('keep the herb the visitor has when the other in the part is missing: thyme without bay', () => {
    const r = cookRecipe([
      '1kg beef shin',
      'onions',
      'carrots',
      'red wine',
      'beef stock',
      'potatoes',
      'butter',
      'thyme',
    ]);
    const steps = r.markdown.split('## Instructions')[1] ?? '';
    // listed, so used: "Tuck in the thyme.", not a line for thyme and no step that adds it
    expect(r.markdown).toMatch(/^- 3 sprigs thyme/m);
    expect(steps).toMatch(/Tuck in the thyme\./);
  });

  it('leave no sentence starting "and" when every part that names an ingredient is dropped', () => {
    const dangling: string[] = [];
    for (const dish of DISHES)
      for (const step of dish.steps) {
        const bare = step.replace(/\[([^\]]*)\]/g, (_, inner: string) =>
          inner.includes('{') ? '' : inner,
        );
        if (/(?:^|[.!?]\s+)and\b/i.test(bare) || /\.\s*,/.test(bare))
          dangling.push(`${dish.title}: ${bare}`);
      }
    expect(dangling).toEqual([]);
  });
});

describe('how a dish cooks, read from its words', () => {
  it('reads a title by its words, not its placeholders, and burritos as wraps', async () => {
    const { INDEXED_DISHES } = await import('./dish-engine');
    const pie = INDEXED_DISHES.find((d) =>
      d.spec.title.includes('{stewing_beef} and {carrot} Pie'),
    );
    expect(pie?.method).toBe('pie');
    // a placeholder is read as its ingredient's name: "{lasagne} al Forno" is a lasagne
    const forno = INDEXED_DISHES.find((d) => d.plainTitle === 'Lasagne al Forno');
    expect(forno?.method).toBe('layered');
    const burritos = INDEXED_DISHES.filter((d) => /\bBurritos\b/.test(d.spec.title));
    expect(burritos.length).toBeGreaterThan(0);
    for (const d of burritos) expect(d.method, d.spec.title).toBe('wrap');
  });
});

describe('asking again within a cuisine', () => {
  it('offers the same cuisine cooked another way before a composed recipe', () => {
    const list = [
      'green beans',
      'pork mince',
      'sichuan peppercorns',
      'dried chillies',
      'garlic',
      'soy sauce',
      'rice',
    ];
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.source).toBe('dish');
    expect(again.used).toContain('pork mince');
  });
});

describe('names after a stand-in', () => {
  it('warms the visitor’s liquid stock where the dish crumbled a cube', () => {
    const r = cookRecipe(
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
      { attempt: 1 },
    );
    expect(r.markdown).not.toMatch(/Crumble the [a-z ]*stock\b(?! cube)/);
  });

  it('says a word once before its own plural: "egg yolks", not "egg yolk yolks"', () => {
    expect(tidy('Whisk the egg yolk yolks with the cream.')).toBe(
      'Whisk the egg yolks with the cream.',
    );
  });

  it('stirs in a spice the dish did not ask for as a cook would, not "season ... at this point"', () => {
    const r = cookRecipe([
      '800g beef chuck',
      'tin of chopped tomatoes',
      'red onion',
      'garlic',
      'cinnamon stick',
      'ground allspice',
      'bay leaves',
    ]);
    expect(r.used).toContain('ground allspice');
    expect(r.markdown).not.toMatch(/at this point/);
    // and not as an afterthought: "Stir in the ground allspice too."
    expect(r.markdown).toMatch(/Stir in the ground allspice\./);
  });

  it('finishes a dish with its herbs before serving it, not after "Serve at once."', () => {
    const r = cookRecipe([
      '4 eggs',
      'gruyère',
      'whole milk',
      'butter',
      'plain flour',
      'dijon mustard',
      'chives',
    ]);
    expect(r.markdown).toMatch(/Finish with the chives\. Serve at once\./);
    expect(r.markdown).not.toMatch(/Serve at once\. Finish with/);
  });

  it('keeps the visitor’s name for a thing without the pack it came in', () => {
    const r = cookRecipe([
      '500g beef mince',
      'jar of bolognese sauce',
      'spaghetti',
      'parmesan',
      'onion',
    ]);
    expect(r.markdown).toMatch(/^- 1 jar bolognese sauce\b/m);
    expect(r.markdown).not.toMatch(/jar jar/);
  });

  it('capitalises a typed name with an accent once, at its start: "Frisée", not "FriséE"', () => {
    expect(titleCase('frisée and crème fraîche')).toBe('Frisée And Crème Fraîche');
    expect(titleCase('bbq jackfruit')).toBe('BBQ Jackfruit');
  });
});

describe('the pan a leftover goes into', () => {
  it('adds the peas to a fried rice’s pan, not "to the tin", when the rice cooled on a tray', () => {
    const r = cookRecipe([
      'tinned mackerel',
      'kimchi',
      'rice',
      'eggs',
      'spring onions',
      'frozen peas',
    ]);
    expect(r.markdown).toContain('peas');
    expect(r.markdown).not.toMatch(/to the tin/);
  });
});

describe('two cans for one casserole', () => {
  it('uses both the cream of chicken and the cream of mushroom soup in a King Ranch chicken', () => {
    const r = cookRecipe([
      '1 rotisserie chicken',
      'can of cream of chicken soup',
      'can of cream of mushroom soup',
      'can of rotel',
      '12 corn tortillas',
      '2 cups shredded cheddar',
      'onion',
      'green bell pepper',
      'chili powder',
    ]);
    expect(r.title).toBe('King Ranch Chicken');
    expect(r.used).toContain('can of cream of mushroom soup');
    expect(r.markdown).not.toContain('Not used this time: can of cream of mushroom soup');
  });
});

describe('what finishes a dish goes on before it is served', () => {
  it('puts the mint on the kibbeh before it is served with the yoghurt', () => {
    const { markdown } = cookRecipe([
      '250g fine bulgur wheat',
      '750g lamb mince',
      '2 onions',
      'pine nuts',
      'ground allspice',
      'cinnamon',
      'butter',
      'greek yoghurt',
      'cucumber',
      'fresh mint',
    ]);
    expect(markdown).toMatch(/Finish with the mint and serve with the Greek yogurt\./);
    expect(markdown).not.toMatch(/serve[^\n]*\n[^\n]*Finish with the mint/i);
  });

  it('splits "drain and serve" to finish between them', () => {
    const { markdown } = cookRecipe([
      '1.5 lb thin-sliced beef top round',
      'pecorino romano',
      'italian breadcrumbs',
      'flat leaf parsley',
      'garlic',
      'pine nuts',
      'golden raisins',
      'kitchen twine',
      'jar of marinara',
      'rigatoni',
    ]);
    expect(markdown).toMatch(/Drain on kitchen paper\. Finish with the pine nuts and serve/);
  });

  it('finishes a sentence that ends "to serve" inside it', () => {
    const { markdown } = cookRecipe([
      'bag of coleslaw mix',
      '2 packs of chicken ramen',
      'sliced almonds',
      'sunflower seeds',
      'vegetable oil',
      'rice vinegar',
      'sugar',
      'green onions',
      'rotisserie chicken',
    ]);
    expect(markdown).toMatch(/sunflower seeds, finish with the almonds and serve\./);
  });

  it('puts the chives on before "Serve warm or cold"', () => {
    const { markdown } = cookRecipe([
      '6 eggs',
      'big bunch of parsley',
      'big bunch of corriander',
      'dill',
      'chives',
      'walnuts',
      'dried barberries',
      'turmeric',
      'flatbreads',
      'natural yoghurt',
    ]);
    expect(markdown).toMatch(/Finish with the chives\. Serve warm or cold/);
  });
});

describe('the visitor’s ghee in an Indian dish', () => {
  it('fries the chana masala in the ghee the visitor has, not in oil to buy', () => {
    const { markdown } = cookRecipe([
      'tin of chickpeas',
      'onion',
      'tin of chopped tomatoes',
      'garam masala',
      'ghee',
      'ginger',
      'garlic',
    ]);
    expect(markdown).toMatch(/Heat the ghee in a large saucepan/);
    expect(markdown).not.toMatch(/Not used this time:[^\n]*ghee/);
  });

  it('never deep-fries pakoras in the two spoons of ghee the visitor has', () => {
    const { markdown } = cookRecipe([
      'gram flour',
      '500g natural yoghurt',
      '2 onions',
      'turmeric',
      'fenugreek seeds',
      'cumin seeds',
      'dried red chillies',
      'curry leaves',
      'ginger',
      'ghee',
      'basmati rice',
    ]);
    expect(markdown).toMatch(/Kadhi/);
    expect(markdown).not.toMatch(/Heat the ghee in a deep pan/);
  });
});

describe('the visitor’s tin in a jar’s place', () => {
  it('swills the tin of tomatoes that stands in for a jar of pasta sauce, not "the jar"', () => {
    const { markdown } = cookRecipe(
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
      // the third answer since the cottage pie and the skillet came first for this list
      { attempt: 2 },
    );
    expect(markdown).toMatch(/Pour in the chopped tomatoes, swill the tin/);
    expect(markdown).not.toMatch(/swill the jar/);
  });
});
