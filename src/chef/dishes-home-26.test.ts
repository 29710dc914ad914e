import { describe, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';

/**
 * British and American leftovers and bought things, round 24's ask-again misses in wave 18 (the
 * `r23-` lists), each typed exactly as the panel typed it. Before these dishes were written, asking
 * again after the leftover salmon frittata gave a composed penne that left the new potatoes and
 * eggs unused.
 */
describe('round 24 leftover and bought-thing lists (wave 18 hA) get a named second dish', () => {
  it.each([
    [
      [
        '2 leftover baked salmon fillets',
        'leftover new potatoes',
        'frozen peas',
        '4 eggs',
        'penne',
        'creme fraiche',
        'dill',
      ],
      'Salmon, Potato and Pea Frittata',
      'Salmon Fishcakes with Dill Crème Fraîche and Peas',
    ],
  ])('%j: %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });
});
