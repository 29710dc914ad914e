import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * Asian, Indian, Mexican, Latin American and Caribbean cooking, third round: a common main with
 * everyday staples only. Asked again, the chef should cook the visitor's main another way (braise
 * after roast, soup after curry, another cuisine), as a named dish, with nothing to buy. Each
 * case failed before its dish was written: the second answer was a sheet-pan composition, dropped
 * the main, or needed shopping (broccoli, honey, a stock cube, plantains and eggs).
 */

describe('asking again cooks the main another way, with nothing to buy (third round)', () => {
  it.each([
    [1, ['Chicken thighs', 'Soy sauce', 'Garlic', 'Sugar', 'Rice'], 'Chicken thighs'],
    [
      2,
      ['Chicken thighs', 'Onion', 'Garlic', 'Tinned tomatoes', 'Cumin', 'Rice'],
      'Chicken thighs',
    ],
    [1, ['Chicken breasts', 'Soy sauce', 'Garlic', 'Eggs', 'Rice'], 'Chicken breasts'],
    [1, ['Chicken wings', 'Soy sauce', 'Garlic', 'Sugar'], 'Chicken wings'],
    [1, ['Minced beef', 'Soy sauce', 'Garlic', 'Rice', 'Eggs'], 'Minced beef'],
    [1, ['Beef steak', 'Soy sauce', 'Garlic', 'Onion', 'Rice'], 'Beef steak'],
    [2, ['Pork belly', 'Garlic', 'Onion', 'Potatoes'], 'Pork belly'],
    [1, ['Salmon fillets', 'Soy sauce', 'Garlic', 'Sugar', 'Rice'], 'Salmon fillets'],
    [1, ['Salmon fillets', 'Curry powder', 'Onion', 'Garlic', 'Tinned tomatoes'], 'Salmon fillets'],
    [
      1,
      ['Cod fillets', 'Onion', 'Garlic', 'Curry powder', 'Tinned tomatoes', 'Rice'],
      'Cod fillets',
    ],
    [1, ['White fish', 'Soy sauce', 'Garlic', 'Rice', 'Lemon'], 'White fish'],
    [1, ['Eggs', 'Rice', 'Soy sauce', 'Spring onions'], 'Eggs'],
    [1, ['Tofu', 'Curry powder', 'Onion', 'Garlic', 'Tinned tomatoes'], 'Tofu'],
    [1, ['Red lentils', 'Onion', 'Garlic', 'Turmeric', 'Cumin'], 'Red lentils'],
    [1, ['Red lentils', 'Onion', 'Tinned tomatoes', 'Curry powder', 'Rice'], 'Red lentils'],
    [1, ['Black beans', 'Onion', 'Garlic', 'Cumin', 'Rice'], 'Black beans'],
    [1, ['Potatoes', 'Onion', 'Frozen peas', 'Garam masala', 'Flour'], 'Potatoes'],
    [1, ['Plantains', 'Eggs', 'Onion', 'Butter'], 'Plantains'],
    [1, ['Leftover chicken', 'Tortillas', 'Cheddar', 'Onion'], 'Leftover chicken'],
  ])('attempt %i for %j is another known dish with the %s', (attempt, list, main) => {
    const first = cookRecipe(list);
    const again = cookRecipe(list, { attempt });
    expect(again.source).toBe('dish');
    expect(again.title).not.toBe(first.title);
    expect(again.used).toContain(main);
    expect(again.extras).toEqual([]);
  });

  // a guard: the new wing recipes must not take a thigh list's first or second answer
  it('cooks thighs by a recipe written for thighs, not by a wing recipe they stand in for', () => {
    const first = cookRecipe(['Chicken thighs', 'Soy sauce', 'Garlic', 'Sugar', 'Rice']);
    expect(first.markdown).not.toContain('in place of chicken wings');
    const again = cookRecipe(['Chicken thighs', 'Soy sauce', 'Garlic', 'Sugar', 'Rice'], {
      attempt: 1,
    });
    expect(again.markdown).not.toContain('in place of chicken wings');
  });
});

describe('the first answer is the named dish, from the list and staples alone (third round)', () => {
  it.each([
    // Aloo Baingan, with an aubergine to buy and the flour left out
    [['Potatoes', 'Onion', 'Frozen peas', 'Garam masala', 'Flour'], /samosas/i],
    // a Nigerian egg stew, with fresh tomatoes to buy
    [['Eggs', 'Onion', 'Tinned tomatoes', 'Cumin', 'Chilli'], /anda curry/i],
    // a Greek beef braise that left the curry powder out
    [['Stewing beef', 'Onion', 'Garlic', 'Curry powder', 'Tinned tomatoes'], /beef curry/i],
    // a composed cauliflower soup, with a stock cube to buy
    [['Cauliflower', 'Onion', 'Garlic', 'Curry powder', 'Tinned tomatoes'], /gobi masala/i],
    // French suprêmes in cream that left the garam masala out
    [
      ['Chicken breasts', 'Onion', 'Garlic', 'Garam masala', 'Tinned tomatoes', 'Cream'],
      /chicken masala/i,
    ],
    // a composed plantain frittata
    [['Plantains', 'Eggs', 'Onion', 'Butter'], /mangú/i],
    // a composed mushroom soup that left the tortillas and cheddar out
    [['Mushrooms', 'Onion', 'Tortillas', 'Cheddar'], /quesadillas/i],
    // pork chops with onions to buy and the cumin left out
    [['Pork chops', 'Garlic', 'Lime', 'Cumin', 'Rice'], /mojo/i],
    // a composed red lentil curry
    [['Red lentils', 'Onion', 'Tinned tomatoes', 'Curry powder', 'Rice'], /red lentil/i],
  ])('%j → %s', (list, dish) => {
    const r = cookRecipe(list);
    expect(r.source).toBe('dish');
    expect(r.title).toMatch(dish);
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
  });
});
