import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * East and South-East Asian and Latin American lists, round 23's misses (the `r22-` lists), each
 * typed exactly as the panel typed it. Before these dishes were written, the tacos árabes list
 * (pork shoulder, pitas, chipotles, cumin, oregano, limes) became a Goan vindaloo that bought
 * chilli powder, turmeric and ginger and left the chipotles and oregano unused.
 */
describe('round 23 Asian and Latin American lists get the dish a cook would name', () => {
  it.each([
    [
      [
        '2 lb pork shoulder',
        '1 onion',
        'garlic',
        'dried oregano',
        'ground cumin',
        '3 limes',
        'splash of white vinegar',
        'pack of pita breads',
        'can of chipotles in adobo',
        'bunch of parsley',
      ],
      'Tacos Árabes',
    ],
  ])('%j gives %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.extras).toEqual([]);
    expect(recipe.unused).toEqual([]);
  });
});
