import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * Asian takeaway and home cooking, Indian, Mexican, Latin American and Caribbean lists an
 * ordinary home cook types. Each case failed before the dishes it names were written: the chef
 * made a near dish that left half the list out, needed shopping, or composed a template.
 */

describe('the first answer is the dish a cook would name', () => {
  it.each([
    // a Turkish spinach and mince dish, with the taco shells, cheddar and lettuce left out
    [['Minced beef', 'Taco shells', 'Cheddar', 'Lettuce', 'Salsa'], /\btacos\b/i],
    // a composed curry, not a dish
    [
      ['Chicken thighs', 'Tikka masala paste', 'Tinned tomatoes', 'Cream', 'Rice'],
      /creamy chicken curry/i,
    ],
    // maghmour, with an aubergine to buy
    [['Chickpeas', 'Onion', 'Tinned tomatoes', 'Garam masala', 'Garlic'], /chana masala/i],
    // a cucumber salad that left the duck out
    [
      ['Duck legs', 'Hoisin sauce', 'Cucumber', 'Spring onions', 'Chinese pancakes'],
      /crispy aromatic duck/i,
    ],
    // a stir-fry that left the pancakes out
    [
      ['Leftover crispy duck', 'Chinese pancakes', 'Hoisin sauce', 'Cucumber', 'Spring onions'],
      /crispy duck pancakes/i,
    ],
    [['Prawns', 'Coconut milk', 'Thai red curry paste', 'Rice', 'Lime'], /red prawn curry/i],
    [['White fish', 'Limes', 'Red onion', 'Chilli', 'Coriander'], /ceviche/i],
    [['Rice', 'Prawns', 'Kecap manis', 'Eggs', 'Shallots'], /nasi goreng/i],
    [['Cooked ham', 'Rice', 'Eggs', 'Peas', 'Soy sauce'], /ham and pea fried rice/i],
    // a composed lamb curry that left the saffron on the shelf
    [['Lamb shoulder', 'Onion', 'Yoghurt', 'Rice', 'Saffron', 'Garam masala'], /biryani/i],
    // a composed soup
    [['Leftover lamb', 'Potatoes', 'Onion', 'Curry powder', 'Peas'], /lamb curry/i],
  ])('%j gives %s', (list, title) => {
    const r = cookRecipe(list);
    expect(r.source).toBe('dish');
    expect(r.title).toMatch(title);
  });

  it.each([
    // stuffed peppers, with the peppers, paprika and cheddar to buy
    [['Minced beef', 'Onion', 'Garlic', 'Tinned tomatoes', 'Rice'], /beef and rice/i],
    // prawn fried rice, with eggs and soy sauce to buy and the tomatoes left out
    [['Prawns', 'Garlic', 'Onion', 'Tinned tomatoes', 'Rice'], /camarones enchilados/i],
    // a Korean stew, with gochujang and soy sauce to buy
    [['Chicken drumsticks', 'Onion', 'Garlic', 'Potatoes', 'Lemon'], /pollo al horno/i],
  ])('%j, a main and everyday staples, gives %s with nothing to buy', (list, title) => {
    const r = cookRecipe(list);
    expect(r.title).toMatch(title);
    expect(r.extras).toEqual([]);
    expect(r.unused).toEqual([]);
  });

  it('uses a bought takeaway duck as it is, reheated, rolled in the pancakes the visitor has', () => {
    const r = cookRecipe([
      'Leftover crispy duck',
      'Chinese pancakes',
      'Hoisin sauce',
      'Cucumber',
      'Spring onions',
    ]);
    expect(r.markdown).toContain('piping hot');
    expect(r.markdown).not.toMatch(/roast for|2 hours/i);
    expect(r.extras).toEqual([]);
    // the pancakes, cucumber and spring onions are rolled up with it, not left over
    expect(r.unused).toEqual([]);
  });
});

describe('asking again keeps the main: another known dish, nothing to buy', () => {
  it.each([
    [['Pork mince', 'Onion', 'Garlic', 'Rice', 'Eggs'], 'Pork mince'],
    [['Pork chops', 'Onion', 'Garlic', 'Rice', 'Stock cube'], 'Pork chops'],
    [['Chicken thighs', 'Onion', 'Garlic', 'Tinned tomatoes', 'Rice', 'Cumin'], 'Chicken thighs'],
    [['Chicken thighs', 'Potatoes', 'Onion', 'Garlic', 'Lime'], 'Chicken thighs'],
    [
      ['Chicken drumsticks', 'Potatoes', 'Onion', 'Garlic', 'Lemon', 'Oregano'],
      'Chicken drumsticks',
    ],
    [['Minced beef', 'Potatoes', 'Onion', 'Garlic', 'Peas', 'Curry powder'], 'Minced beef'],
    [['Pork mince', 'Eggs', 'Garlic', 'Rice', 'Onion', 'Fish sauce'], 'Pork mince'],
    [
      ['Leftover crispy duck', 'Chinese pancakes', 'Hoisin sauce', 'Cucumber', 'Spring onions'],
      'Leftover crispy duck',
    ],
  ])('%j: attempt 1 is another dish with the %s', (list, main) => {
    const first = cookRecipe(list);
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.source).toBe('dish');
    expect(again.title).not.toBe(first.title);
    expect(again.used).toContain(main);
    expect(again.extras).toEqual([]);
  });
});

describe('asking again for a Korean list', () => {
  it('offers stir-fried pork and kimchi with warm tofu after the stew, with nothing more to buy than a spoon of chilli', () => {
    const list = ['Kimchi', 'Pork belly', 'Tofu', 'Garlic', 'Onion', 'Sesame oil'];
    expect(cookRecipe(list).title).toMatch(/kimchi jjigae/i);
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.title).toMatch(/dubu kimchi/i);
    expect(again.unused).toEqual([]);
    expect(again.extras.length).toBeLessThanOrEqual(1);
  });
});
