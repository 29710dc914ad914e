import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';
import { expectNamedSecond } from './ask-again.test-support';

/**
 * French, Central and Eastern European, Georgian and Nordic lists the cooks' panel read in round
 * 19 (lists-round-18, typed as there). Before these dishes were written (or fixed), the chef
 * answered them with the nearest dish it had: a scallop cream pasta for coquilles Saint-Jacques,
 * a pizza for lángos, honey-glazed gammon for petit salé, a pork and potato braise for vepřo
 * knedlo zelo, a chasseur for Marengo, tarragon chicken without its grapes, a tavuk sote for
 * chakhokhbili, cod parcels without their olives, capers or courgettes; and asking again gave a
 * curry that bought its paste, a second pot-roast of the same bird, or a composed salmon salad.
 */
describe('round-19 French, Central and Eastern European lists name the dish a cook would', () => {
  it.each([
    [
      [
        '1.5kg chicken pieces',
        '1kg ripe tomatoes',
        '3 onions',
        'garlic',
        'butter',
        'bunch of coriander',
        'bunch of basil',
        'bunch of dill',
        'ground fenugreek',
        'hot red pepper',
        'crusty bread',
      ],
      'Chakhokhbili: Georgian Chicken Stewed with Tomatoes and Herbs',
      /butter/,
    ],
    [
      [
        '1 chicken, jointed',
        'tin of chopped tomatoes',
        '250g button mushrooms',
        'splash of brandy',
        'dry white wine',
        '2 shallots',
        'garlic',
        '4 eggs',
        'half a baguette',
        'fresh parsley',
      ],
      'Chicken Marengo',
      /brandy/,
    ],
    [
      [
        '4 chicken breasts',
        'bunch of seedless green grapes',
        'dry white wine',
        'double cream',
        '2 shallots',
        'butter',
        'fresh tarragon',
        'chicken stock',
        'new potatoes',
        'green beans',
      ],
      'Chicken Véronique',
      /grapes/,
    ],
    [
      [
        '4 cod loins',
        '2 courgettes',
        'cherry tomatoes',
        'black olives',
        'capers',
        'lemon',
        'dry white wine',
        'fresh basil',
        'new potatoes',
      ],
      'Cod en Papillote with Courgettes, Black Olives and Capers',
      /capers/,
    ],
    [
      [
        '8 king scallops',
        '200g button mushrooms',
        '2 shallots',
        'dry white wine',
        'double cream',
        'gruyère',
        'butter',
        '1kg potatoes',
        'breadcrumbs',
        'lemon',
      ],
      'Coquilles Saint-Jacques Gratinées with Piped Mash',
      /breadcrumbs/,
    ],
    [
      [
        '500g strong white flour',
        'sachet of dried yeast',
        '1 potato',
        'milk',
        'tub of sour cream',
        'grated cheese',
        'garlic',
        'sunflower oil',
        'cucumber',
      ],
      'Lángos with Sour Cream, Garlic and Cheese',
      /sour cream/,
    ],
    [
      [
        '1kg unsmoked bacon joint',
        '250g puy lentils',
        '2 carrots',
        '1 onion',
        '1 celery stick',
        'bay leaves',
        'fresh thyme',
        'dijon mustard',
        'crusty bread',
      ],
      'Petit Salé aux Lentilles',
      /lentils/,
    ],
    [
      [
        '1.2kg pork shoulder joint',
        'caraway seeds',
        'garlic',
        '2 onions',
        'jar of sauerkraut',
        'plain flour',
        '2 stale bread rolls',
        '1 egg',
        'milk',
        'dried yeast',
        'lard',
      ],
      'Vepřo Knedlo Zelo: Roast Pork with Bread Dumplings and Sauerkraut',
      /dumplings/,
    ],
  ] as const)('%j → %s', (list, title, uses) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.markdown).toMatch(uses);
    expect(recipe.extras.length).toBeLessThanOrEqual(1);
  });
});

describe('asking again after a round-19 European list offers another named dish', () => {
  it.each([
    [
      [
        '8 chicken thighs',
        'sweet paprika',
        '3 peppers',
        '2 onions',
        'tub of soured cream',
        'tin of chopped tomatoes',
        'long grain rice',
        'flour tortillas',
        'garlic',
      ],
      'Pileći Đuveč: Balkan Baked Chicken and Rice with Bell Peppers',
      'Chicken Paprikás',
    ],
    [
      [
        '1 whole chicken',
        '3 leeks',
        '250g chestnut mushrooms',
        'fresh tarragon',
        'roll of puff pastry',
        'crème fraîche',
        'chicken stock',
        'new potatoes',
        'butter',
      ],
      'Tourte au Poulet: Chicken, Leek and Chestnut Mushroom Pie with Tarragon',
      'Poulet en Cocotte with Leeks, Chestnut Mushrooms and Tarragon Cream',
    ],
    [
      [
        '4 salmon fillets',
        '750g new potatoes',
        'bag of watercress',
        '6 eggs',
        'capers',
        'crème fraîche',
        'lemon',
        'fresh dill',
        'rye bread',
      ],
      'Poached Salmon with Sauce Gribiche, New Potatoes and Watercress',
      'Laxpytt: Swedish Salmon and New Potato Hash with Fried Eggs',
    ],
  ] as const)('%j → %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });
});
