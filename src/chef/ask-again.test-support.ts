import { expect } from 'vitest';
import { cookRecipe } from './chef';

/**
 * The check every "second dish" wave pins: the list's first answer is `first`, and asking again
 * gives `second`, a known dish (not a composed one) that keeps the visitor's main (the first item
 * of the list, or `main` when the list starts with something else) and buys one thing at most.
 */
export function expectNamedSecond(
  list: readonly string[],
  first: string,
  second: string,
  main: string = list[0] ?? '',
): void {
  expect(cookRecipe(list, { attempt: 0 }).title).toBe(first);
  const again = cookRecipe(list, { attempt: 1 });
  expect(again.title).toBe(second);
  expect(again.source).toBe('dish');
  expect(again.used).toContain(main);
  expect(again.extras.length).toBeLessThanOrEqual(1);
}
