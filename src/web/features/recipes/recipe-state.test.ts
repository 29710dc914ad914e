import { describe, expect, it } from 'vitest';
import {
  canRequestRecipe,
  initialRecipeState,
  isRecipeVisible,
  NO_OPTIONS,
  recipeReducer,
  recipeRequest,
  type RecipeAction,
  type RecipeState,
} from './recipe-state';

const run = (actions: RecipeAction[], from: RecipeState = initialRecipeState) =>
  actions.reduce(recipeReducer, from);
const four: RecipeAction[] = ['Basil', 'Garlic', 'Tomato', 'Pasta'].map((ingredient) => ({
  type: 'add',
  ingredient,
}));

describe('recipe state', () => {
  it('adding appends and marks the recipe stale', () => {
    const state = run([{ type: 'add', ingredient: 'Basil' }]);
    expect(state.ingredients).toEqual(['Basil']);
    expect(state.stale).toBe(true);
  });

  it('a returned recipe is stored, generated is set, stale cleared and loading ends', () => {
    const state = run([
      ...four,
      { type: 'request' },
      { type: 'text', text: '# Pasta' },
      { type: 'done' },
    ]);
    expect(state).toMatchObject({
      recipe: '# Pasta',
      generated: true,
      stale: false,
      loading: false,
    });
    expect(isRecipeVisible(state)).toBe(true);
  });

  it('requesting sets loading and clears the previous recipe and error', () => {
    const state = run([...four, { type: 'request' }]);
    expect(state.loading).toBe(true);
    expect(state.recipe).toBe('');
  });

  it('removing marks stale and clears generated, hiding the recipe', () => {
    const done = run([
      ...four,
      { type: 'add', ingredient: 'Oil' },
      { type: 'request' },
      { type: 'text', text: 'x' },
      { type: 'done' },
    ]);
    const state = recipeReducer(done, { type: 'remove', ingredient: 'Oil' });
    expect(state.ingredients).toHaveLength(4);
    expect(state).toMatchObject({ stale: true, generated: false });
    expect(isRecipeVisible(state)).toBe(false);
  });

  it('adding after a recipe hides it until the next one (stale)', () => {
    const done = run([...four, { type: 'request' }, { type: 'text', text: 'x' }, { type: 'done' }]);
    const state = recipeReducer(done, { type: 'add', ingredient: 'Lemon' });
    expect(state.generated).toBe(true);
    expect(isRecipeVisible(state)).toBe(false);
  });

  it('the recipe needs more than 3 ingredients to show', () => {
    expect(isRecipeVisible({ recipe: 'x', ingredients: ['A', 'B', 'C'], stale: false })).toBe(
      false,
    );
    expect(isRecipeVisible({ recipe: 'x', ingredients: ['A', 'B', 'C', 'D'], stale: false })).toBe(
      true,
    );
    expect(isRecipeVisible({ recipe: '', ingredients: ['A', 'B', 'C', 'D'], stale: false })).toBe(
      false,
    );
  });

  it('a failure ends loading, keeps the list and marks partial text incomplete', () => {
    const state = run([
      ...four,
      { type: 'request' },
      { type: 'text', text: '# Half' },
      { type: 'fail', message: 'cut' },
    ]);
    expect(state.loading).toBe(false);
    expect(state.ingredients).toHaveLength(4);
    expect(state.error).toEqual({ message: 'cut', incomplete: true, retry: true });
    expect(state.recipe).toBe('# Half');
    const early = run([...four, { type: 'request' }, { type: 'fail', message: 'down' }]);
    expect(early.error).toEqual({ message: 'down', incomplete: false, retry: true });
    const hopeless = run([
      ...four,
      { type: 'request' },
      { type: 'fail', message: 'not food', retry: false },
    ]);
    expect(hopeless.error?.retry).toBe(false);
  });

  it('says the chef is thinking only until text arrives, and keeps why a recipe was cut short', () => {
    const thinking = run([...four, { type: 'request' }, { type: 'thinking' }]);
    expect(thinking.thinking).toBe(true);
    const writing = recipeReducer(thinking, { type: 'text', text: '# Soup' });
    expect(writing.thinking).toBe(false);
    expect(recipeReducer(writing, { type: 'thinking' }).thinking).toBe(false);
    const cut = recipeReducer(writing, { type: 'done', stopReason: 'length' });
    expect(cut.cutShort).toBe('length');
    expect(cut.generated).toBe(true);
    expect(recipeReducer(cut, { type: 'request' }).cutShort).toBeUndefined();
  });

  it('keeps what was left out of the last request until the list changes', () => {
    const omitted = [{ ingredient: 'Bleach', reason: 'a cleaning product' }];
    const asked = run([...four, { type: 'request' }, { type: 'omitted', omitted }]);
    expect(asked.omitted).toEqual(omitted);
    expect(recipeReducer(asked, { type: 'remove', ingredient: 'Bleach' }).omitted).toEqual([]);
  });

  it('counts attempts per list so the next ask can differ, and resets when the list changes', () => {
    const once = run([...four, { type: 'request' }, { type: 'text', text: 'x' }, { type: 'done' }]);
    expect(once.attempt).toBe(1);
    expect(recipeReducer(once, { type: 'add', ingredient: 'Salt' }).attempt).toBe(0);
  });

  it('remembers a reply the server cut short until the next request', () => {
    const cut = run([
      ...four,
      { type: 'request' },
      { type: 'text', text: 'x' },
      { type: 'done', stopReason: 'length' },
    ]);
    expect(cut).toMatchObject({ cutShort: 'length', generated: true, error: undefined });
    expect(recipeReducer(cut, { type: 'request' }).cutShort).toBeUndefined();
    const whole = run([
      ...four,
      { type: 'request' },
      { type: 'text', text: 'x' },
      { type: 'done' },
    ]);
    expect(whole.cutShort).toBeUndefined();
  });

  it('a recipe can be requested from 4 ingredients', () => {
    expect(canRequestRecipe({ ingredients: ['A', 'B', 'C'] })).toBe(false);
    expect(canRequestRecipe({ ingredients: ['A', 'B', 'C', 'D'] })).toBe(true);
  });

  it('changing the options hides the recipe and restarts the attempts, like adding', () => {
    const shown = run([
      ...four,
      { type: 'request' },
      { type: 'text', text: 'x' },
      { type: 'done' },
    ]);
    const changed = recipeReducer(shown, {
      type: 'options',
      options: { ...NO_OPTIONS, avoid: ['milk'] },
    });
    expect(changed).toMatchObject({ stale: true, attempt: 0, generated: true });
    expect(isRecipeVisible(changed)).toBe(false);
  });

  it('keeps what the server read in a finished recipe until the next request', () => {
    const warnings = [{ avoid: 'milk' as const, ingredient: '50 g butter' }];
    const done = run([
      ...four,
      { type: 'request' },
      { type: 'text', text: 'x' },
      { type: 'done', missing: ['Butter'], warnings },
    ]);
    expect(done).toMatchObject({ missing: ['Butter'], warnings });
    expect(recipeReducer(done, { type: 'request' })).toMatchObject({ missing: [], warnings: [] });
  });

  it('an imported list replaces the list and the options, and asks for nothing', () => {
    const options = { diet: 'vegan' as const, avoid: [], servings: 3 };
    const state = run([...four, { type: 'import', ingredients: ['Rice'], options }]);
    expect(state).toMatchObject({ ingredients: ['Rice'], options, loading: false, stale: true });
  });

  it('sends only the options that are set', () => {
    const base = { ingredients: ['A', 'B', 'C', 'D'], attempt: 2 };
    expect(recipeRequest({ ...base, options: NO_OPTIONS })).toEqual(base);
    expect(
      recipeRequest({ ...base, options: { diet: 'vegetarian', avoid: ['soy'], servings: 1 } }),
    ).toEqual({ ...base, diet: 'vegetarian', avoid: ['soy'], servings: 1 });
  });
});
