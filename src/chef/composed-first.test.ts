import { describe, expect, it } from 'vitest';
import { cookRecipe, explainChoice } from './chef';
import { matchIngredient } from './lexicon';

/**
 * A known dish that only just fits a list (it leaves much of it out, or sends the visitor out for
 * something) read worse to two cooks than a plainer recipe composed from what the visitor has: on
 * the 30 tuned lists the rule moves, blind, they preferred the composed recipe in 42 of 60
 * readings (2.92 → 3.45). Honey and garlic baked salmon left the noodles and broccoli of a salmon,
 * broccoli and noodles list aside; a beef lo mein bought what a bag of beef strips, peppers and
 * noodles did not need.
 */
describe('a composed recipe that uses clearly more of the list goes before a dish that only just fits', () => {
  it.each([
    [
      ['salmon fillets', 'broccoli', 'noodles', 'soy sauce', 'honey', 'ginger'],
      'Salmon and Broccoli Noodle Stir-Fry',
    ],
    [
      ['eggs', 'bacon', 'mushrooms', 'spinach', 'bread', 'cheddar'],
      'Bacon, Mushroom and Spinach Frittata',
    ],
    [
      ['beef strips', 'peppers', 'scallions', 'oyster sauce', 'noodles', 'carrot'],
      'Beef and Bell Pepper Noodle Stir-Fry',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list);
    expect(recipe.source).toBe('composed');
    expect(recipe.title).toBe(title);
    // the dish it displaced is still there, one ask away
    expect(explainChoice(list).some((c) => c.kind === 'dish')).toBe(true);
  });

  it('leaves a dish that fits well where it is', () => {
    const list = ['chicken breasts', 'broccoli', 'soy sauce', 'rice', 'garlic', 'ginger'];
    expect(cookRecipe(list).source).toBe('dish');
  });

  it('never puts a tray roast or tacos before a dish, nor a plainer one of its own form', () => {
    // the best composed recipe for these is a tray roast, tacos or a composed curry: the dish stays
    expect(
      cookRecipe(['cod loins', 'cherry tomatoes', 'olives', 'couscous', 'lemon', 'parsley']).title,
    ).toBe('Cod alla Livornese');
    expect(
      cookRecipe([
        '8 boneless chicken thighs',
        'big tub of greek yoghurt',
        '3 lemons',
        'basmati rice',
        'pack of flatbreads',
        '1 cucumber',
        'garlic',
        'smoked paprika',
        'red onion',
        'bag of salad',
      ]).title,
    ).toBe('Chicken Shawarma');
    expect(
      cookRecipe([
        '4 potatoes',
        '2 aubergines',
        '1 onion',
        '3 tomatoes',
        'cumin seeds',
        'tumeric',
        'chilli powder',
        'ginger',
        'green chillies',
        'pack of chapatis',
      ]).title,
    ).toBe('Aloo Baingan');
  });

  it('leaves a whole fridge typed out to the dish that uses its best part', () => {
    const fridge = [
      'eggs',
      'bacon',
      'sausages',
      'mushrooms',
      'tomatoes',
      'bread',
      'cheddar',
      'milk',
      'butter',
      'courgette',
      'peppers',
      'onions',
      'potatoes',
      'spinach',
    ];
    expect(cookRecipe(fridge).source).toBe('dish');
  });
});

/**
 * Asking again, each thing to buy counted for next to nothing (0.04), so a second answer that sent
 * the visitor out for pastry, hot sauce or a jar beat one made from their list. Two cooks, blind,
 * preferred the answers a real cost per thing (0.3) chose in 26 and 29 of the 44 tuned lists it
 * changed (the rule as shipped keeps 11 of them, preferred in 21 of 22 readings); these three
 * each went from 2 to 4 with both.
 */
describe('asking again, a second answer made from the list beats one that shops', () => {
  it.each([
    [
      [
        '2 sirloin steaks',
        '250g mushrooms',
        '750g new potatoes',
        'pack of egg noodles',
        'wedge of blue cheese',
        'double cream',
        'soy sauce',
        'spring onions',
        'bag of watercress',
      ],
    ],
    [
      [
        '300g raw king prawns',
        'chorizo',
        'long grain rice',
        '2 red peppers',
        'frozen peas',
        'tin of chopped tomatoes',
        'garlic',
        'smoked paprika',
        'lemon',
        'spaghetti',
      ],
    ],
    [
      [
        '2 rump steaks',
        '3 peppers',
        '2 onions',
        'pack of flour tortillas',
        'pack of egg noodles',
        'soy sauce',
        '2 limes',
        'sour cream',
        'garlic',
        'ciabatta rolls',
      ],
    ],
  ])('%j', (list) => {
    const first = cookRecipe(list);
    const second = cookRecipe(list, { attempt: 1 });
    expect(second.title).not.toBe(first.title);
    expect(second.extras).toEqual([]);
  });
});

/**
 * Round 25's readers found items the lexicon read as something else: turkey thigh mince and
 * diced turkey thigh as whole turkey legs (a recipe that slashed legs the visitor did not have), a
 * tub of pulled brisket as a raw joint to roast for five hours, ground bison and saveloys not at
 * all; and a tray roast that cut instant mash into 3 cm pieces.
 */
describe('round 25 readings of what the visitor typed', () => {
  it.each([
    ['500g turkey thigh mince', 'minced_turkey'],
    ['500g diced turkey thigh', 'turkey_breast'],
    ['tub of bought pulled beef brisket', 'cooked_beef'],
    ['1 lb ground bison', 'minced_beef'],
    ['pack of saveloys', 'hot_dog'],
  ])('%s is %s', (typed, id) => {
    expect(matchIngredient(typed)?.id).toBe(id);
  });

  it('never cuts instant mash into pieces', () => {
    const recipe = cookRecipe([
      '4 oven ready quail',
      'jar of thick cut marmalade',
      '4 parsnips',
      'packet of instant mash',
      'frozen peas',
    ]);
    expect(recipe.markdown).not.toMatch(/instant mash[^\n]*cut into/i);
    expect(recipe.markdown).not.toMatch(/slash/i);
  });
});
