import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';
import { expectNamedSecond } from './ask-again.test-support';

/**
 * British, Irish and American home cooking, fourteenth round: the round-16 panel's lists (round 15's
 * lists, ids r15-) that scored below 4. Each ask-again list names a classic first and, asked again,
 * another named dish (another method or cuisine) that keeps the main ingredient and buys one thing
 * at most; each first-answer list names the dish a cook would make of it. Before these dishes were
 * written, each answer here was a composed template, a dish that left the list's defining item
 * unused, or the first dish again under another name.
 */
describe('asking again after a home classic offers another named dish (round 16)', () => {
  it.each([
    [
      [
        'leftover roast beef',
        'leftover roast potatoes',
        'cooked carrots and parsnips',
        'tub of leftover gravy',
        '2 yorkshire puddings',
        'horseradish sauce',
        '4 eggs',
        'puff pastry',
        'spring onions',
      ],
      'Leftover Roast Beef and Roast Potato Hash with Fried Eggs',
      'Leftover Roast Beef and Gravy Pie with a Puff Pastry Lid',
    ],
    [
      [
        'pack of smoked salmon trimmings',
        'tub of cream cheese',
        'pack of crumpets',
        '6 eggs',
        'capers',
        'bag of spinach',
        'lemon',
        'tagliatelle',
      ],
      'Toasted Crumpets with Smoked Salmon, Cream Cheese and Scrambled Eggs',
      'Smoked Salmon and Spinach Tagliatelle with Cream Cheese',
    ],
    [
      [
        '2 hot smoked salmon fillets',
        '4 eggs',
        'new potatoes',
        'bag of watercress',
        'penne',
        'crème fraîche',
        'frozen peas',
        'lemon',
        'long grain rice',
      ],
      'Warm Hot-smoked Salmon, New Potato and Egg Salad with Watercress',
      'Hot-smoked Salmon Kedgeree',
    ],
    [
      [
        '3 lb boneless chicken thighs',
        'can of pineapple juice',
        'soy sauce',
        'brown sugar',
        'ginger',
        'ketchup',
        'white rice',
        'elbow macaroni',
        'mayo',
        'green onions',
      ],
      'Huli-Huli Chicken with Elbow Macaroni Salad',
      'Hawaiian Shoyu Chicken',
    ],
    [
      [
        '4 pork shoulder steaks',
        '2 bramley apples',
        'bottle of dry cider',
        'half a red cabbage',
        'potatoes',
        '1 onion',
        'fresh sage',
        'wholegrain mustard',
      ],
      'Pork Steaks with Cider, Sage and Braised Red Cabbage',
      'Pork and Cider Casserole',
    ],
    [
      [
        '500g beef mince',
        '250g mushrooms',
        '1 onion',
        '2 carrots',
        'bag of potatoes',
        'frozen peas',
        'tin of chopped tomatoes',
        'worcestershire sauce',
        'spaghetti',
        'cheddar',
      ],
      'Cheesy Cottage Pie with Mushrooms and Peas',
      'Cheesy Minced Beef and Spaghetti Skillet',
    ],
  ])('%j: %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('uses the leftover roast potatoes as they are, not raw potatoes', () => {
    const { markdown } = cookRecipe(
      [
        'leftover roast beef',
        'leftover roast potatoes',
        'cooked carrots and parsnips',
        'tub of leftover gravy',
        '2 yorkshire puddings',
        'horseradish sauce',
        '4 eggs',
        'puff pastry',
        'spring onions',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/roast potatoes/);
    expect(markdown).not.toMatch(/[Bb]oil the/);
  });
});

describe('home cooking names the dish a cook would make (round 16)', () => {
  it.each([
    // FIRSTS
  ])('%j: %s', (list, title) => {
    expect(cookRecipe(list, { attempt: 0 }).title).toBe(title);
  });
});
