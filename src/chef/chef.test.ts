import { describe, expect, it } from 'vitest';
import { CHEF_MODEL, cookRecipe } from './chef';
import { EVAL_LISTS } from './eval-lists';
import { INGREDIENTS } from './data/ingredients';
import { matchIngredient } from './lexicon';
import { templateDraft } from './templates/test-support';

function sections(markdown: string) {
  const rows = markdown.split('\n');
  let section = '';
  const ingredients: string[] = [];
  const steps: string[] = [];
  const tips: string[] = [];
  for (const row of rows) {
    if (row.startsWith('## ')) section = row.slice(3);
    else if (section === 'Ingredients' && row.startsWith('- ')) ingredients.push(row.slice(2));
    else if (section === 'Instructions' && /^\d+\. /.test(row))
      steps.push(row.replace(/^\d+\. /, ''));
    else if (section === 'Tips' && row.startsWith('- ')) tips.push(row.slice(2));
  }
  return { rows, ingredients, steps, tips };
}

/** Ingredient names from the lines, without amounts, notes or "(in place of ...)". */
function lineNames(lines: readonly string[]): string[] {
  return lines.map((l) => {
    const words = (l.replace(/\([^)]*\)/g, '').split(',')[0] ?? '').trim().split(' ');
    while (
      words.length > 1 &&
      /^([\d¼½¾⅓⅔.]+|g|kg|ml|litres?|tsp|tbsp|cups?|cloves?|pinch(es)?|handfuls?|slices?|cans?|bunch(es)?|sprigs?|stalks?)$/.test(
        words[0] ?? '',
      )
    ) {
      words.shift();
    }
    return words.join(' ');
  });
}

function flavoursOf(markdown: string) {
  return lineNames(sections(markdown).ingredients)
    .map((n) => matchIngredient(n))
    .map((m) => (m ? INGREDIENTS[m.id].flavour : 'neutral'));
}

