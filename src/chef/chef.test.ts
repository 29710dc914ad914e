import { describe, expect, it } from 'vitest';
import { CHEF_MODEL, cookRecipe } from './chef';
import { INGREDIENTS } from './data/ingredients';
import { matchIngredient } from './lexicon';

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
      /^([\d¼½¾⅓⅔.]+|g|ml|tsp|tbsp|cups?|cloves?|pinch(es)?|handfuls?|slices?|cans?|bunch(es)?|sprigs?|stalks?)$/.test(
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
    expect(r.markdown).toContain("goat's cheese (in place of feta)");
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
    expect(pork.markdown).toContain('71 °C / 160 °F');
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
    const list = [
      'Chicken breasts',
      'Onions',
      'Garlic',
      'Carrots',
      'Celery',
      'Potatoes',
      'Broccoli',
      'Spinach',
      'Bell peppers',
      'Mushrooms',
      'Courgette',
      'Tomatoes',
      'Lemon',
      'Parsley',
      'Thyme',
      'Rosemary',
      'Cumin',
      'Paprika',
      'Chilli flakes',
      'Soy sauce',
      'Chicken stock',
      'Parmesan',
      'Cheddar',
      'Eggs',
      'Milk',
      'Butter',
      'Rice',
      'Pasta',
      'Canned tomatoes',
      'Frozen peas',
    ];
    const r = cookRecipe(list);
    expect(r.used.length / list.length).toBeGreaterThanOrEqual(0.6);
  });
});
