import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * Italian and French cooking (and fusion pasta and gnocchi), round 23's misses (the `r22-` lists):
 * each list is typed exactly as the panel typed it. Before these dishes were written, the miso
 * butter gnocchi list became brown butter and sage gnocchi that bought sage and left out the miso
 * and mushrooms, the eggs in purgatory list a cold salmorejo with two eggs chopped over it, the
 * pollo alla romana list a cacciatore that bought mushrooms and left the pancetta, and the nduja
 * beans on toast list a frittata that left both tins of beans unused.
 */
describe('round 23 Italian and French lists get the dish a cook would name', () => {
  it.each([
    [
      [
        'pack of fresh gnocchi',
        'white miso',
        'butter',
        'punnet of mushrooms',
        'bag of spinach',
        'garlic',
        'parmesan',
        'chilli crisp',
      ],
      'Miso Butter Gnocchi with Mushrooms and Spinach',
    ],
    [
      [
        '6 eggs',
        '2 cans whole peeled tomatoes',
        'garlic',
        'red pepper flakes',
        'fresh basil',
        'parmesan',
        'olive oil',
        'loaf of ciabatta',
        'bag of arugula',
      ],
      'Eggs in Purgatory',
    ],
    [
      [
        '8 chicken thighs, skin on',
        '3 peppers, red and yellow',
        '1 onion',
        'garlic',
        'glass of white wine',
        'tin of plum tomatoes',
        'fresh marjoram',
        'pack of pancetta cubes',
        'olive oil',
        'crusty bread',
      ],
      'Pollo alla Romana',
    ],
    [
      [
        'jar of nduja',
        '2 tins of cannellini beans',
        'cherry tomatoes',
        'sourdough loaf',
        '4 eggs',
        'garlic',
        'bag of kale',
        'parmesan',
      ],
      'Nduja Beans on Toast with Fried Eggs',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.source).toBe('dish');
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });
});
