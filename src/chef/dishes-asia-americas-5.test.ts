import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * Asian, Indian, Mexican, Latin American and Caribbean cooking, fifth round: asking again. For a
 * common main and everyday staples the cookbook had one good dish, so "Want a new recipe?" fell back
 * to a composed stir-fry or curry, bought things, or dropped the main. Each case failed before its
 * second dish was written (a congee, a grilled kebab, a Thai curry, a Mexican egg dish, a one-pot
 * Japanese rice, stuffed parathas, crisp potato tacos, a Montserrat goat soup, Yucatecan grilled
 * pork): the answer at this attempt is now a known dish, keeps the visitor's main, needs nothing
 * bought beyond salt, pepper, oil and water, uses most of the list and is not the first answer again.
 */

describe('asking again gives another good dish (fifth round)', () => {
  it.each([
    [['500g pork mince', 'soy sauce', 'garlic', 'ginger', 'rice'], 1],
    [['beef mince', 'soy sauce', 'garlic', 'ginger', 'rice'], 1],
    [['white fish', 'soy sauce', 'ginger', 'spring onions', 'rice'], 1],
    [['1kg diced lamb', 'onion', 'garlic', 'yoghurt', 'garam masala', 'rice'], 1],
    [['salmon fillets', 'coconut milk', 'curry paste', 'rice'], 1],
    [['eggs', 'onion', 'tinned tomatoes', 'garlic', 'cumin', 'chilli'], 1],
    [['mushrooms', 'soy sauce', 'garlic', 'rice', 'eggs'], 1],
    [['paneer', 'spinach', 'onion', 'garlic', 'garam masala'], 1],
    [['potatoes', 'eggs', 'onion', 'chilli', 'cheese', 'tortillas'], 1],
    [
      [
        '1.5kg goat on the bone',
        'jamaican curry powder',
        'scotch bonnet',
        'onions',
        'garlic',
        'thyme',
        'spring onions',
        'allspice berries',
        'potatoes',
        'white rice',
      ],
      1,
    ],
    [
      [
        '3 lb pork shoulder',
        'achiote paste',
        'orange juice',
        'limes',
        'garlic',
        'red onions',
        'habanero',
        'corn tortillas',
        'refried beans',
      ],
      1,
    ],
  ] as const)('%j at attempt %i', (list, attempt) => {
    const first = cookRecipe(list, { attempt: 0 });
    const again = cookRecipe(list, { attempt });
    expect(again.source).toBe('dish');
    expect(again.used).toContain(list[0]);
    expect(again.extras).toEqual([]);
    // it cooks most of the list, not the main alone
    expect(again.unused.length).toBeLessThanOrEqual(list.length / 4);
    expect(again.title).not.toBe(first.title);
  });
});

describe('the first answer for a common main and staples is a known dish (fifth round)', () => {
  it.each([
    [['chicken drumsticks', 'lime', 'chilli', 'garlic', 'rice'], /Pollo Asado/],
    [['firm tofu', 'coconut milk', 'curry paste', 'rice'], /Curry/],
    [['tofu', 'cornflour', 'soy sauce', 'honey', 'garlic'], /Crispy/],
    [['pork mince', 'noodles', 'soy sauce', 'garlic', 'spring onions'], /Taiwanese/],
    [['lamb mince', 'potatoes', 'onion', 'curry powder', 'peas'], /Potato Cakes/],
    [['diced lamb', 'spinach', 'onion', 'garlic', 'garam masala'], /Saag Gosht/],
    [['cauliflower', 'flour', 'soy sauce', 'garlic', 'honey'], /Cauliflower Bites/],
  ] as const)('%j', (list, title) => {
    const first = cookRecipe(list, { attempt: 0 });
    expect(first.source).toBe('dish');
    expect(first.title).toMatch(title);
    expect(first.used).toContain(list[0]);
    expect(first.extras).toEqual([]);
  });
});
