import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';
import { expectNamedSecond } from './ask-again.test-support';

/**
 * European, Middle Eastern and North African cooking, ninth round: the round-14 panel's misses.
 * Each list is typed as the panel's visitor typed it. The first answer names the dish a cook would
 * make of it (before these dishes were written or mended, the chef made endives au jambon of a
 * croque monsieur list with the salad leaves braised as chicory, pitta pizzas of a kafta bil
 * sanieh list, a plain pork tenderloin that left out the prunes, wine and crème fraîche, a pork
 * loin joint beaten thin for kotlet schabowy, a composed salad of the confit duck and
 * potatoes, chicken pizzaiola of a souvlaki list, mechouia of a pan bagnat list and käsespätzle of a
 * crêpe list); asking again offers another named dish (another method or cuisine) that keeps the
 * main ingredient and buys one thing at most.
 */
describe('the first answer names the dish the list calls for', () => {
  it.each([
    [
      [
        'thick sliced white bread',
        'pack of thick cut ham',
        '200g gruyère',
        'butter',
        'plain flour',
        'milk',
        'dijon mustard',
        'nutmeg',
        'bag of mixed salad',
      ],
      'Croque Monsieur',
    ],
    [
      [
        '500g lamb mince',
        '250g beef mince',
        'bunch of flat-leaf parsley',
        '1 onion',
        'lebanese seven spice',
        '4 potatoes',
        '3 tomatoes',
        '1 green pepper',
        'tomato purée',
        'pitta bread',
      ],
      'Minced Lamb Kafta bil Sanieh with Baharat',
    ],
    [
      [
        '1 pork tenderloin',
        '200g soft prunes',
        'glass of white wine',
        '2 shallots',
        'crème fraîche',
        'redcurrant jelly',
        'butter',
        'potatoes',
        'green beans',
      ],
      'Filet Mignon de Porc aux Pruneaux',
    ],
    [
      [
        '4 boneless pork loin chops',
        'plain flour',
        '2 eggs',
        'dried breadcrumbs',
        'lard',
        '2 cucumbers',
        'sour cream',
        'fresh dill',
        'new potatoes',
        'butter',
      ],
      'Kotlet Schabowy with Mizeria',
    ],
    [
      [
        'tin of 2 confit duck legs',
        '1kg waxy potatoes',
        'garlic',
        'flat-leaf parsley',
        'head of frisée',
        'walnuts',
        'dijon mustard',
        'red wine vinegar',
      ],
      'Confit Duck Leg with Pommes Sarladaises',
    ],
    [
      [
        '4 chicken breasts',
        '2 lemons',
        'dried oregano',
        'garlic',
        'olive oil',
        'pack of pitta breads',
        'tub of tzatziki',
        'tomatoes',
        'red onion',
        'bag of oven chips',
      ],
      'Souvlaki Pitta: Chicken Skewers Wrapped with Tzatziki and Oven Chips',
    ],
    [
      [
        '1 large round crusty loaf',
        '2 tins of tuna in olive oil',
        '4 eggs',
        'tomatoes',
        '1 red pepper',
        'black olives',
        'tin of anchovies',
        'little gem lettuce',
        'red onion',
        'basil',
      ],
      'Pan Bagnat',
    ],
    [
      [
        'plain flour',
        '4 eggs',
        'milk',
        'butter',
        '250g chestnut mushrooms',
        'bag of spinach',
        'gruyère',
        'nutmeg',
        '1 shallot',
        'dijon mustard',
      ],
      'Chestnut Mushroom and Spinach Crêpes with Mornay Sauce',
    ],
  ])('%j: %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.source).toBe('dish');
    expect(recipe.extras).toEqual([]);
  });
});

