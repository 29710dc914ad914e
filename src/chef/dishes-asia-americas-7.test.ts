import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * Asian, Mexican, Latin American and Caribbean cooking, seventh round: the second answer. For a
 * list that plainly calls for one classic dish, the chef names it first; asking again used to give
 * a composed template (a "Beef Stir-Fry" after gyudon, a "Chicken Curry" after tandoori chicken).
 * Each case here failed before its second dish was written: asking again now gives another named
 * dish, cooked another way, that keeps the visitor's main ingredient and buys one thing at most.
 */

const cases: readonly [list: string[], first: string, second: string, main: string][] = [
  [
    [
      'chicken thigh',
      'lemon',
      'natural yogurt',
      'garlic',
      'ginger',
      'chilli powder',
      'garam masala',
    ],
    'Tandoori Chicken',
    'Chicken 65',
    'chicken thigh',
  ],
  [
    ['beef steak', 'onion', 'rice', 'dashi granules', 'soy sauce', 'mirin'],
    'Gyudon',
    'Beef Takikomi Gohan',
    'beef steak',
  ],
  [
    ['chicken breast', 'tortilla', 'monterey jack', 'bell pepper'],
    'Chicken Quesadillas',
    'Chicken Chilaquiles with Rajas',
    'chicken breast',
  ],
  [
    [
      'chicken thigh',
      'coconut milk',
      'peanut butter',
      'curry paste',
      'ground turmeric',
      'garlic',
      'fish sauce',
      'brown sugar',
    ],
    'Chicken Satay',
    'Panang Chicken Curry',
    'chicken thigh',
  ],
  [
    [
      'beef stock',
      'beef steak',
      'rice noodles',
      'onion',
      'ginger',
      'star anise',
      'fish sauce',
      'bean sprout',
    ],
    'Beef Pho',
    'Phở Xào Bò',
    'beef steak',
  ],
  [
    [
      'tofu',
      'minced pork',
      'black bean sauce',
      'Sichuan pepper',
      'chilli flakes',
      'garlic',
      'chicken stock',
      'soy sauce',
    ],
    'Mapo Tofu',
    'Steamed Tofu with Minced Pork',
    'tofu',
  ],
  [
    ['beef steak', 'soy sauce', 'pear', 'brown sugar', 'garlic', 'sesame oil', 'onion'],
    'Beef Bulgogi',
    'Bulgogi Jeongol',
    'beef steak',
  ],
  [
    ['cooked rice', 'kimchi', 'egg', 'bacon', 'onion', 'soy sauce', 'sesame oil'],
    'Kimchi Fried Rice',
    'Bacon and Kimchi Jjigae',
    'kimchi',
  ],
  [
    ['lamb chop', 'natural yogurt', 'garlic', 'ginger', 'garam masala', 'chilli powder', 'lemon'],
    'Masala Lamb Chops',
    'Lamb Chop Karahi',
    'lamb chop',
  ],
];

describe('asking again after a classic gives another named dish from the same list', () => {
  it.each(cases)('%j: %s, then %s', (list, first, second, main) => {
    expect(cookRecipe(list).title).toBe(first);
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.title).toBe(second);
    expect(again.source).toBe('dish');
    expect(again.used).toContain(main);
    expect(again.extras.length).toBeLessThanOrEqual(1);
  });
});
