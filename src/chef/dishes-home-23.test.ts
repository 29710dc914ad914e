import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * British, Irish and American home cooking, round 23's misses in wave 15 (the `r22-` lists), each
 * typed exactly as the panel typed it. Before these dishes were written, the herring and pinhead
 * oatmeal list became a Swedish baked herring that left the oatmeal unused.
 */
describe('round 23 home-cooking lists (wave 15) get the dish a cook would name', () => {
  it.each([
    [
      [
        '6 herring fillets',
        'pinhead oatmeal',
        'butter',
        '1kg new potatoes',
        'english mustard',
        'tub of creme fraiche',
        '2 lemons',
        'bag of watercress',
        'fresh dill',
      ],
      'Herring in Oatmeal with Mustard Sauce and New Potatoes',
    ],
  ])('%j gives %s', (list, title) => {
    expect(cookRecipe(list, { attempt: 0 }).title).toBe(title);
  });
});
