import { describe, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';

/**
 * British, Irish and American home cooking, seventh round: asking again after a classic. Each list
 * is a dish's own list, typed as a visitor would; the chef names the classic first, and the second
 * answer is another named dish (another method or cuisine) that keeps the main ingredient, uses
 * much of the list and buys one thing at most. Before these dishes were written, each second
 * answer here was a composed template (a sheet-pan tray, a soup of the list, pasta with the mince)
 * or a dish that bought two things.
 */
describe('asking again after a home classic offers another named dish from the same list', () => {
  it.each([
    [
      [
        'minced beef',
        'kidney beans',
        'chopped tomatoes',
        'onion',
        'garlic',
        'chilli powder',
        'ground cumin',
        'tomato paste',
        'beef stock',
      ],
      'Chili con Carne',
      'Chili Mac with Minced Beef',
    ],
    [
      ['chicken thighs', 'buttermilk', 'hot sauce', 'paprika'],
      'Southern Fried Chicken',
      'Buttermilk-Marinated Grilled Chicken',
    ],
    [
      ['minced beef', 'taco seasoning', 'tortillas', 'onion', 'lettuce', 'tomatoes', 'cheddar'],
      'Tex-Mex Tacos',
      'Minced Beef Tortilla Lasagne',
    ],
    [
      [
        'chicken breasts',
        'lettuce',
        'parmesan',
        'anchovies',
        'bread',
        'mayonnaise',
        'lemon',
        'garlic',
      ],
      'Chicken Caesar Salad',
      'Parmesan-Crusted Chicken',
    ],
    [
      ['chicken breasts', 'egg noodles', 'chicken stock', 'carrots', 'celery', 'onion', 'butter'],
      'Chicken Noodle Soup',
      'American-Style Chicken Chow Mein',
    ],
    [
      ['chicken thighs', 'carrots', 'potatoes', 'onion', 'chicken stock'],
      'Chicken Casserole',
      'Chicken Hotpot',
    ],
    [
      [
        'minced lamb',
        'potatoes',
        'onion',
        'carrots',
        'beef stock',
        'tomato paste',
        'butter',
        'milk',
      ],
      "Shepherd's Pie",
      'Minced Lamb and Potato Hash',
    ],
    [
      ['cod fillets', 'potatoes', 'peas', 'butter'],
      'Pan-Fried Cod with Crushed Potatoes and Peas',
      'Cod and Pea Fish Pie',
    ],
    [
      ['salmon fillets', 'puff pastry', 'spinach', 'cream cheese'],
      'Salmon en Croûte',
      'Salmon Stuffed with Spinach and Cream Cheese',
    ],
    [['canned salmon', 'crackers', 'eggs', 'onion'], 'Salmon Patties', 'Salmon Loaf'],
    [
      ['eggs', 'ham', 'green pepper', 'cheddar', 'onion', 'butter'],
      'Denver Omelette',
      'Denver Sandwich',
    ],
    [
      [
        'chicken thighs',
        'leeks',
        'puff pastry',
        'butter',
        'chicken stock',
        'crème fraîche',
        'Dijon mustard',
        'egg',
      ],
      'Chicken and Leek Pie',
      'Chicken, Leek and Dijon Mustard Casserole',
    ],
  ])('%j: %s first, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });
});
