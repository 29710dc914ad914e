import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * East and South-East Asian dishes, fourteenth round: lists from the panel's round 15 where the
 * chef answered badly for want of the dish. Each list is typed as the visitor typed it; the chef
 * now names the dish a cook would make from it. Before these dishes were written, the sweet and
 * sour chicken balls list got kebabs with a bought sauce, the bang bang noodle salad list a satay
 * without its noodles, the claypot rice list a "teriyaki" without the lap cheong, and the tofu,
 * peanut and rice paper list a composed noodle bowl that left the wrappers unused.
 */
describe('round 15 East and South-East Asian lists name the dish a cook would make', () => {
  it.each([
    [
      [
        '3 chicken breasts',
        'self-raising flour',
        'tin of pineapple chunks',
        'tomato ketchup',
        'white wine vinegar',
        'sugar',
        'green pepper',
        '1 onion',
        'cornflour',
        'long grain rice',
        '2 eggs',
        'frozen peas',
      ],
      'Sweet and Sour Chicken Balls with Egg Fried Rice',
    ],
    [
      [
        '2 cooked chicken breasts',
        'smooth peanut butter',
        'sweet chilli sauce',
        'soy sauce',
        '1 cucumber',
        '2 carrots',
        'pack of rice noodles',
        '2 limes',
        'spring onions',
        'salted peanuts',
      ],
      'Bang Bang Chicken Noodle Salad',
    ],
    [
      [
        '4 boneless chicken thighs',
        '2 lap cheong sausages',
        'dried shiitake mushrooms',
        'jasmine rice',
        'dark soy sauce',
        'light soy sauce',
        'oyster sauce',
        'shaoxing wine',
        'ginger',
        'spring onions',
        'choi sum',
      ],
      'Claypot Chicken Rice with Chinese Sausage',
    ],
    [
      [
        'block of firm tofu',
        'crunchy peanut butter',
        'rice noodles',
        '2 carrots',
        'cucumber',
        '2 limes',
        'soy sauce',
        'sriracha',
        'coriander',
        'rice paper wrappers',
      ],
      'Tofu Summer Rolls with Peanut Dipping Sauce',
    ],
  ])('%j gives %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.extras).toEqual([]);
  });

  it('uses every item of the sweet and sour list, the batter and the fried rice included', () => {
    const recipe = cookRecipe(
      [
        '3 chicken breasts',
        'self-raising flour',
        'tin of pineapple chunks',
        'tomato ketchup',
        'white wine vinegar',
        'sugar',
        'green pepper',
        '1 onion',
        'cornflour',
        'long grain rice',
        '2 eggs',
        'frozen peas',
      ],
      { attempt: 0 },
    );
    expect(recipe.unused).toEqual([]);
    expect(recipe.markdown).toMatch(/self-raising flour/);
  });

  it('cooks the claypot rice with the lap cheong and the soaked shiitake', () => {
    const { markdown } = cookRecipe(
      [
        '4 boneless chicken thighs',
        '2 lap cheong sausages',
        'dried shiitake mushrooms',
        'jasmine rice',
        'dark soy sauce',
        'light soy sauce',
        'oyster sauce',
        'shaoxing wine',
        'ginger',
        'spring onions',
        'choi sum',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/lap cheong/);
    expect(markdown).toMatch(/Soak the shiitake/);
    expect(markdown).toMatch(/choi sum/);
  });
});
