import { describe, expect, it } from 'vitest';
import { DISHES } from './data/dishes';
import { INGREDIENTS, INGREDIENT_IDS, LEXICON_PARTS } from './data/ingredients';
import { dishErrors, knowledgeBaseErrors } from './data/validate';
import type { DishSpec } from './data/dish-types';
import { lexiconCollisions } from './lexicon';
import { COURSES, CUISINES } from './types';

describe('ingredient lexicon data', () => {
  it('has at least 700 ingredients with names and amounts', () => {
    expect(INGREDIENT_IDS.length).toBeGreaterThanOrEqual(700);
    for (const id of INGREDIENT_IDS) {
      const spec = INGREDIENTS[id];
      expect(spec.name.length, id).toBeGreaterThan(1);
      expect(spec.qty, id).toBeGreaterThan(0);
    }
  });

  it('defines every id in one part only', () => {
    const sizes = Object.values(LEXICON_PARTS).map((part) => Object.keys(part).length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(INGREDIENT_IDS.length);
  });

  it('has no name, plural or synonym claimed by two ingredients', () => {
    expect(lexiconCollisions()).toEqual([]);
  });

  it('points every variety at a general ingredient of the same group', () => {
    for (const id of INGREDIENT_IDS) {
      const { of, group } = INGREDIENTS[id];
      if (of === undefined) continue;
      expect(Object.hasOwn(INGREDIENTS, of), `${id} is a variety of ${of}`).toBe(true);
      expect(INGREDIENTS[of as keyof typeof INGREDIENTS].group, `${id} and ${of}`).toBe(group);
    }
  });

  it('marks the basic pantry staples', () => {
    for (const id of ['salt', 'black_pepper', 'olive_oil', 'vegetable_oil', 'water'] as const) {
      expect(INGREDIENTS[id].pantry, id).toBe(true);
    }
    expect(INGREDIENTS.chicken_breast.pantry).toBe(false);
  });

  it('classes each food by how it must be cooked to be safe', () => {
    expect(INGREDIENTS.chicken_thigh.safety).toBe('poultry');
    expect(INGREDIENTS.pork_chop.safety).toBe('pork');
    expect(INGREDIENTS.minced_beef.safety).toBe('mince');
    expect(INGREDIENTS.sausage.safety).toBe('mince');
    expect(INGREDIENTS.cod.safety).toBe('fish');
    expect(INGREDIENTS.egg.safety).toBe('egg');
    expect(INGREDIENTS.cooked_chicken.safety).toBe('reheat');
    expect(INGREDIENTS.broccoli.safety).toBeUndefined();
  });
});

describe('dish knowledge base', () => {
  it('has at least 600 dishes across at least 20 cuisines and every course', () => {
    expect(DISHES.length).toBeGreaterThanOrEqual(600);
    const cuisines = new Set(DISHES.map((d) => d.cuisine));
    expect(cuisines.size).toBeGreaterThanOrEqual(20);
    for (const c of cuisines) expect(CUISINES).toContain(c);
    const courses = new Set(DISHES.map((d) => d.course));
    for (const course of COURSES) expect(courses.has(course), course).toBe(true);
  });

  // Checks 1,200+ dishes against every rule: about a second alone, more on a busy shared machine.
  it('keeps every rule a cookbook editor checks', { timeout: 30_000 }, () => {
    expect(knowledgeBaseErrors(DISHES)).toEqual([]);
  });
});

describe('the rules a dish keeps', () => {
  const good: DishSpec = {
    title: '{pancetta} Carbonara',
    blurb: 'Roman pasta with crisp {pancetta}.',
    cuisine: 'italian',
    course: 'main',
    taste: 'savoury',
    serves: 4,
    prep: 10,
    cook: 15,
    signature: ['spaghetti', 'pancetta', 'egg'],
    ingredients: [
      ['spaghetti', 400, 'g', 'core'],
      ['pancetta', 150, 'g', 'core', 'diced'],
      ['egg', 4, '', 'core'],
      ['parsley', 1, 'handful', 'garnish'],
    ],
    steps: [
      'Cook the {spaghetti} for 10 minutes until al dente.',
      'Fry the {pancetta} {safe:pancetta}.',
      'Toss the pasta with the beaten {egg} off the heat[ and scatter over the {parsley}].',
    ],
  };

  it('accepts a dish written to the rules', () => {
    expect(dishErrors(good)).toEqual([]);
  });

  it.each([
    ['an ingredient named in plain text', { title: 'Pancetta Carbonara' }, '"pancetta"'],
    [
      'a step naming an ingredient instead of its placeholder',
      { steps: [...good.steps.slice(0, 2), 'Toss the spaghetti with the beaten {egg}.'] },
      'step 3 names "spaghetti"',
    ],
    ['a signature ingredient not in the dish', { signature: ['guanciale'] }, 'signature'],
    [
      'an odd amount',
      { ingredients: [['spaghetti', 390, 'g', 'core'], ...good.ingredients.slice(1)] },
      'not a kitchen amount',
    ],
    [
      'a garnish outside brackets',
      {
        steps: [
          ...good.steps.slice(0, 2),
          'Toss with the {egg} and the {parsley}.',
          'Cook the {spaghetti}.',
        ],
      },
      'garnish',
    ],
    [
      'fresh pork without a safe-cooking clause',
      {
        ingredients: [['pork_chop', 4, '', 'core'], ...good.ingredients],
        steps: [...good.steps, 'Grill the {pork_chop}.'],
      },
      'pork_chop: no {safe',
    ],
  ] as const)('rejects %s', (_, change, message) => {
    const errors = dishErrors({ ...good, ...change } as DishSpec);
    expect(errors.join('\n')).toContain(message);
  });
});
