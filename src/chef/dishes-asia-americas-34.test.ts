import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * Round 21's misses in South-East Asian and Korean home cooking: lists that plainly call for one
 * dish the chef did not name. Tortang talong with pork mince (the giniling version) lost to a Thai
 * pork fried rice that used one of the four aubergines; gochujang butter noodles lost to plain
 * packet noodles that dropped the gochujang, butter and honey sauce.
 */
describe('round 21 lists that call for one South-East Asian or Korean dish', () => {
  it.each([
    [
      [
        '4 long aubergines',
        '6 eggs',
        '200g pork mince',
        '1 onion',
        'garlic',
        '2 tomatoes',
        'jasmine rice',
        'banana ketchup',
        'fish sauce',
      ],
      'Tortang Talong with Minced Pork',
    ],
    [
      [
        '4 packs of instant ramen',
        'gochujang',
        'butter',
        'honey',
        '4 eggs',
        'spring onions',
        'half a bag of frozen broccoli',
        'sesame seeds',
      ],
      'Gochujang Butter Noodles with Fried Eggs',
    ],
  ] as const)('%j → %s', (list, title) => {
    const r = cookRecipe([...list], { attempt: 0 });
    expect(r.title).toBe(title);
    expect(r.extras).toEqual([]);
  });

  it('fries the aubergine fans in all six eggs with the pork, and serves the banana ketchup', () => {
    const { markdown } = cookRecipe(
      [
        '4 long aubergines',
        '6 eggs',
        '200g pork mince',
        '1 onion',
        'garlic',
        '2 tomatoes',
        'jasmine rice',
        'banana ketchup',
        'fish sauce',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/- 6 eggs/);
    expect(markdown).toMatch(/banana ketchup for dipping/);
    expect(markdown).not.toMatch(/not recognised/);
  });

  it('makes the sauce from the gochujang, butter and honey', () => {
    const { markdown } = cookRecipe(
      [
        '4 packs of instant ramen',
        'gochujang',
        'butter',
        'honey',
        '4 eggs',
        'spring onions',
        'half a bag of frozen broccoli',
        'sesame seeds',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Stir in the gochujang and honey/);
  });
});
