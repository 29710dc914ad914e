import { describe, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';

/**
 * American, British, Irish, international and breakfast home cooking, ninth round: asking again
 * after a classic. Each list is a dish's own list, typed as a visitor would, main first; the chef
 * names the classic first, and the second answer is another named dish (another method or
 * cuisine) that keeps the main ingredient, uses much of the list and buys one thing at most.
 * Before these dishes were written (or, for the chicken and leek pie and the stovies, before their
 * egg glaze became optional and their fat the visitor's butter), each second answer here was a
 * composed template: a sheet-pan tray, a soup or a frittata of the list.
 */
describe('asking again after a home classic offers another named dish from the same list', () => {
  it.each([
    [
      ['chicken thigh', 'barbecue sauce', 'burger bun', 'onion'],
      'Slow-Cooker Pulled Chicken Sandwiches',
      'Griddled Barbecue Chicken Burgers',
    ],
    [
      ['pork chop', 'milk', 'onion', 'butter'],
      'Country-Fried Pork Chops with Onion Milk Gravy',
      'Pork Chops Braised in Milk',
    ],
    [
      ['prawn', 'garlic', 'butter', 'rice'],
      'Hawaiian Garlic Prawns with Rice',
      'Garlic Butter Prawn Fried Rice',
    ],
    [
      ['chicken breast', 'mushroom', 'double cream', 'garlic', 'chicken stock', 'butter'],
      'Creamy Garlic Mushroom Chicken',
      'Chicken and Mushroom Pie',
    ],
    [
      ['chicken breast', 'chorizo', 'pasta', 'chopped tomatoes', 'onion', 'garlic'],
      'Chicken and Chorizo Pasta',
      'Spanish Chicken and Chorizo Rice',
    ],
    [
      ['chorizo', 'tortilla', 'egg', 'potato', 'cheddar', 'bell pepper', 'onion'],
      'Breakfast Burritos',
      'Chorizo and Potato Hash with Fried Eggs',
    ],
    [
      ['cooked chicken', 'cream cheese', 'hot sauce', 'cheddar', 'ranch dressing'],
      'Buffalo Chicken Dip',
      'Buffalo Chicken Pasta',
    ],
    [
      ['salmon fillet', 'honey', 'soy sauce', 'garlic'],
      'Honey and Garlic Baked Salmon',
      'Honey and Soy Sauce Salmon Skewers',
    ],
    [['bacon', 'egg', 'bread'], 'Eggy Bread with Crispy Bacon', 'Bacon and Egg Toast Cups'],
    [
      ['chicken thigh', 'onion', 'stock cube'],
      'Pan-Fried Chicken with Onion Gravy',
      'French Onion Chicken Bake',
    ],
    [
      ['pork sausage', 'bell pepper', 'onion', 'bread roll', 'garlic'],
      'Italian Sausage and Peppers',
      'Pork Sausage and Bell Pepper Rigatoni with Pangrattato',
    ],
    [
      ['chicken breast', 'sweet chilli sauce', 'soy sauce', 'red pepper'],
      'Sticky Sweet Chilli Chicken',
      'Grilled Chicken and Red Pepper Kebabs with Sweet Chilli Sauce',
    ],
    [
      ['sweet potato', 'black bean', 'red pepper', 'red onion', 'smoked paprika'],
      'Sweet Potato and Black Bean Hash',
      'Guiso de Frijoles Negros y Camote',
    ],
    [
      [
        'minced turkey',
        'onion',
        'garlic',
        'chilli powder',
        'ground cumin',
        'chopped tomatoes',
        'kidney bean',
      ],
      'Minced Turkey Chilli',
      'Stuffed Bell Peppers with Spiced Minced Turkey and Kidney Beans',
    ],
    [
      ['chicken thigh', 'leek', 'chicken stock', 'crème fraîche', 'Dijon mustard', 'butter'],
      'Chicken, Leek and Dijon Mustard Casserole',
      'Chicken and Leek Pie',
    ],
    [
      ['cooked roast beef', 'potato', 'cabbage', 'onion', 'butter'],
      'Bubble and Squeak with Leftover Roast Beef',
      'Stovies',
    ],
    [
      ['chicken breast', 'sweet and sour sauce', 'red pepper', 'onion'],
      'Sweet and Sour Chicken',
      'Hawaiian Chicken Kebabs with Pineapple',
    ],
  ])('%j: %s first, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });
});
