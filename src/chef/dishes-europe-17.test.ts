import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Round 18's French, German, Nordic and Eastern European misses (the round-17 lists): the chef
 * names the dish a cook would make, and asking again offers another named dish (another method)
 * that keeps the main and buys one thing at most. Before these dishes were written, the duck leg
 * list made honey-garlic wings and then a Greek lemon "kotopoulo", the bratwurst list a Dublin
 * coddle and a pepper tray bake, the chicken-leg and cider list a leek pie and a tray bake without
 * the cider; the fricassee list a waterzooi, the leek and gruyère list eggy bread, the gigot list
 * lamb with mint sauce, the kopytka list a bacon soup, the pytt i panna list left out the
 * frankfurters and beetroot, and the daube bought a tin of tomatoes.
 */
describe('round 18 European lists ask again for another named dish', () => {
  it.each([
    [
      [
        '4 duck legs',
        '3 oranges',
        'puy lentils',
        '800g potatoes',
        'garlic',
        'fresh thyme',
        'chicken stock',
        'bag of kale',
        'honey',
      ],
      'Cuisses de Canard aux Lentilles',
      'Duck Leg à l’Orange with Crushed Potatoes',
    ],
    [
      [
        '6 bratwurst',
        'jar of sauerkraut',
        '1kg potatoes',
        '3 apples',
        '2 onions',
        'smoked bacon',
        'caraway seeds',
        'german mustard',
        'white wine vinegar',
      ],
      'Bratwurst with Warm Smoked Bacon Kartoffelsalat',
      'Bratwursts with Sauerkraut and Mash',
    ],
    [
      [
        '4 chicken legs',
        'bottle of dry cider',
        '3 apples',
        '2 leeks',
        'smoked bacon',
        'crème fraîche',
        'fresh thyme',
        'potatoes',
        'puff pastry',
      ],
      'Poulet au Cidre with Apples and Leeks',
      'Tourte Normande: Chicken, Leek and Cider Pie',
    ],
  ])('%j: %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('the pie bakes the visitor’s puff pastry as bought, and the braise uses the cider', () => {
    const list = [
      '4 chicken legs',
      'bottle of dry cider',
      '3 apples',
      '2 leeks',
      'smoked bacon',
      'crème fraîche',
      'fresh thyme',
      'potatoes',
      'puff pastry',
    ];
    expect(cookRecipe(list, { attempt: 0 }).markdown).toMatch(/cider/);
    const pie = cookRecipe(list, { attempt: 1 }).markdown;
    expect(pie).toMatch(/sheet puff pastry/);
    expect(pie).not.toMatch(/rub the butter into the flour/i);
  });
});

describe('round 18 European lists name the dish a cook would make', () => {
  it.each([
    [
      [
        '1 whole chicken, jointed',
        '250g button mushrooms',
        '12 pearl onions',
        'butter',
        'plain flour',
        'glass of white wine',
        'chicken stock',
        'double cream',
        '1 egg yolk',
        'lemon',
        'long grain rice',
      ],
      'Fricassée de Poulet à l’Ancienne with Rice',
    ],
    [
      [
        'half a stale sourdough loaf',
        '3 leeks',
        '200g gruyère',
        '6 eggs',
        '500ml milk',
        'dijon mustard',
        'fresh thyme',
        'butter',
        'bag of watercress',
      ],
      'Leek and Gruyère Savoury Bread Pudding',
    ],
    [
      [
        '1.5kg leg of lamb',
        '2 tins of flageolet beans',
        '1 head of garlic',
        'fresh rosemary',
        '2 shallots',
        'dry white wine',
        'chicken stock',
        'butter',
        'bunch of parsley',
      ],
      'Gigot d’Agneau aux Flageolets',
    ],
    [
      [
        '1kg floury potatoes',
        'plain flour',
        '1 egg',
        '400g mushrooms',
        'handful of dried porcini',
        '1 onion',
        'butter',
        'sour cream',
        'fresh dill',
        'smoked bacon',
      ],
      'Kopytka with Mushroom and Dried Porcini Sauce',
    ],
    [
      [
        '800g potatoes',
        'leftover roast beef',
        'pack of frankfurters',
        '2 onions',
        'butter',
        '4 eggs',
        'jar of pickled beetroot',
        'fresh parsley',
      ],
      'Pytt i Panna with Roast Beef and Frankfurters',
    ],
  ])('%j: %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
  });

  it('the daube buys no tinned tomatoes: they are optional in a Provençal daube', () => {
    const recipe = cookRecipe(
      [
        '1.2kg beef shin',
        'bottle of red wine',
        '200g smoked lardons',
        '2 carrots',
        '2 onions',
        'garlic',
        '1 orange',
        'black olives',
        'bay leaves',
        'fresh thyme',
        'pack of tagliatelle',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Daube Provençale');
    expect(recipe.extras).toEqual([]);
  });

  it('the roast beef of the pytt i panna is reheated, not cooked as raw', () => {
    const md = cookRecipe(
      [
        '800g potatoes',
        'leftover roast beef',
        'pack of frankfurters',
        '2 onions',
        'butter',
        '4 eggs',
        'jar of pickled beetroot',
        'fresh parsley',
      ],
      { attempt: 0 },
    ).markdown;
    expect(md).toMatch(/piping hot/);
    expect(md).toMatch(/pickled beetroot on the side/);
  });
});
