import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Iberian, central and eastern European lists from round 23 (the `r22-` lists), typed exactly as
 * the panel typed them. Before these dishes were written, the shashlik list (pork neck, vinegar,
 * skewers) became a three-hour braise, twelve whole sardines with peppers and new potatoes a
 * cod-and-potato stew for eight, and the espinacas con garbanzos left the saffron out and fried one
 * slice of bread from the visitor's two.
 */
describe('round 23 Iberian and eastern European lists get the dish a cook would name', () => {
  it.each([
    [
      [
        '1.2kg pork neck or shoulder',
        '4 onions',
        'white wine vinegar',
        'black peppercorns',
        'bay leaves',
        'ground coriander',
        'metal skewers',
        '1kg new potatoes',
        'fresh dill',
        'tomatoes',
        '1 cucumber',
        'jar of adjika or ketchup',
      ],
      'Shashlik: Marinated Pork Skewers',
    ],
    [
      [
        '12 whole sardines, gutted',
        'coarse sea salt',
        '1kg new potatoes',
        '3 red peppers',
        '1 red onion',
        '4 ripe tomatoes',
        'good olive oil',
        'red wine vinegar',
        'flat leaf parsley',
        'lemons',
        'crusty bread',
      ],
      'Sardinhas Assadas',
    ],
    [
      [
        '2 jars of chickpeas',
        'big bag of spinach',
        'garlic',
        'sweet smoked paprika',
        'ground cumin',
        'sherry vinegar',
        '2 slices of stale bread',
        'good olive oil',
        'pinch of saffron',
        'crusty bread',
      ],
      'Garbanzos con Espinacas',
    ],
  ])('%j gives %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.extras).toEqual([]);
    // the skewers are kitchen equipment, which the Tips say
    expect(recipe.unused.filter((item) => !/skewers/.test(item))).toEqual([]);
  });
});

/**
 * Before: the pork mince list's second answer was lazy gołąbki that bought passata, the Austrian
 * pork loin's plain pork steaks with fried potatoes used four of twelve items, the Portuguese whole
 * chicken's second was another whole roast chicken (pot-roasted, kale in the oven for 80 minutes),
 * and the tinned sardines' fishcakes bought spring onions while the capers and garlic sat unused.
 */
describe('round 23 Iberian and eastern European ask-again lists get two named dishes', () => {
  it.each([
    [
      [
        '500g pork mince',
        '250g mushrooms',
        'roll of puff pastry',
        'jasmine rice',
        'half a white cabbage',
        'pack of egg noodles',
        '1 onion',
        'ginger',
        'soy sauce',
        'fresh sage',
        '1 egg',
      ],
      'Minced Pork, Mushroom and Sage Plait',
      'Minced Pork, White Cabbage and Mushroom Chow Mein',
    ],
    [
      [
        '800g pork loin',
        '1kg waxy potatoes',
        'white cabbage',
        'plain flour',
        '4 eggs',
        'tub of sour cream',
        'breadcrumbs',
        'caraway seeds',
        'sweet paprika',
        '2 onions',
        'lard',
        'lemons',
      ],
      'Sertéspaprikás: Hungarian Pork Loin Paprikash',
      'Schweinsbraten with Wiener Kraut',
    ],
    [
      [
        '1 whole chicken',
        'bottle of piri piri sauce',
        'chouriço',
        'long grain rice',
        '1kg potatoes',
        '6 eggs',
        '2 onions',
        'garlic',
        'bay leaves',
        'lemons',
        'bag of kale',
        'pack of papo secos rolls',
      ],
      'Arroz de Frango: Portuguese Chicken and Chorizo Rice',
      'Frango Assado: Portuguese Roast Whole Chicken',
    ],
    [
      [
        '2 tins of sardines in olive oil',
        'tin of chopped tomatoes',
        '400g spaghetti',
        '750g potatoes',
        '4 eggs',
        '2 lemons',
        'capers',
        'garlic',
        'breadcrumbs',
      ],
      'Spaghetti con Sardine e Pangrattato',
      'Sardine Fishcakes with Capers and Lemon',
    ],
  ])('%j gives %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
    expect(cookRecipe(list, { attempt: 1 }).extras).toEqual([]);
  });

  it('fries no egg a plate for a cook who counted one egg, and puts no sage in a wok', () => {
    const list = [
      '500g pork mince',
      '250g mushrooms',
      'half a white cabbage',
      'pack of egg noodles',
      '1 onion',
      'ginger',
      'soy sauce',
      'fresh sage',
      '1 egg',
    ];
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toMatch(/Chow Mein/);
    const cooked = recipe.markdown.split('## Tips')[0] ?? '';
    expect(cooked).not.toMatch(/Fry the eggs|\d eggs|sage/i);
  });
});
