import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Round 17's French, German, Austrian, Nordic and Hungarian savoury lists (panel lists `r16-`)
 * that this wave fixed. Before it, the coq au riesling list got a stock-and-crème-fraîche
 * casserole with the riesling not recognised and the lardons and butter unused; the rakott krumpli
 * list a rösti with the paprika sausage, paprika and breadcrumbs unused (the sausage read as smoked
 * paprika); the Norwegian fish soup list a fish pie with its vegetables "simmered" in a dry roux;
 * the charcutière list a pork boulangère with the wine and milk unused and the cornichons passed at
 * the table; and the soupe au pistou bought potatoes, an onion and tomatoes and put the visitor's
 * leek in after the pasta. Asked again, the tafelspitz list got pot-au-feu (the same boiled beef
 * renamed); the leek, gruyère and puff pastry list first got a gratin that left the six eggs and
 * the pastry unused; and the sausage, Puy lentil and kale list a pasta bake and then a casserole,
 * both without the lentils.
 */
describe('round 17 European lists', () => {
  it.each([
    [
      [
        '6 chicken legs',
        'bottle of riesling',
        '250g chestnut mushrooms',
        '4 shallots',
        'smoked bacon lardons',
        'butter',
        'crème fraîche',
        'fresh parsley',
        'pack of wide egg noodles',
      ],
      'Coq au Riesling with Buttered Egg Noodles',
      /Pour in the riesling/,
    ],
    [
      [
        '1kg waxy potatoes',
        '6 eggs',
        'smoked paprika sausage',
        'tub of sour cream',
        'butter',
        'sweet paprika',
        'breadcrumbs',
        'jar of pickled cucumbers',
      ],
      'Rakott Krumpli',
      /half the smoked paprika sausage/,
    ],
    [
      [
        '4 pork chops',
        '3 shallots',
        'dry white wine',
        'chicken stock',
        'dijon mustard',
        'jar of cornichons',
        'butter',
        '1kg floury potatoes',
        'milk',
      ],
      'Pork Chops Sauce Charcutière with Mash',
      /stir in the Dijon mustard, the cornichons/,
    ],
    [
      [
        '2 courgettes',
        'green beans',
        '2 carrots',
        '1 leek',
        'tin of haricot beans',
        'small soup pasta',
        'big bunch of basil',
        'garlic',
        'parmesan',
        'good olive oil',
      ],
      'Soupe au Pistou',
      /cook the leek for 5 minutes until soft/,
    ],
  ])('%j: %s, every item used', (list, title, line) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
    expect(recipe.markdown).toMatch(line);
  });

  it('fiskesuppe: the fish goes into a stock, not a dry roux, and nothing typed is left out', () => {
    const list = [
      '300g cod loin',
      '300g salmon fillet',
      '200g prawns',
      '2 carrots',
      '1 leek',
      'half a celeriac',
      'fish stock cubes',
      'double cream',
      'chives',
      'sour cream',
      'flatbrød crackers',
    ];
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe('Bergen Fiskesuppe');
    expect(recipe.unused).toEqual([]);
    expect(recipe.markdown).toMatch(/fish stock cube, made up with 1 litre boiling water/);
    expect(recipe.markdown).toMatch(/Pour in the stock a little at a time/);
    expect(recipe.markdown).toMatch(/flatbrød crackers on the side/);
  });

  it('sausages and Puy lentils: the ready-cooked lentils are only warmed through', () => {
    const recipe = cookRecipe(
      [
        '8 pork sausages',
        'pouch of cooked puy lentils',
        'bag of kale',
        'tin of chopped tomatoes',
        '1 red onion',
        'garlic',
        'fennel seeds',
        'rigatoni',
        'crusty bread',
      ],
      { attempt: 0 },
    );
    expect(recipe.markdown).toMatch(
      /simmer for 5 minutes until the kale has wilted and the lentils are piping hot/,
    );
  });

  it.each([
    [
      [
        '1.5kg beef topside',
        '2 carrots',
        '1 leek',
        'half a celeriac',
        'jar of horseradish',
        '3 apples',
        '1kg potatoes',
        'bunch of chives',
        'sour cream',
        'breadcrumbs',
        '2 eggs',
      ],
      'Tafelspitz',
      'Esterházy Rostbraten',
      '1.5kg beef topside',
    ],
    [
      [
        '6 eggs',
        '3 leeks',
        'wedge of gruyère',
        'roll of puff pastry',
        'smoked ham',
        'double cream',
        'butter',
        'new potatoes',
        'bag of salad',
      ],
      'Flamiche: Leek, Smoked Ham and Gruyère Tart in Puff Pastry',
      'Leeks and Smoked Ham Gratin',
      '3 leeks',
    ],
    [
      [
        '8 pork sausages',
        'pouch of cooked puy lentils',
        'bag of kale',
        'tin of chopped tomatoes',
        '1 red onion',
        'garlic',
        'fennel seeds',
        'rigatoni',
        'crusty bread',
      ],
      'Pork Sausages with Puy Lentils, Kale and Tomatoes',
      'Pork Sausage and Tomato Casserole',
      '8 pork sausages',
    ],
  ])('%j: %s, then %s', (list, first, second, main) => {
    expectNamedSecond(list, first, second, main);
  });

  it('tafelspitz: the eggs and sour cream make its chive sauce, and no onion is bought', () => {
    const recipe = cookRecipe(
      [
        '1.5kg beef topside',
        '2 carrots',
        '1 leek',
        'half a celeriac',
        'jar of horseradish',
        '3 apples',
        '1kg potatoes',
        'bunch of chives',
        'sour cream',
        'breadcrumbs',
        '2 eggs',
      ],
      { attempt: 0 },
    );
    expect(recipe.extras).toEqual([]);
    expect(recipe.markdown).toMatch(/chop finely and fold into the sour cream/);
  });
});
