import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Italian and Italian-American savoury cooking, eighteenth round: the panel's round-18 lists (ids
 * `r17-`) that the chef answered badly, typed exactly as the panel typed them. Before these dishes
 * were written the maiale al latte list braised the loin joint as chops, the peposo list bought
 * onion, carrot and stock for a generic wine braise, the tortellini salad list bought pasta for a
 * hot pan sauce, the Caesar pasta salad list made a creamy bacon pasta, the shrimp alfredo list a
 * garlic shrimp pasta without its cream, and the pepperoni rolls list a pizza; asking again gave a
 * sheet-pan of prawns after the prawn gnocchi, Tuscan chicken without its starch after a creamy
 * chicken pasta, a chicken salad after the pesto pasta and a thin soup after the cannellini beans.
 */
describe('round-18 Italian and Italian-American lists name the dish a cook would make', () => {
  it.each([
    [
      [
        '1.2kg pork loin joint',
        '1 litre whole milk',
        'butter',
        'garlic',
        'fresh sage',
        'lemon zest',
        'new potatoes',
        'cavolo nero',
        'olive oil',
      ],
      'Maiale al Latte: Pork Loin Braised in Milk',
    ],
    [
      [
        '1kg beef shin',
        'bottle of chianti',
        '1 whole garlic bulb',
        'black peppercorns',
        'fresh rosemary',
        'tube of tomato purée',
        'quick cook polenta',
        'parmesan',
        'butter',
      ],
      'Peposo: Tuscan Peppered Beef with Soft Polenta',
    ],
    [
      [
        'bag of fresh cheese tortellini',
        'jar of pesto',
        'pack of sliced salami',
        'cherry tomatoes',
        'jar of artichoke hearts',
        'black olives',
        'ball of mozarella',
        'bag of rocket',
      ],
      'Tortellini Pasta Salad with Pesto and Salami',
    ],
    [
      [
        'bag of caesar salad kit',
        '2 chicken breasts',
        '300g fusilli',
        'pack of streaky bacon',
        'parmesan',
        'half a baguette',
        'lemon',
        'cherry tomatoes',
      ],
      'Chicken Caesar Pasta Salad',
    ],
    [
      [
        '1 lb raw shrimp',
        '1 lb fettuccine',
        'heavy cream',
        'butter',
        'parmesean',
        '4 cloves garlic',
        '2 heads of brocoli',
        'italian seasoning',
        'garlic bread',
      ],
      'Shrimp and Broccoli Fettuccine Alfredo',
    ],
    [
      [
        '1 lb ball of pizza dough',
        'stick of pepperoni',
        'provolone slices',
        'jar of marinara',
        'butter',
        'garlic powder',
        'bag of salad',
        'ranch dressing',
      ],
      'West Virginia Pepperoni Rolls',
    ],
    [
      [
        '300g arborio rice',
        '500g frozen peas',
        '1 onion',
        'butter',
        'vegetable stock cubes',
        'parmesan',
        'bunch of flat leaf parsley',
        'glass of white wine',
      ],
      'Risi e Bisi',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.extras).toEqual([]);
  });

  it('cooks the loin joint as a joint, for well over an hour', () => {
    const { markdown } = cookRecipe(
      ['1.2kg pork loin joint', '1 litre whole milk', 'butter', 'garlic', 'fresh sage'],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/1 hour 30 minutes/);
    expect(markdown).not.toMatch(/chops/);
  });

  it('roasts the potatoes beside the pollo alla diavola and counts its marinade', () => {
    const list = [
      '1 whole chicken',
      'dried chilli flakes',
      '3 lemons',
      'garlic',
      'fresh rosemary',
      'olive oil',
      '1kg potatoes',
      'bag of rocket',
    ];
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe('Pollo alla Diavola');
    expect(recipe.markdown).toMatch(/Toss the potatoes with the rest of the oil/);
    expect(recipe.markdown).toMatch(/Prep 50 min/);
    expect(recipe.markdown).not.toMatch(/1 lemons/);
  });

  it('uses the tortellini and the Caesar kit as bought', () => {
    const salad = cookRecipe(
      [
        'bag of fresh cheese tortellini',
        'jar of pesto',
        'pack of sliced salami',
        'cherry tomatoes',
      ],
      { attempt: 0 },
    ).markdown;
    expect(salad).toMatch(/tortellini/);
    expect(salad).not.toMatch(/queso fresco/);
    const caesar = cookRecipe(
      ['bag of caesar salad kit', '2 chicken breasts', '300g fusilli', 'half a baguette'],
      { attempt: 0 },
    ).markdown;
    expect(caesar).toMatch(/dressing from the Caesar salad kit/);
  });
});

describe('asking again after a round-18 Italian dish offers another named dish', () => {
  it.each([
    [
      [
        '300g raw king prawns',
        '4 garlic cloves',
        'bag of spinach',
        'pack of gnocchi',
        'double cream',
        'cherry tomatoes',
        'linguine',
        'lemon',
        'chilli flakes',
      ],
      'Creamy Garlic King Prawn Gnocchi with Spinach',
      'Linguine with King Prawns, Cherry Tomatoes and Lemon',
    ],
    [
      [
        '3 chicken breasts',
        'bag of spinach',
        'jar of sundried tomatoes',
        'pack of gnocchi',
        'double cream',
        'parmesan',
        'garlic',
        'penne',
        'ball of mozzarella',
      ],
      'Creamy Tuscan Chicken Gnocchi',
      'Baked Penne with Chicken, Sundried Tomato and Mozzarella',
    ],
    [
      [
        'jar of green pesto',
        'roll of puff pastry',
        '2 chicken breasts',
        'cherry tomatoes',
        'ball of mozzarella',
        'spaghetti',
        'pine nuts',
        'bag of salad',
      ],
      'Green Pesto Chicken Tart with Cherry Tomatoes and Mozzarella',
      'Creamy Green Pesto Chicken Pasta',
    ],
    [
      [
        '2 tins of cannellini beans',
        '2 fennel bulbs',
        'tin of cherry tomatoes',
        'orzo',
        'garlic',
        'lemon',
        'chilli flakes',
        'sourdough',
        'olive oil',
      ],
      'One-Pot Orzo with Cannellini Beans, Fennel and Cherry Tomatoes',
      'Braised Fennel and Cannellini Beans on Garlic Sourdough Toast',
    ],
  ])('%j → %s, then %s', (list, first, second) => {
    const main = list.find((item) => /prawn|chicken|cannellini/.test(item)) ?? list[0];
    expectNamedSecond(list, first, second, main);
  });
});
