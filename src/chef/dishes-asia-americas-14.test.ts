import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * East and South-East Asian dishes, fourteenth round: lists from the panel's round 15 where the
 * chef answered badly for want of the dish. Each list is typed as the visitor typed it; the chef
 * now names the dish a cook would make from it. Before these dishes were written, the sweet and
 * sour chicken balls list got kebabs with a bought sauce, the bang bang noodle salad list a satay
 * without its noodles, the claypot rice list a "teriyaki" without the lap cheong, the tofu,
 * peanut and rice paper list a composed noodle bowl that left the wrappers unused, the bánh xèo
 * list a blended soup (the dish needed prawns), the ohn no khao swè list a kuku paka, the shui zhu
 * yu list a stir-fry without its stock, and the tofu katsu curry bought rice beside the visitor's
 * sushi rice and used one block of tofu of two.
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
    [
      [
        'rice flour',
        'turmeric',
        'tin of coconut milk',
        'bag of beansprouts',
        'oyster mushrooms',
        'spring onions',
        'little gem lettuce',
        'fresh mint',
        'soy sauce',
        'lime',
        'red chilli',
      ],
      'Oyster Mushroom Bánh Xèo',
    ],
    [
      [
        '500g chicken thighs',
        'tin of coconut milk',
        'gram flour',
        '2 onions',
        'garlic',
        'ginger',
        'turmeric',
        'paprika',
        'fish sauce',
        'egg noodles',
        '3 eggs',
        'limes',
      ],
      'Ohn No Khao Swè',
    ],
    [
      [
        '500g cod fillets',
        'egg white',
        'cornflour',
        'doubanjiang',
        'sichuan peppercorns',
        'big handful of dried chillies',
        'bag of beansprouts',
        'celery',
        'garlic',
        'ginger',
        'chicken stock',
        'white rice',
      ],
      'Shui Zhu Yu: Sichuan Poached Cod in Chilli Broth',
    ],
    [
      [
        '2 blocks of extra firm tofu',
        'panko',
        'plain flour',
        'oat milk',
        'jar of katsu curry sauce',
        'sushi rice',
        '1 carrot',
        'cucumber',
        'pickled ginger',
      ],
      'Tofu Katsu Curry',
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

  it('uses the whole ohn no khao swè list, the gram flour, fish sauce and eggs included', () => {
    const recipe = cookRecipe(
      [
        '500g chicken thighs',
        'tin of coconut milk',
        'gram flour',
        '2 onions',
        'garlic',
        'ginger',
        'turmeric',
        'paprika',
        'fish sauce',
        'egg noodles',
        '3 eggs',
        'limes',
      ],
      { attempt: 0 },
    );
    expect(recipe.unused).toEqual([]);
  });

  it("serves the tofu katsu curry on the visitor's sushi rice with both blocks of tofu", () => {
    const { markdown } = cookRecipe(
      [
        '2 blocks of extra firm tofu',
        'panko',
        'plain flour',
        'oat milk',
        'jar of katsu curry sauce',
        'sushi rice',
        '1 carrot',
        'cucumber',
        'pickled ginger',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/800 g tofu/);
    expect(markdown).toMatch(/Rinse the sushi rice/);
    expect(markdown).toMatch(/pickled ginger on the side/);
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
