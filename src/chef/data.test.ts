import { describe, expect, it } from 'vitest';
import { DISHES } from './data/dishes';
import { INGREDIENTS, INGREDIENT_IDS, type IngredientId } from './data/ingredients';
import { INDEXED_DISHES, placeholdersIn } from './dish-engine';
import { lexiconCollisions } from './lexicon';
import { COURSES } from './types';

const RISKY = new Set(['poultry', 'pork', 'mince', 'fish', 'shellfish']);

describe('ingredient lexicon data', () => {
  it('has at least 400 ingredients with names, categories and amounts', () => {
    expect(INGREDIENT_IDS.length).toBeGreaterThanOrEqual(400);
    for (const id of INGREDIENT_IDS) {
      const spec = INGREDIENTS[id];
      expect(spec.name.length, id).toBeGreaterThan(1);
      expect(spec.qty, id).toBeGreaterThan(0);
    }
  });

  it('has no name, plural or synonym claimed by two ingredients', () => {
    expect(lexiconCollisions()).toEqual([]);
  });

  it('marks the basic pantry staples', () => {
    for (const id of ['salt', 'black_pepper', 'olive_oil', 'vegetable_oil', 'water'] as const) {
      expect(INGREDIENTS[id].pantry, id).toBe(true);
    }
    expect(INGREDIENTS.chicken_breast.pantry).toBe(false);
  });

  it('flags poultry, pork, minced meat, fish and eggs as needing safe cooking', () => {
    expect(INGREDIENTS.chicken_thigh.safety).toBe('poultry');
    expect(INGREDIENTS.pork_chop.safety).toBe('pork');
    expect(INGREDIENTS.minced_beef.safety).toBe('mince');
    expect(INGREDIENTS.cod.safety).toBe('fish');
    expect(INGREDIENTS.egg.safety).toBe('egg');
    expect(INGREDIENTS.broccoli.safety).toBeUndefined();
  });
});

describe('dish knowledge base', () => {
  it('has at least 150 dishes across at least 12 cuisines and every course', () => {
    expect(DISHES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(DISHES.map((d) => d.cuisine)).size).toBeGreaterThanOrEqual(12);
    const courses = new Set(DISHES.map((d) => d.course));
    for (const course of COURSES) expect(courses.has(course), course).toBe(true);
  });

  it('has unique titles and ids', () => {
    expect(new Set(DISHES.map((d) => d.title)).size).toBe(DISHES.length);
    expect(new Set(INDEXED_DISHES.map((d) => d.id)).size).toBe(DISHES.length);
  });

  for (const dish of INDEXED_DISHES) {
    it(`${dish.spec.title}: steps mention every ingredient and nothing else`, () => {
      const { spec } = dish;
      expect(spec.steps.length).toBeGreaterThanOrEqual(3);
      expect(spec.ingredients.some(([, , , role]) => role === 'core')).toBe(true);
      const listed = new Set<IngredientId>(spec.ingredients.map(([id]) => id));
      expect(listed.size, 'duplicate ingredient').toBe(spec.ingredients.length);
      const mentioned = new Set(spec.steps.flatMap((s) => placeholdersIn(s)));
      for (const id of listed) expect(mentioned.has(id), `step mentions {${id}}`).toBe(true);
      for (const id of mentioned)
        expect(listed.has(id), `{${id}} is in the ingredients`).toBe(true);
      for (const step of spec.steps) {
        for (const m of step.matchAll(/\{([^}]*)\}/g)) {
          expect(m[1] ?? '', 'placeholder syntax').toMatch(/^(safe:|done:)?[a-z_]+$/);
        }
        expect((step.match(/\[/g) ?? []).length).toBe((step.match(/\]/g) ?? []).length);
      }
      for (const [id, qty, , role] of spec.ingredients) {
        expect(qty, id).toBeGreaterThan(0);
        if (role === 'garnish')
          expect(dish.optional.has(id), `garnish ${id} is optional`).toBe(true);
        const safety = INGREDIENTS[id].safety;
        if (safety && RISKY.has(safety)) {
          // a safe-cooking clause for this ingredient or one of the same kind cooked with it
          const clauses = [...spec.steps.join(' ').matchAll(/\{(?:safe|done):([a-z_]+)\}/g)].map(
            (m) => INGREDIENTS[m[1] as IngredientId].safety,
          );
          expect(clauses, `safe cooking of ${id}`).toContain(safety);
        }
      }
    });
  }
});
