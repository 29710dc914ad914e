import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Round 17's Italian and Italian-American savoury lists (panel lists `r16-`) that this wave fixed.
 * Before it, the ragù list got a 20-minute pan sauce with the pancetta unused; the frozen ravioli
 * were swapped for bought penne in a baked ziti; the zozzona list left out its egg yolks; pasta e
 * lenticchie came out as a templated lentil soup; the aubergine polpette list got crumbed
 * aubergine with ricotta and mozzarella to buy; the Vesuvio list a pollo al ajillo with the
 * potatoes boiled on the side; and the fra diavolo list left out its wine and bread. Asked again,
 * the gnocchi list gave a tarte flambée, the ribollita list a bean and kale soup, the piccata list
 * the same chicken as scaloppine, the salami list a thin templated pasta without the peppers, and
 * the broccoli and stilton list a penne with walnuts never toasted, where a cook would offer
 * another named dish that keeps the list's heart.
 */
describe('round 17 Italian lists', () => {
  it.each([
    [
      [
        '400g beef mince',
        '200g pork mince',
        'pancetta',
        '1 onion',
        '1 carrot',
        '2 celery sticks',
        'glass of white wine',
        'whole milk',
        'tube of tomato purée',
        'pack of egg tagliatelle',
        'parmesean',
      ],
      'Egg Tagliatelle al Ragù Bolognese',
      /simmer very gently for 2 hours/,
    ],
    [
      [
        '2 bags of frozen cheese ravioli',
        'jar of marinara',
        '1 lb italian sausage',
        'tub of ricotta',
        'bag of baby spinach',
        'shredded mozzarella',
        'parmesan',
      ],
      'Cheese Ravioli Lasagne with Italian Sausage and Baby Spinach',
      /Lay half the frozen cheese ravioli/,
    ],
    [
      [
        '4 italian sausages',
        '100g guanciale',
        'tin of plum tomatoes',
        '4 egg yolks',
        'pecorino romano',
        '500g rigatoni',
        'black pepper',
        '1 onion',
      ],
      'Rigatoni alla Zozzona',
      /Beat the egg yolks/,
    ],
    [
      [
        '250g brown lentils',
        '200g ditalini',
        '1 onion',
        '1 carrot',
        '1 celery stick',
        'tomato purée',
        'fresh rosemary',
        'garlic',
        'olive oil',
        'chilli flakes',
      ],
      'Pasta e Lenticchie',
      /Add the ditalini/,
    ],
    [
      [
        '3 aubergines',
        '2 eggs',
        'dried breadcrumbs',
        'grated pecorino',
        'garlic',
        'fresh basil',
        'carton of passata',
        'olive oil',
        'ciabatta',
      ],
      'Polpette di Melanzane',
      /fry the polpette in two batches/,
    ],
    [
      [
        '8 bone-in chicken thighs',
        '2 lb russet potatoes',
        '1 head of garlic',
        'dried oregano',
        'dry white wine',
        'chicken stock',
        'olive oil',
        'frozen peas',
        'fresh parsley',
      ],
      'Chicken Vesuvio',
      /Sit the chicken skin side up on the russet potatoes and roast/,
    ],
    [
      [
        '1 lb large shrimp',
        '1 lb linguine',
        '28 oz can crushed tomatoes',
        'red pepper flakes',
        '6 cloves garlic',
        'dry white wine',
        'fresh basil',
        'olive oil',
        'crusty bread',
      ],
      'Shrimp Fra Diavolo with Linguine',
      /Pour in the white wine/,
    ],
  ])('%j: %s, every item used', (list, title, line) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
    expect(recipe.markdown).toMatch(line);
  });

  it.each([
    [
      [
        'pack of gnocchi',
        'jar of pesto',
        'frozen peas',
        'smoked bacon',
        'crème fraîche',
        'cherry tomatoes',
        'parmesan',
        'lemon',
      ],
      'Gnocchi al Forno with Pesto and Smoked Bacon',
      'Crispy Pan-Fried Gnocchi with Smoked Bacon, Peas and Cherry Tomatoes',
      'pack of gnocchi',
    ],
    [
      [
        '2 tins of cannellini beans',
        '2 leeks',
        '4 potatoes',
        'bag of kale',
        'garlic',
        'vegetable stock',
        'fresh rosemary',
        'sourdough',
        'olive oil',
      ],
      'Ribollita',
      'Potato, Leek and Cannellini Bean Gratin with Sourdough Crumbs',
      '2 tins of cannellini beans',
    ],
    [
      [
        '4 chicken breasts',
        '3 lemons',
        'jar of capers',
        '500g orzo',
        'butter',
        'chicken stock',
        'parmesan',
        'bag of spinach',
        'plain flour',
      ],
      'Chicken Piccata',
      'One-Pot Lemon Chicken and Orzo with Spinach',
      '4 chicken breasts',
    ],
  ])('%j: %s, then %s', (list, first, second, main) => {
    expectNamedSecond(list, first, second, main);
  });

  it('the ribollita list is finished with the leeks, potatoes and rosemary it has', () => {
    const recipe = cookRecipe(
      [
        '2 tins of cannellini beans',
        '2 leeks',
        '4 potatoes',
        'bag of kale',
        'garlic',
        'vegetable stock',
        'fresh rosemary',
        'sourdough',
        'olive oil',
      ],
      { attempt: 0 },
    );
    expect(recipe.unused).toEqual([]);
    expect(recipe.markdown).toMatch(/leeks/);
    expect(recipe.markdown).toMatch(/until the potatoes are just tender/);
  });

  it('broccoli, stilton and walnuts make a penne with the walnuts toasted, then a quiche from the pastry', () => {
    const list = [
      '2 heads of brocoli',
      'wedge of stilton',
      'walnuts',
      'penne',
      'shortcrust pastry',
      '3 eggs',
      'milk',
      '1 onion',
      'vegetable stock cubes',
    ];
    const first = cookRecipe(list, { attempt: 0 });
    expect(first.title).toBe('Penne with Broccoli, Stilton and Walnuts');
    expect(first.markdown).toMatch(/Toast the walnuts in a large dry frying pan/);
    expect(first.markdown).toMatch(/600 g broccoli/);
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.title).toBe('Broccoli, Stilton and Onion Quiche');
    expect(again.used).toEqual(
      expect.arrayContaining(['shortcrust pastry', '3 eggs', 'wedge of stilton']),
    );
    expect(again.extras).toEqual([]);
  });

  it('salami, peppers and eggs make a frittata with the peppers in it, then the ciabatta pizzas', () => {
    const list = [
      'pack of sliced salami',
      'jar of roasted peppers',
      '6 eggs',
      'ciabatta',
      'ball of mozzarella',
      'fusilli',
      'bag of rocket',
      'jar of green pesto',
    ];
    const first = cookRecipe(list, { attempt: 0 });
    expect(first.title).toBe('Frittata with Salami, Roasted Red Pepper and Mozzarella');
    expect(first.used).toContain('jar of roasted peppers');
    expect(first.extras).toEqual([]);
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.title).toBe('Salami and Roasted Red Pepper Ciabatta Pizzas with Green Pesto');
    expect(again.used).toContain('jar of roasted peppers');
  });
});
