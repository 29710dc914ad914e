import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { matchIngredient } from './lexicon';

/**
 * British and American leftovers and bought things, round 24's ask-again misses in wave 18 (the
 * `r23-` lists), each typed exactly as the panel typed it. Before these dishes were written:
 * - asking again after the leftover salmon frittata gave a composed penne that left the new
 *   potatoes and eggs unused;
 * - "about 12 leftover meatballs in tomato sauce" were read as raw meatballs (what comes before
 *   "in"), fried "until 71 °C" in a penne, and asking again gave a cacio e pepe without them;
 * - the tinned salmon and crumpets list got a Korean fried rice for two tins (the visitor had one)
 *   that bought soy sauce, then the same fried rice taken apart as a salad;
 * - the hot dogs and sauerkraut list got crescent dogs that bought the dough, tater tots and
 *   seasoning, then a Napolitan that bought spaghetti and a pepper;
 * - the chicken nuggets list got a tray of oven nuggets with peas and rice that left the tomato
 *   soup and cheddar unused;
 * - the ham hock list got a composed pasta without the potatoes or mustard, then a soup that
 *   wanted 900 g of the visitor's 600 g of potatoes;
 * - the fridge after a christening got a Tunisian egg tajine that bought parsley and an onion,
 *   then a chicken pasta bake that bought pasta and an onion.
 */
describe('round 24 leftover and bought-thing lists (wave 18 hA) get a named second dish', () => {
  it.each([
    [
      [
        '2 leftover baked salmon fillets',
        'leftover new potatoes',
        'frozen peas',
        '4 eggs',
        'penne',
        'creme fraiche',
        'dill',
      ],
      'Salmon, Potato and Pea Frittata',
      'Salmon Fishcakes with Dill Crème Fraîche and Peas',
    ],
    [
      [
        'about 12 leftover meatballs in tomato sauce',
        'pack of sub rolls',
        'ball of mozzarella',
        'penne',
        'long grain rice',
        'bag of spinach',
        'parmesan',
      ],
      'Pasta al Forno with Meatballs, Spinach and Mozzarella',
      'Leftover Meatball Marinara Subs',
    ],
    [
      [
        'tin of red salmon',
        'pack of crumpets',
        '4 eggs',
        'tin of sweetcorn',
        'pouch of microwave rice',
        'spring onions',
        'sweet chilli sauce',
        'cream cheese',
      ],
      'Crumpets with Salmon, Scrambled Eggs and Cream Cheese',
      'Salmon, Sweetcorn and Egg Fried Rice with Sweet Chilli Sauce',
    ],
    [
      [
        'pack of hot dogs',
        '4 potatoes',
        'jar of sauerkraut',
        'pack of tortillas',
        'grated cheese',
        'mustard',
        'ketchup',
        '1 onion',
      ],
      'Frankfurter, Sauerkraut and Cheese Quesadillas',
      'Frankfurters with Sauerkraut and Bratkartoffeln',
    ],
    [
      [
        'bag of chicken nuggets',
        'pouch of microwave rice',
        'tin of tomato soup',
        'grated cheddar',
        'pack of naan',
        'mango chutney',
        'frozen peas',
      ],
      'Cheesy Chicken Nugget and Tomato Bake with Peas',
      'Chicken Nugget Wraps',
    ],
    [
      [
        'pack of cooked ham hock',
        'half a savoy cabbage',
        '600g potatoes',
        '2 leeks',
        'pasta shells',
        'wholegrain mustard',
        'creme fraiche',
      ],
      'Ham and Leek Colcannon with Wholegrain Mustard Cream',
      'Pasta Shells with Ham, Greens and Crème Fraîche',
    ],
    [
      [
        'half a tray of sandwiches',
        'cold roast chicken drumsticks',
        'half a quiche',
        'sausage rolls',
        'bowl of pasta salad',
        'half a christening cake',
        'tub of coleslaw',
        'bag of crisps',
        'cheese platter leftovers',
        'grapes',
        'punnet of raspberries',
        'double cream',
        '6 eggs',
        'milk',
        'butter',
        'bread',
        'tomatoes',
        'cucumber',
      ],
      'Chicken, Cheddar and Tomato Strata',
      'Chicken Rarebit with Tomato',
      'cold roast chicken drumsticks',
    ],
  ] as [string[], string, string, string?][])('%j: %s, then %s', (list, first, second, main) => {
    expectNamedSecond(list, first, second, main);
  });
});

describe('a product named whole is itself, whatever comes after its "in"', () => {
  it('reads leftover meatballs in tomato sauce as the cooked, sauced meatballs, not raw ones', () => {
    expect(matchIngredient('about 12 leftover meatballs in tomato sauce')?.id).toBe(
      'meatballs_in_sauce',
    );
    expect(matchIngredient('tin of sardines in tomato sauce')?.id).toBe('sardine');
    expect(matchIngredient('pastry for a double crust pie')?.id).toBe('shortcrust');
    // a christening cake is the rich fruit cake kept from the wedding, not an unknown item
    expect(matchIngredient('half a christening cake')?.id).toBe('fruit_cake');
  });
});
