import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * American home cooking, tenth round (the panel's round-14 misses): each list is typed as a
 * visitor typed it, and the chef names the dish a cook would. Before these dishes were written,
 * the chicken bog list got chicken and dumplings that dropped the smoked sausage and bought milk
 * and carrots, and the Swiss steak list got a beef cobbler that bought self-raising flour.
 */
describe('home lists of round 14 get the dish a cook would name', () => {
  it.each([
    [
      [
        '3 lb chicken thighs',
        '1 lb smoked sausage',
        '2 cups long grain rice',
        '1 onion',
        'butter',
        'chicken broth',
        'black pepper',
        'hot sauce',
      ],
      'Chicken Bog with Smoked Sausage',
    ],
    [
      [
        '2 lb round steak',
        'all-purpose flour',
        '1 onion',
        '1 green bell pepper',
        '2 celery stalks',
        '14.5 oz can diced tomatoes',
        'beef broth',
        'worcestershire sauce',
        '3 lb russet potatoes',
        'butter',
        'milk',
      ],
      'Swiss Steak with Mashed Potatoes',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe([...list], { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.source).toBe('dish');
    // Everything typed goes in; nothing has to be bought.
    expect(recipe.extras).toEqual([]);
    expect(recipe.markdown).not.toMatch(/Not used this time/);
  });
});
