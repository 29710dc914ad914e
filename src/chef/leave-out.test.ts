import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';
import { INGREDIENTS } from './data/ingredients';
import { canLeaveOut, leaveOut, partnersOf, removableIds } from './leave-out';

describe('which seasonings a dish can be written without', () => {
  const steps = [
    'Soften the {onion}, {garlic} and {turmeric} for 5 minutes.',
    'Stir in the {cumin} and {curry_paste}, then the {coconut_milk}.',
    'Season with {salt}.',
  ];

  it('only those that appear in runs that keep something else', () => {
    expect(removableIds(steps, new Set(['turmeric', 'garlic']))).toEqual(
      new Set(['turmeric', 'garlic']),
    );
    // "{cumin} and {curry_paste}" would be emptied if both went
    expect(removableIds(steps, new Set(['cumin', 'curry_paste']))).toEqual(new Set());
    // salt stands alone in its sentence: taking it out would break it
    expect(removableIds(steps, new Set(['salt']))).toEqual(new Set());
  });

  it('rejoins the rest of the run as a list', () => {
    expect(leaveOut(steps[0] ?? '', new Set(['garlic']))).toBe(
      'Soften the {onion} and {turmeric} for 5 minutes.',
    );
    expect(leaveOut(steps[0] ?? '', new Set(['garlic', 'turmeric']))).toBe(
      'Soften the {onion} for 5 minutes.',
    );
    expect(leaveOut('Add {a:x} or {y}.', new Set(['z']))).toBe('Add {a:x} or {y}.');
    expect(leaveOut('Add the {x}, {y} or {z}.', new Set(['y']))).toBe('Add the {x} or {z}.');
    // before a new action, what is left is a list of its own
    expect(leaveOut('Add the {x}, {y} and {z} and tilt the pan.', new Set(['z']))).toBe(
      'Add the {x} and {y} and tilt the pan.',
    );
    // the sentence's own "and" follows the run: no second one
    expect(leaveOut('Mix the {x}, {y} and {z} and the rest of the salt.', new Set(['y']))).toBe(
      'Mix the {x}, {z} and the rest of the salt.',
    );
  });

  it('says what it went in with', () => {
    expect(partnersOf(steps, 'turmeric', new Set(['turmeric', 'garlic']))).toEqual(['onion']);
  });

  it('spices and herbs in any amount, sauces only by the spoonful', () => {
    expect(canLeaveOut(INGREDIENTS.turmeric, 2, 'tsp')).toBe(true);
    expect(canLeaveOut(INGREDIENTS.soy_sauce, 1, 'tbsp')).toBe(true);
    expect(canLeaveOut(INGREDIENTS.soy_sauce, 4, 'tbsp')).toBe(false);
    expect(canLeaveOut(INGREDIENTS.onion, 1, '')).toBe(false);
  });
});

describe('a dish whose signature the visitor has, made without a seasoning they lack', () => {
  // smoked haddock, rice, eggs and curry powder are a kedgeree; its turmeric and bay are not needed
  const list = [
    '2 smoked haddock fillets',
    'basmati rice',
    'eggs',
    'curry powder',
    'onion',
    'frozen peas',
    'coriander',
  ];
  const recipe = cookRecipe(list);

  it('is named', () => {
    expect(recipe.title).toMatch(/kedgeree/i);
  });

  it('never mentions what it left out, except in the tip that says so', () => {
    const [body, tips] = recipe.markdown.split('## Tips');
    for (const left of ['turmeric', 'bay leaf']) {
      if (recipe.extras.includes(left)) continue;
      expect(body).not.toMatch(new RegExp(left, 'i'));
      if (new RegExp(left, 'i').test(tips ?? '')) expect(tips).toMatch(/Made without/);
    }
    expect(tips).toMatch(
      /Made without [a-z ]+, which you didn't list; if you have (?:some, they go|it, it goes) in with the /,
    );
  });
});