describe('the dishes use what the visitor bought, as they bought it', () => {
  it('the croque monsieur serves the bag of salad beside it, never braised', () => {
    const { markdown } = cookRecipe(
      [
        'thick sliced white bread',
        'pack of thick cut ham',
        '200g gruyère',
        'butter',
        'plain flour',
        'milk',
        'dijon mustard',
        'nutmeg',
        'bag of mixed salad',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/serve with the mixed salad leaves on the side/);
    expect(markdown).not.toMatch(/simmer the mixed salad/i);
  });

  it('the kafta takes the seven spice and the tomato purée, and the pittas mop up', () => {
    const { markdown } = cookRecipe(
      [
        '500g lamb mince',
        '250g beef mince',
        'bunch of flat-leaf parsley',
        '1 onion',
        'lebanese seven spice',
        '4 potatoes',
        '3 tomatoes',
        '1 green pepper',
        'tomato purée',
        'pitta bread',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/minced lamb and minced beef with the onion/);
    expect(markdown).toMatch(/Whisk the tomato paste with 300 ml water/);
    expect(markdown).toMatch(/Warm the pitta breads/);
  });

  it('the prunes are plumped in the wine, and the sauce takes the crème fraîche', () => {
    const { markdown, unused } = cookRecipe(
      [
        '1 pork tenderloin',
        '200g soft prunes',
        'glass of white wine',
        '2 shallots',
        'crème fraîche',
        'redcurrant jelly',
        'butter',
        'potatoes',
        'green beans',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Bring the prunes and white wine to a simmer/);
    expect(markdown).toMatch(/Stir in the crème fraîche and redcurrant jelly/);
    expect(unused).toEqual([]);
  });

  it('the chops are beaten thin and fried in the lard, the cucumber dressed with the sour cream', () => {
    const { markdown } = cookRecipe(
      [
        '4 boneless pork loin chops',
        'plain flour',
        '2 eggs',
        'dried breadcrumbs',
        'lard',
        '2 cucumbers',
        'sour cream',
        'fresh dill',
        'new potatoes',
        'butter',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/4 boneless pork loin chops/);
    expect(markdown).not.toMatch(/joint/);
    expect(markdown).toMatch(/Heat the lard/);
    expect(markdown).toMatch(/Mix with the sour cream/);
  });

  it('the sarladaise potatoes fry in the confit’s own fat, beside a frisée and walnut salad', () => {
    const { markdown } = cookRecipe(
      [
        'tin of 2 confit duck legs',
        '1kg waxy potatoes',
        'garlic',
        'flat-leaf parsley',
        'head of frisée',
        'walnuts',
        'dijon mustard',
        'red wine vinegar',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Heat 3 tbsp of the fat you scraped off in a large frying pan/);
    expect(markdown).toMatch(/toss with the frisée and walnuts/);
    expect(markdown).not.toMatch(/or the goose fat/);
  });
});

describe('the bought tzatziki and chips go into the souvlaki as they are', () => {
  it('the tzatziki is spread from the tub and the oven chips are baked, not made', () => {
    const { markdown } = cookRecipe(
      [
        '4 chicken breasts',
        '2 lemons',
        'dried oregano',
        'garlic',
        'olive oil',
        'pack of pitta breads',
        'tub of tzatziki',
        'tomatoes',
        'red onion',
        'bag of oven chips',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Spread each with the tzatziki/);
    expect(markdown).toMatch(/Spread the oven chips on a large baking tray/);
    expect(markdown).not.toMatch(/cucumber|yogurt|yoghurt/i);
  });
});

describe('asking again after the classic offers another named dish from the same list', () => {
  it.each([
    [
      [
        '500g beef mince',
        '1 onion',
        'tin of chopped tomatoes',
        'ground cumin',
        'sweet paprika',
        'cinnamon',
        'flat-leaf parsley',
        'fresh coriander',
        '4 eggs',
        'crusty bread',
      ],
      'Kefta Mkaouara',
      'Kefta Scotch Eggs with Spiced Tomato Sauce',
    ],
    [
      [
        '800g pork shoulder',
        '1kg clams',
        'white wine',
        'jar of red pepper paste',
        'garlic',
        'bay leaves',
        'potatoes',
        'fresh coriander',
        'lemons',
        'olive oil',
      ],
      'Carne de Porco à Alentejana',
      'Rojões à Minhota',
    ],
  ])('%j: %s first, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('the alentejana and the rojões both take the jar of red pepper paste', () => {
    const list = [
      '800g pork shoulder',
      '1kg clams',
      'white wine',
      'jar of red pepper paste',
      'garlic',
      'bay leaves',
      'potatoes',
      'fresh coriander',
      'lemons',
      'olive oil',
    ];
    expect(cookRecipe(list, { attempt: 0 }).unused).not.toContain('jar of red pepper paste');
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.markdown).toMatch(/2 tbsp red pepper paste/);
    expect(again.markdown).toMatch(/cook gently over a low heat for 50 minutes/);
  });
});
