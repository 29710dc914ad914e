import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';
import { expectNamedSecond } from './ask-again.test-support';

/**
 * Asian and Mexican cooking, ninth round: asking again after a classic. Each list is a dish's own
 * list, typed as a visitor would; the chef names the classic first, and the second answer is
 * another named dish (another method or cuisine) that keeps the main ingredient, uses much of the
 * list and buys one thing at most. Before these dishes were written (or, for the garlic prawns,
 * before they were served with the visitor's tortillas), each second answer here was a composed
 * template (a stir-fry, a sheet-pan tray or a pasta of the list).
 */
describe('asking again after an Asian or Mexican classic offers another named dish', () => {
  it.each([
    [
      ['beef steak', 'curry paste', 'coconut milk', 'peanut butter', 'fish sauce', 'brown sugar'],
      'Panang Beef Curry',
      'Thai Beef Satay',
    ],
    [
      ['beef steak', 'cucumber', 'shallots', 'mint', 'chillies', 'limes', 'fish sauce'],
      'Thai Beef Salad',
      'Suea Rong Hai: Crying Tiger Beef',
    ],
    [
      ['sea bass fillets', 'lime', 'garlic', 'chilli', 'fish sauce', 'chicken stock'],
      'Steamed Sea Bass with Lime and Garlic',
      'Pla Rad Prik: Crispy Sea Bass with Chilli Sauce',
    ],
    [
      ['minced chicken', 'basil', 'garlic', 'chillies', 'oyster sauce', 'fish sauce'],
      'Pad Kra Pao',
      'Kai Jeow Gai Sap: Thai Omelette with Minced Chicken',
    ],
    [
      ['mackerel fillets', 'miso paste', 'ginger', 'mirin', 'soy sauce'],
      'Saba no Misoni',
      'Saba Misoyaki: Miso-Grilled Mackerel',
    ],
    [
      ['canned tuna', 'rice', 'eggs', 'soy sauce', 'spring onions'],
      'Chamchi Bokkeumbap',
      'Chamchi Gyeran-mari: Tuna Rolled Omelette',
    ],
    [['spaghetti', 'tomatoes', 'chicken stock', 'onion', 'garlic'], 'Sopa de Fideo', 'Fideo Seco'],
    [
      ['prawns', 'tortillas', 'garlic', 'chilli', 'lime'],
      'Garlic and Chilli Prawn Tacos',
      'Prawns al Mojo de Ajo',
    ],
    [
      ['potatoes', 'minced lamb', 'onion', 'curry powder', 'peas'],
      'Keema-Stuffed Potato Cakes',
      'Keema Shepherd’s Pie',
    ],
    [
      ['chicken thighs', 'ginger', 'fish sauce', 'garlic'],
      'Vietnamese Caramel Chicken',
      'Crispy Fish Sauce Chicken',
    ],
    [
      ['chicken thighs', 'rice', 'ginger', 'garlic', 'fish sauce'],
      'Cháo Gà',
      'Crispy Fish Sauce Chicken',
    ],
    [
      ['pork chops', 'honey', 'soy sauce', 'garlic'],
      'Honey and Garlic Pork Chops',
      'Char Siu Pork Chops',
    ],
    [
      ['beef steak', 'broccoli', 'oyster sauce', 'soy sauce', 'garlic', 'ginger'],
      'Beef and Broccoli',
      'Beef Lo Mein',
    ],
    [
      ['beef steak', 'brown sugar', 'soy sauce', 'spring onions', 'garlic', 'ginger'],
      'Mongolian Beef',
      'Beef Negimaki',
    ],
    [
      ['chicken drumsticks', 'potatoes', 'curry powder', 'onion', 'garlic', 'natural yogurt'],
      'Masala Roast Chicken Drumsticks and Potatoes',
      'Murgh Aloo: Chicken Drumstick and Potato Curry',
    ],
  ])('%j: %s first, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  // A second answer that leaves part of the list and buys something full (the katsudon's mirin)
  // now gives way to one made from the list (see `AGAIN_EXTRA_COST` in chef.ts); the katsudon
  // is the third answer.
  it('offers the katsudon third, after a second that buys nothing', () => {
    const list = [
      'chicken breasts',
      'breadcrumbs',
      'eggs',
      'curry powder',
      'onion',
      'carrots',
      'garlic',
      'chicken stock',
      'soy sauce',
      'rice',
    ];
    expect(cookRecipe(list).title).toBe('Chicken Katsu Curry');
    expect(cookRecipe(list, { attempt: 1 }).extras).toEqual([]);
    expect(cookRecipe(list, { attempt: 2 }).title).toBe('Chicken Katsudon');
  });
});
