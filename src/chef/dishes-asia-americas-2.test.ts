import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * A second round of Asian takeaway and home cooking, Indian, Mexican, Latin American and
 * Caribbean lists an ordinary home cook types. Each case failed before the dish it names was
 * written: the chef composed a template, made a near dish that left part of the list out, or
 * offered a dish the list does not call for.
 */

describe('the first answer is the dish a cook would name', () => {
  it.each([
    // sticky sweet chilli chicken, with a bottle of sweet chilli sauce to buy and no cashews
    [
      ['Chicken breasts', 'Cashew nuts', 'Soy sauce', 'Peppers', 'Spring onions'],
      /cashew chicken/i,
    ],
    // a Moroccan lentil stew
    [['Red lentils', 'Onion', 'Garlic', 'Turmeric', 'Cumin', 'Tinned tomatoes'], /red lentil dal/i],
    // a composed chicken curry that left the naan out
    [['Chicken breasts', 'Tikka paste', 'Yoghurt', 'Naan bread', 'Red onion'], /chicken tikka/i],
    // an "easy chicken curry" that never opened the jar of korma
    [['Chicken breasts', 'Korma sauce', 'Rice', 'Naan bread'], /korma/i],
    // composed black bean tacos
    [['Tortillas', 'Cheddar', 'Peppers', 'Onion', 'Black beans'], /quesadillas/i],
    // composed chicken tacos that left the rice and beans out
    [['Chicken breasts', 'Rice', 'Black beans', 'Salsa', 'Tortillas', 'Sour cream'], /burritos/i],
    // a South African tomato bredie that left the chipotle and tortillas out
    [['Beef brisket', 'Chipotle', 'Tinned tomatoes', 'Onion', 'Tortillas'], /barbacoa/i],
    // a composed soup that left the eggs out
    [['Plantains', 'Black beans', 'Rice', 'Eggs', 'Onion'], /gallo pinto/i],
    // pancit canton, with stock, onion and garlic to buy
    [['Udon noodles', 'Chicken breast', 'Soy sauce', 'Cabbage', 'Carrot'], /yaki udon/i],
    // Egyptian hawawshi, with the garlic and tomatoes left out
    [['Beef mince', 'Onion', 'Garlic', 'Tinned tomatoes', 'Cumin', 'Tortillas'], /tacos/i],
    // flautas, with an onion to buy
    [['Leftover chicken', 'Tortillas', 'Cheddar', 'Salsa', 'Sour cream'], /quesadillas/i],
    // a composed mince and egg stir-fry that left the gochujang out
    [['Minced beef', 'Gochujang', 'Rice', 'Eggs', 'Spring onions'], /gochujang minced beef/i],
    // a teriyaki bowl with broccoli to buy and the peanut butter left out
    [['Chicken breasts', 'Peanut butter', 'Soy sauce', 'Lime', 'Rice'], /satay/i],
    // a composed stir-fry
    [['Pork chops', 'Garlic', 'Soy sauce', 'Honey', 'Rice'], /honey and garlic pork chops/i],
    // gyudon, with mirin to buy and the garlic left out
    [['Beef steak', 'Soy sauce', 'Garlic', 'Onion', 'Rice'], /beef with onion/i],
    // chicken quesadillas, with a pepper to buy and the enchilada sauce left out
    [['Enchilada sauce', 'Chicken breasts', 'Tortillas', 'Cheddar', 'Onion'], /enchiladas/i],
    // a composed paneer curry
    [['Paneer', 'Peppers', 'Onion', 'Tikka paste', 'Yoghurt'], /paneer tikka/i],
    // a sweetcorn frittata that left the stock and cornflour out
    [['Sweetcorn', 'Chicken stock', 'Eggs', 'Cornflour', 'Spring onions'], /egg drop soup/i],
    // saikyo-yaki, with mirin to buy
    [['Salmon fillets', 'Miso paste', 'Honey', 'Rice', 'Spring onions'], /misoyaki/i],
    // karaage, with soy sauce to buy and the cucumber only on the side
    [['Chicken thighs', 'Rice', 'Ginger', 'Garlic', 'Cucumber', 'Spring onions'], /hainanese/i],
    // a composed pork, egg and pea stir-fry
    [['Leftover roast pork', 'Rice', 'Eggs', 'Frozen peas', 'Soy sauce'], /fried rice/i],
    // composed cod tacos
    [['Cod', 'Tortillas', 'Red cabbage', 'Lime', 'Sour cream'], /tacos with lime slaw/i],
    // a composed noodle bowl that left the spring rolls out
    [
      ['Frozen spring rolls', 'Sweet chilli sauce', 'Rice noodles', 'Lettuce', 'Carrots'],
      /spring roll noodle bowls/i,
    ],
    // a composed stir-fry that left the five spice out
    [['Pork tenderloin', 'Soy sauce', 'Honey', 'Five spice', 'Rice'], /char siu/i],
    // composed lamb wraps
    [['Minced lamb', 'Onion', 'Garam masala', 'Naan bread', 'Yoghurt'], /kebabs/i],
    // composed chicken tacos, with tortillas to buy
    [['Chicken thighs', 'Salsa', 'Black beans', 'Rice', 'Cheddar'], /burrito bowls/i],
  ])('%j gives %s', (list, title) => {
    const r = cookRecipe(list);
    expect(r.source).toBe('dish');
    expect(r.title).toMatch(title);
  });

  it.each([
    // one-pot garlic chicken and rice, with stock to buy and the curry powder left out
    [['Chicken breasts', 'Onion', 'Garlic', 'Curry powder', 'Rice'], /chicken curry/i],
    // a South African tomato bredie, with potatoes to buy
    [['Lamb shoulder', 'Onion', 'Garlic', 'Tinned tomatoes', 'Garam masala'], /lamb curry/i],
    // a composed sheet-pan tray
    [
      ['Chicken drumsticks', 'Curry powder', 'Onion', 'Garlic', 'Potatoes', 'Thyme'],
      /jamaican curry chicken/i,
    ],
    // a composed curry
    [['Tofu', 'Onion', 'Garlic', 'Coconut milk', 'Curry powder', 'Rice'], /tofu and coconut/i],
  ])('%j, a main and everyday staples, gives %s with nothing to buy', (list, title) => {
    const r = cookRecipe(list);
    expect(r.source).toBe('dish');
    expect(r.title).toMatch(title);
    expect(r.extras).toEqual([]);
    expect(r.unused).toEqual([]);
  });

  it('cooks drumsticks in a Jamaican curry under their own name, braised long enough for the bone', () => {
    const r = cookRecipe([
      'Chicken drumsticks',
      'Curry powder',
      'Onion',
      'Garlic',
      'Potatoes',
      'Thyme',
    ]);
    expect(r.title).toMatch(/jamaican curry chicken/i);
    expect(r.markdown).toContain('the chicken drumsticks are cooked through');
    expect(r.markdown).toContain('74 °C / 165 °F');
    expect(r.markdown).not.toMatch(/the chicken drumstick\b(?!s)/);
  });
});

describe('asking again keeps the main: another known dish, nothing to buy', () => {
  it.each([
    // a sheet-pan tray of roast peas that left the eggs out
    [['Leftover rice', 'Eggs', 'Frozen peas', 'Soy sauce', 'Spring onions'], 'Leftover rice'],
    // a composed stir-fry
    [['Chicken thighs', 'Soy sauce', 'Garlic', 'Honey', 'Rice'], 'Chicken thighs'],
  ])('%j: attempt 1 is another dish with the %s', (list, main) => {
    const first = cookRecipe(list);
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.source).toBe('dish');
    expect(again.title).not.toBe(first.title);
    expect(again.used).toContain(main);
    expect(again.extras).toEqual([]);
  });
});
