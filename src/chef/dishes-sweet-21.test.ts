import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * Round 23's sweet misses (the `r22-` lists), each typed exactly as the panel typed it. Before,
 * a plain lemon drizzle list (225 g each of self-raising flour and butter, four eggs, granulated
 * sugar for the drizzle) and a lemon surprise pudding list (milk, icing sugar, pouring cream) both
 * became a steamed lemon sponge, whose signature claimed the splash of milk every cake list has.
 */
describe('round 23 sweet lists get the dish a cook would name', () => {
  it.each([
    [
      [
        '225g self-raising flour',
        '225g butter',
        'caster sugar',
        '4 eggs',
        '3 lemons',
        'granulated sugar',
        'splash of milk',
      ],
      'Lemon Drizzle Cake',
    ],
    [
      [
        '3 lemons',
        'butter',
        'caster sugar',
        '3 eggs',
        'self-raising flour',
        'milk',
        'icing sugar',
        'pouring cream',
      ],
      'Lemon Surprise Pudding',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });
});
