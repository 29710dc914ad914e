import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * Round 21's leftovers misses (the `r20-` panel lists, typed as there). A leftover curry with a
 * roll of puff pastry is a tray of curry puff pasties: before this dish the chef tore the curry
 * "into strips" over a rice bowl that bought rice and three more eggs, and then, once leftover
 * curries were no longer torn, offered only a cucumber raita.
 */
describe('round 21 leftovers lists get the dish a cook would name', () => {
  it('bakes leftover curry into puff pasties, cooked down and reheated until piping hot', () => {
    const { title, markdown, unused } = cookRecipe(
      [
        'leftover chicken curry',
        'roll of puff pastry',
        'frozen peas',
        '1 egg',
        'nigella seeds',
        'mango chutney',
        'natural yoghurt',
        'fresh mint',
        'cucumber',
      ],
      { attempt: 0 },
    );
    expect(title).toBe('Curry Puff Pasties with Cucumber Raita');
    expect(markdown).toMatch(/simmer over a medium heat for 8–10 minutes[^.]*piping hot/);
    expect(markdown).toMatch(/leave for 15 minutes to cool/);
    expect(markdown).not.toMatch(/strips/);
    expect(unused).toEqual([]);
  });
});