describe('cookRecipe', () => {
  it('names its model', () => {
    expect(CHEF_MODEL).toBe('builtin-chef-1');
  });

  it('writes the markdown structure the page expects', () => {
    const r = cookRecipe(['Chicken breasts', 'Broccoli', 'Soy sauce', 'Garlic', 'Rice']);
    const { rows, ingredients, steps } = sections(r.markdown);
    expect(rows[0]).toBe(`# ${r.title}`);
    expect(r.markdown).toMatch(/\*\*Uses your:\*\* /);
    expect(r.markdown).toMatch(/Serves \d+ · Prep \d+ min · Cook \d+ min · Total \d+ min/);
    expect(rows).toContain('## Ingredients');
    expect(rows).toContain('## Instructions');
    expect(ingredients.length).toBeGreaterThanOrEqual(3);
    expect(steps.length).toBeGreaterThanOrEqual(3);
    const text = steps.join(' ').toLowerCase();
    for (const name of lineNames(ingredients)) {
      const head = (name.split(' ').pop() ?? name).replace(/(es|s)$/, '');
      expect(text.includes(name) || text.includes(head), `"${name}" is used in a step`).toBe(true);
    }
  });

  it('reports used, unused and extra ingredients in the visitor spelling', () => {
    const list = ['Chicken breasts', 'Broccoli', 'Soy sauce', 'Garlic', 'Rice', 'Xyzzy'];
    const r = cookRecipe(list);
    expect([...r.used, ...r.unused].sort()).toEqual([...list].sort());
    expect(r.unused).toContain('Xyzzy');
    expect(r.used).toContain('Chicken breasts');
    expect(r.markdown).toContain('Xyzzy');
    expect(r.extras.length).toBeLessThanOrEqual(4);
  });

  it('picks the known dish for a list that clearly is one', () => {
    const carbonara = cookRecipe(['Spaghetti', 'Eggs', 'Pancetta', 'Parmesan']);
    expect(carbonara.title).toBe('Spaghetti Carbonara');
    expect(carbonara.source).toBe('dish');
    expect(carbonara.unused).toEqual([]);
    expect(cookRecipe(['Tomatoes', 'Mozzarella', 'Fresh basil', 'Olive oil']).title).toBe(
      'Caprese Salad',
    );
    expect(
      cookRecipe(['Mussels', 'White wine', 'Shallots', 'Garlic', 'Parsley', 'Butter']).title,
    ).toBe('Moules Marinières');
  });

  it('lets a same-category ingredient stand in, and says so', () => {
    // Greek salad with goat's cheese instead of feta: a different tangy cheese.
    const r = cookRecipe([
      "Goat's cheese",
      'Tomatoes',
      'Cucumber',
      'Olives',
      'Red onion',
      'Bell pepper',
    ]);
    expect(r.title).toBe('Greek Salad');
    expect(r.markdown).toMatch(/goat's cheese[^\n]*\(in place of feta\)/);
    expect(r.extras).not.toContain('feta');
  });

  it('composes a coherent recipe when no known dish fits', () => {
    const r = cookRecipe(['Tofu', 'Kohlrabi', 'Pak choi', 'Sesame oil', 'Peanuts', 'Soy sauce']);
    expect(r.source).toBe('composed');
    expect(r.used.length).toBeGreaterThanOrEqual(5);
    expect(sections(r.markdown).steps.length).toBeGreaterThanOrEqual(3);
  });

  it('does not mix sweet and savoury: sweet leftovers go to the tips', () => {
    const list = [
      'Chicken thighs',
      'Broccoli',
      'Soy sauce',
      'Rice',
      'Marshmallows',
      'Strawberries',
    ];
    for (const attempt of [0, 1, 2]) {
      const r = cookRecipe(list, { attempt });
      const flavours = flavoursOf(r.markdown);
      expect(flavours.includes('sweet') && flavours.includes('savoury'), r.title).toBe(false);
    }
    const first = cookRecipe(list);
    expect(first.unused).toEqual(expect.arrayContaining(['Marshmallows', 'Strawberries']));
    expect(sections(first.markdown).tips.join(' ')).toContain('Marshmallows');
  });

  it('makes a dessert from a sweet list', () => {
    const r = cookRecipe(['Apples', 'Butter', 'Flour', 'Sugar', 'Cinnamon', 'Oats']);
    expect(r.title).toMatch(/Crumble/);
    expect(flavoursOf(r.markdown)).not.toContain('savoury');
  });

  it('writes safe temperatures for poultry and pork', () => {
    const chicken = cookRecipe(['Chicken thighs', 'Peppers', 'Onion', 'Tortillas', 'Lime']);
    expect(chicken.markdown).toContain('74 °C / 165 °F');
    const pork = cookRecipe(['Pork chops', 'Apples', 'Onion', 'Sage', 'Butter']);
    expect(pork.markdown).toContain('63 °C / 145 °F (then rest for 3 minutes)');
    const mince = cookRecipe(['Ground beef', 'Tortillas', 'Lettuce', 'Cheddar', 'Tomatoes']);
    expect(mince.markdown).toContain('71 °C / 160 °F');
    const fish = cookRecipe(['Cod', 'Potatoes', 'Lemon', 'Peas', 'Breadcrumbs']);
    expect(fish.markdown).toMatch(/opaque/);
  });

  it('keeps poultry temperatures in every recipe offered for a chicken list', () => {
    const list = ['Chicken breasts', 'Courgette', 'Red onion', 'Cherry tomatoes', 'Feta'];
    for (const attempt of [0, 1, 2, 3]) {
      const r = cookRecipe(list, { attempt });
      if (r.used.includes('Chicken breasts'))
        expect(r.markdown, r.title).toContain('74 °C / 165 °F');
    }
  });

  it('gives a different recipe when asked again, and the same one for the same ask', () => {
    const list = ['Chicken breasts', 'Broccoli', 'Garlic', 'Soy sauce', 'Rice', 'Carrots'];
    const titles = [0, 1, 2].map((attempt) => cookRecipe(list, { attempt }).title);
    expect(new Set(titles).size).toBe(3);
    expect(cookRecipe(list, { attempt: 1, seed: 7 })).toEqual(
      cookRecipe(list, { attempt: 1, seed: 7 }),
    );
    expect(cookRecipe(list)).toEqual(cookRecipe(list, { attempt: 0, seed: 0 }));
  });

  it('keeps answering once the good candidates run out', () => {
    const list = ['Bananas', 'Milk', 'Honey', 'Oats'];
    for (let attempt = 0; attempt < 12; attempt++) {
      const r = cookRecipe(list, { attempt });
      expect(r.markdown.startsWith('# ')).toBe(true);
    }
  });

  it('copes with lists of only unknown words', () => {
    const r = cookRecipe(['Xyzzy', 'Plugh', 'Frobnitz', 'Quux']);
    expect(r.markdown).toContain('## Instructions');
    expect(r.used).toEqual([]);
    expect(r.unused).toHaveLength(4);
    expect(r.markdown).toContain("didn't recognise");
  });

  it('uses most of a long, everyday list of 30', () => {
    const list = EVAL_LISTS.find((l) => l.name === 'whole fridge (30)')?.items ?? [];
    expect(list).toHaveLength(30);
    const r = cookRecipe(list);
    expect(r.used.length / list.length).toBeGreaterThanOrEqual(0.6);
  });
});

/** Lists that reach most templates and several dishes, for the wording checks below. */
const WORDING_LISTS: readonly (readonly string[])[] = [
  ['Courgette', 'Aubergine', 'Capsicum', 'Spring onions', 'Coriander', 'Prawns'],
  ['Chicken thighs', 'Potatoes', 'Carrots', 'Red onion', 'Rosemary', 'Lemon', 'Garlic'],
  ['Chicken', 'Potatoes', 'Kale', 'Garlic', 'Lemon'],
  ['Salmon fillets', 'Asparagus', 'Lemon', 'Garlic', 'Dill'],
  ['Tofu', 'Pak choi', 'Mushrooms', 'Ginger', 'Garlic', 'Soy sauce', 'Noodles'],
  ['Rice noodles', 'Prawns', 'Eggs', 'Bean sprouts', 'Peanuts', 'Lime', 'Fish sauce'],
  ['Chickpeas', 'Spinach', 'Coconut milk', 'Onion', 'Garlic', 'Ginger', 'Curry powder'],
  ['Chicken thighs', 'Red cabbage', 'Garam masala', 'Tortilla', 'Crème fraîche', 'Mint'],
  ['Minced lamb', 'Beef stock', 'Carrots', 'Leek', 'Celery', 'Potatoes'],
  ['Cod', 'Tortillas', 'Cabbage', 'Lime', 'Avocado', 'Cilantro'],
  ['Eggs', 'Cheddar', 'Spinach', 'Mushrooms', 'Onion', 'Milk', 'Ham'],
  ['Ham', 'Hazelnuts', 'Avocado', 'Naan'],
  ['Chocolate', 'Chicken', 'Strawberries', 'Rice', 'Onion', 'Chili powder'],
  ['Halibut fillet', 'Bamboo shoots', 'Spring onions', 'Sweet chilli sauce'],
  ['Pork chops', 'Apples', 'Onion', 'Sage', 'Butter', 'Mustard'],
  ['Steak', 'Butter', 'Garlic', 'Thyme', 'Green beans', 'New potatoes'],
];

function allRecipes() {
  return WORDING_LISTS.flatMap((list) =>
    [0, 1, 2].map((attempt) => ({ list, r: cookRecipe(list, { attempt }) })),
  );
}

describe('cookRecipe wording', () => {
  it('never says "until" twice in one clause, nor "cooked until"', () => {
    for (const { list, r } of allRecipes()) {
      for (const step of sections(r.markdown).steps) {
        for (const clause of step.split(/[.;,]/)) {
          expect(clause, `${list.join(', ')}: ${step}`).not.toMatch(/\buntil\b.*\buntil\b/);
        }
        expect(step).not.toMatch(/\b(is|are) cooked until\b/);
      }
    }
  });

  it('does not call prawns fish, and says when they are done', () => {
    const r = cookRecipe(
      ['Courgette', 'Aubergine', 'Capsicum', 'Spring onions', 'Coriander', 'Prawns'],
      { attempt: 0 },
    );
    expect(r.markdown).not.toContain('the fish is cooked');
    expect(r.markdown).toContain('until the prawns are pink and opaque all the way through');
  });

  it('uses plural names where a title names the dish after them', () => {
    const r = cookRecipe(
      ['Courgette', 'Aubergine', 'Capsicum', 'Spring onions', 'Coriander', 'Prawns'],
      { attempt: 0 },
    );
    expect(r.title).toMatch(/^Sheet-Pan Prawns with /);
    for (const { r: each } of allRecipes()) {
      expect(each.title).not.toMatch(/^Sheet-Pan (Prawn|Chickpea|Sausage|Pork Chop) /);
    }
  });

  it('writes the serving and tossing sentences as a cook would', () => {
    for (const { r } of allRecipes()) {
      const text = sections(r.markdown).steps.join('\n');
      expect(text).not.toMatch(/Serve straight away, and/);
      expect(text).not.toMatch(/and add the [^.,;]* and toss/);
      expect(text).not.toMatch(/Return everything to the pan/);
      expect(text).not.toMatch(/\bthe (into|and)\b/);
      expect(text).not.toMatch(
        /toss on a large tray with [^.]* and roast [^.]*\. Add the [^.]* and cook until just tender/,
      );
    }
    const thai = templateRecipe(
      ['Rice noodles', 'Prawns', 'Eggs', 'Bean sprouts', 'Peanuts', 'Lime', 'Fish sauce'],
      'stir-fry',
    );
    expect(thai?.markdown).toContain('with lime wedges to squeeze over');
  });

  it('gives a sheet-pan roast the cook time its steps add up to', () => {
    let checked = 0;
    for (const { r } of allRecipes()) {
      if (!r.title.startsWith('Sheet-Pan')) continue;
      const cook = Number(/Cook (\d+) min/.exec(r.markdown)?.[1]);
      let sum = 0;
      for (const m of r.markdown.matchAll(/roast for (?:\d+–)?(\d+) minutes/g)) sum += Number(m[1]);
      expect(sum, r.title).toBe(cook);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('adds quick greens while the meat finishes, not after it is cooked', () => {
    const r = templateRecipe(['Chicken', 'Potatoes', 'Kale', 'Garlic', 'Lemon'], 'sheet-pan');
    const steps = sections(r?.markdown ?? '').steps;
    const kale = steps.findIndex((s) => s.includes('kale'));
    const done = steps.findIndex((s) => s.includes('74 °C'));
    expect(r?.title).toMatch(/^Sheet-Pan /);
    expect(kale).toBeGreaterThanOrEqual(0);
    expect(kale).toBeLessThanOrEqual(done);
  });

  it('notes only real stand-ins, in amounts that fit them', () => {
    const mole = cookRecipe([
      'Chocolate',
      'Chicken',
      'Strawberries',
      'Rice',
      'Onion',
      'Chili powder',
    ]);
    expect(mole.markdown).not.toContain('(in place of chicken thighs)');
    expect(mole.markdown).not.toContain('Swapped in: your chicken');
    const greek = cookRecipe([
      'Chicken thighs',
      'Potatoes',
      'Carrots',
      'Red onion',
      'Rosemary',
      'Lemon',
      'Garlic',
    ]);
    expect(greek.markdown).toContain('rosemary (in place of oregano)');
    expect(greek.markdown).not.toMatch(/tsp rosemary \(in place of oregano\)/);
    // where the title names the stand-in, its line need not say it again; the Tips say for what
    const lime = cookRecipe(['limes', 'butter', 'caster sugar', 'eggs', 'self-raising flour']);
    expect(lime.title).toMatch(/^Lime /);
    expect(lime.markdown).toMatch(/^- 2 limes$/m);
    expect(lime.markdown).toContain('Swapped in: your limes instead of the lemons');
  });

  it('words the leftovers added at a roasting step for the tin', () => {
    const r = cookRecipe([
      'Chicken thighs',
      'Potatoes',
      'Carrots',
      'Red onion',
      'Rosemary',
      'Lemon',
      'Garlic',
    ]);
    expect(r.markdown).toContain('Add the carrot and red onion to the tin too.');
    expect(r.markdown).not.toContain('at this point too and cook until just tender');
  });

  // A visitor's extra goes in after the step's main action, not before the onions it should follow,
  // and a longer cook of the whole pan after it cooks it too: no "4–5 minutes, until just tender"
  // and then "Cook for 12–15 minutes".
  it.each([
    [
      [
        '6 italian sausages',
        '1 red pepper',
        '1 yellow pepper',
        '1 onion',
        'fennel seeds',
        'sub rolls',
      ],
      0,
      /a pinch of salt\. Add the yellow pepper and season with the fennel seeds\. Cook for 12–15 minutes/,
    ],
    [
      [
        'lamb shoulder',
        'carrots',
        'onions',
        'chopped tomatoes',
        'cumin seeds',
        'whole garlic bulb',
        'chickpeas',
      ],
      0,
      /bring to a simmer\. Add the carrot\. Cover and cook over a low heat for 1 hour/,
    ],
    [
      [
        'red lentils',
        'mushrooms',
        'carrots',
        'onion',
        'tomato purée',
        'vegetable stock',
        'potatoes',
      ],
      0,
      /bring to the boil and skim\. Add the mushrooms\. Simmer with the lid ajar/,
    ],
    [
      ['jackfruit', 'bbq sauce', 'buns', 'red cabbage', 'carrot', 'mayonnaise'],
      0,
      /fry half the red onion for 6–8 minutes until soft\. Add the carrot and cook/,
    ],
    [
      ['strawberries', 'spinach', 'goat cheese', 'pecans', 'chicken breast', 'balsamic'],
      1,
      /Add the garlic and fry for 1 minute[^.]*\. Add the spinach and cook for 1–2 minutes/,
    ],
  ])('adds the extras after the main action of the step: %j', (list, attempt, order) => {
    const r = cookRecipe(list, { attempt });
    expect(r.markdown).toMatch(order);
    expect(r.markdown).not.toMatch(/until just tender\. (?:Cook|Simmer|Bring|Cover)\b/);
  });

  it('says "it" or "them" to match what the visitor wrote', () => {
    const r = cookRecipe(['Salmon', 'Rice', 'Soy sauce', 'Ginger', 'Chickpeas']);
    const tip = sections(r.markdown).tips.find((t) =>
      t.startsWith('Not used this time: Chickpeas'),
    );
    expect(tip).toContain('includes them, or serve them');
  });
});

/**
 * What one composition template writes for a list, whether or not the ranking would choose it:
 * for testing a template's wording on its own.
 */
function templateRecipe(list: readonly string[], key: string) {
  const made = templateDraft(list, key);
  return made && { title: made.draft.title, markdown: made.markdown };
}

/** The first of several asks for this list whose title matches, or undefined. */
function findRecipe(list: readonly string[], title: RegExp) {
  for (let attempt = 0; attempt < 6; attempt++) {
    const r = cookRecipe(list, { attempt });
    if (title.test(r.title)) return r;
  }
  return undefined;
}

describe('cookRecipe preparation wording', () => {
  it('gives a grain bowl greens wilted, kernels as they are and a real dressing', () => {
    const r = templateRecipe(['Tuna', 'Bananas', 'Peanut butter', 'Kale', 'Sweetcorn'], 'bowl');
    expect(r?.title).toBe('Tuna Rice Bowl with Sweetcorn and Kale');
    const { ingredients, steps } = sections(r?.markdown ?? '');
    const text = steps.join('\n');
    expect(ingredients).toContain('2 cans tuna');
    expect(text).not.toMatch(/slice the (kale|sweetcorn)/);
    expect(text).toContain('Wilt the kale');
    expect(text).toContain('Drain the canned tuna and break into large flakes.');
    expect(text).toMatch(/For the dressing, whisk the juice of the lemon with /);
    expect(text).toMatch(/arrange the kale, sweetcorn and canned tuna on top/);
  });

  it('names a noodle bowl plainly', () => {
    const list = ['Tofu', 'Pak choi', 'Mushrooms', 'Ginger', 'Garlic', 'Soy sauce', 'Noodles'];
    const r = templateRecipe(list, 'bowl');
    expect(r?.title).toMatch(/^Tofu Noodle Bowl with /);
    expect(r?.markdown).not.toContain('Thinly slice the pak choi');
  });

  it('puts garlic in a garlic-and-oil pasta, and no one-line steps', () => {
    const r = cookRecipe(['MSG', 'saffron', 'tagliatelle', 'whole chicken']);
    expect(r.title).toBe('Tagliatelle with Garlic and Oil');
    const { ingredients, steps } = sections(r.markdown);
    expect(ingredients).toContain('3 cloves garlic, thinly sliced');
    expect(steps).not.toContain('Heat the olive oil in the pan.');
    expect(steps.join(' ')).toContain('gently fry the garlic');
  });

  it('slices whole cuts after cooking before they go into pasta', () => {
    const r = findRecipe(['Pork chops', 'Penne', 'Parmesan', 'Spinach'], /^Penne/);
    // the chop's safety line rests it already: it is rested once, then sliced
    expect(r?.markdown).toContain('(then rest for 3 minutes). Lift onto a board and slice.');
    expect(r?.markdown?.match(/rest for 3 minutes/g)?.length).toBe(1);
    expect(r?.markdown).not.toMatch(/fry the \w+ fillets[^.]*\. Lift onto a plate/);
  });

  it('cuts stir-fry ingredients as their lines say, and leaves leaves and kernels whole', () => {
    const list = ['Chicken breasts', 'Rocket', 'Sweetcorn', 'Anchovies', 'Soy sauce', 'Noodles'];
    const r = templateRecipe(list, 'stir-fry');
    const { ingredients, steps } = sections(r?.markdown ?? '');
    const text = steps.join('\n');
    expect(ingredients.some((l) => l.endsWith('chicken breasts, cut into thin strips'))).toBe(true);
    expect(text).toMatch(/cut the chicken breasts into thin strips/i);
    expect(text).toContain('Stir in the anchovies for 30 seconds until they melt.');
    expect(text).not.toMatch(/anchovies[^.]*\. Tip onto a plate/);
    expect(text).not.toMatch(/bite-sized pieces|slice the [^.;]*(rocket|sweetcorn)/);
    expect(text).not.toMatch(/anchovies[^.;]* into (thin )?strips/);
    expect(text).not.toContain('over medium-high heat');
  });

  it('writes sheet-pan steps as short sentences', () => {
    for (const { r } of allRecipes()) {
      for (const step of sections(r.markdown).steps) {
        expect(step).not.toMatch(/, (rubbed|tossed) with [^.]*, (tossed|then roast)/);
        expect(step).not.toMatch(/on a large tray, tossed with/);
      }
    }
    const r = cookRecipe(['Tempeh', 'Balsamic vinegar', 'Sweet potatoes', 'Red onion'], {
      attempt: 0,
    });
    if (r.title.startsWith('Sheet-Pan'))
      expect(r.markdown).not.toMatch(/on a large tray, rubbed with/);
  });

  it('says mussels and clams are done when they open, not when pink', () => {
    const mussels = findRecipe(['Mussels', 'White wine', 'Garlic', 'Butter', 'Parsley'], /Mussel/);
    expect(mussels?.markdown).toMatch(/until the (shells have opened|mussels are open)/);
    for (const list of [
      ['Clams', 'Spaghetti', 'Garlic', 'Chilli'],
      ['Mussels', 'Noodles', 'Soy sauce', 'Pak choi'],
      ['Clams', 'Tortillas', 'Carrot', 'Watercress'],
    ]) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const text = sections(cookRecipe(list, { attempt }).markdown).steps.join(' ');
        expect(text).not.toMatch(/(mussels|clams)[^.]*pink and opaque/);
        expect(text).not.toMatch(/Fry the (mussels|clams)/);
      }
    }
  });
});
