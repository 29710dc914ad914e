import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * British and American leftovers and bought things, round 24's misses in wave 17 (the `r23-`
 * lists), each typed exactly as the panel typed it. Before these dishes were written, the hot
 * cross bun butties list became a side of bought Brussels sprouts with the buns, jam and rocket
 * left out.
 */
describe('round 24 leftovers and bought-things lists (wave 17) get the dish a cook would name', () => {
  it.each([
    [
      [
        'pack of hot cross buns',
        'pack of back bacon',
        'wedge of brie',
        'jar of apricot jam',
        'butter',
        'bag of rocket',
      ],
      'Hot Cross Bun Butties with Back Bacon, Brie and Apricot Jam',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.source).toBe('dish');
  });
});
