import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * British and American home cooking, fifteenth round (round 16's misses): a proper mushroom
 * wellington from a block of pastry, takeaway-style nugget kebabs, a whole fridge after a children's
 * party, and three ask-again lists whose second answer was a composed bowl, soup or pasta. Before
 * these dishes were written, each list here got a composed recipe or a dish that left the list's
 * defining items unused.
 */
describe('round 16 home-cooking misses get the dish a cook would name', () => {
  it.each([
    [
      [
        '500g chestnut mushrooms',
        '2 large portobello mushrooms',
        'bag of spinach',
        '2 shallots',
        'garlic',
        'fresh thyme',
        'tub of cream cheese',
        'walnuts',
        'block of puff pastry',
        '1 egg',
      ],
      'Chestnut Mushroom, Spinach and Walnut Wellington',
    ],
    [
      [
        'bag of frozen chicken nuggets',
        'pack of pitta breads',
        'garlic mayo',
        'chilli sauce',
        'iceberg lettuce',
        'tomatoes',
        'red onion',
        'bag of oven chips',
      ],
      'Takeaway-Style Chicken Nugget Kebabs with Garlic Sauce',
    ],
    [
      [
        'half a tray of cocktail sausages',
        'leftover mini pizzas',
        'half a bag of cheese puffs',
        'sliced ham',
        'white bread',
        'block of cheddar',
        'tub of hummus',
        'bag of carrot sticks',
        'cucumber',
        'cherry tomatoes',
        'grapes',
        'strawberries',
        'half a chocolate birthday cake',
        '2 tubs of jelly',
        '6 eggs',
        'milk',
        'butter',
        'frozen peas',
        'pack of chicken thighs',
        'bag of pasta',
        'onions',
      ],
      'Cheesy Toad in the Hole with Roast Onions and Buttered Peas',
    ],
  ])('%j is cooked as %s', (list, title) => {
    expect(cookRecipe(list, { attempt: 0 }).title).toBe(title);
  });

  it('rolls out the block of pastry and uses all the mushrooms and the walnuts', () => {
    const { markdown } = cookRecipe(
      [
        '500g chestnut mushrooms',
        '2 large portobello mushrooms',
        'bag of spinach',
        '2 shallots',
        'garlic',
        'fresh thyme',
        'tub of cream cheese',
        'walnuts',
        'block of puff pastry',
        '1 egg',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/500 g chestnut mushrooms/);
    expect(markdown).toMatch(/walnuts/);
    expect(markdown).toMatch(/Roll the puff pastry out/);
    expect(markdown).not.toMatch(/ready-rolled/);
  });

  it('cooks the frozen nuggets from frozen and uses the red onion', () => {
    const { markdown } = cookRecipe(
      [
        'bag of frozen chicken nuggets',
        'pack of pitta breads',
        'garlic mayo',
        'chilli sauce',
        'iceberg lettuce',
        'tomatoes',
        'red onion',
        'bag of oven chips',
      ],
      { attempt: 0 },
    );
    expect(markdown).not.toMatch(/thawed/);
    expect(markdown).toMatch(/red onion, thinly sliced/);
    expect(markdown).not.toMatch(/Not used this time/);
  });
});

describe('asking again after a round 16 home-cooking list offers another named dish', () => {
  it.each([
    [
      [
        'pack of beef burgers',
        'pack of pork sausages',
        'half a pack of streaky bacon',
        '6 eggs',
        'bag of brioche buns',
        'tin of baked beans',
        'tin of new potatoes',
        'pouch of microwave rice',
        'jar of pesto',
        'bag of pasta',
        'cheddar',
        'halloumi',
        'bag of salad',
        'tomatoes',
        '1 red onion',
        '2 peppers',
        'corn on the cob',
        'bottle of ketchup',
        'marshmallows',
        'milk',
      ],
      'Barbecue Mixed Grill with Burger Patties, Pork Sausages and Halloumi',
      'Streaky Bacon Cheeseburgers with Bought Burger Patties',
    ],
    [
      [
        '1 lb shrimp',
        '6 slices bacon',
        'bag of frozen corn',
        '4 red potatoes',
        '1 onion',
        'celery',
        'heavy cream',
        'sharp cheddar',
        'quick grits',
      ],
      'Charleston Shrimp and Quick Grits with Bacon Gravy',
      'Shrimp and Corn Chowder with Bacon',
    ],
    [
      [
        '2 tins of tuna',
        'tin of chickpeas',
        'red onion',
        'lemon',
        'bag of rocket',
        'ciabatta',
        'mayonnaise',
        'capers',
        'fusilli',
      ],
      'Tuna and Smashed Chickpeas on Toasted Ciabatta',
      'Insalata di Tonno e Fagioli',
    ],
  ])('%j: first %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('a fry-up list with tinned potatoes gets the campervan fry-up (the burgers go to the grill)', () => {
    expect(
      cookRecipe(
        [
          'pork sausages',
          'streaky bacon',
          'eggs',
          'baked beans',
          'tin of new potatoes',
          'tomatoes',
        ],
        { attempt: 0 },
      ).title,
    ).toBe('Campervan Fry-Up with Crisp Tinned New Potatoes');
  });

  it('the chowder uses the typed potatoes and all the bacon', () => {
    const { markdown } = cookRecipe(
      [
        '1 lb shrimp',
        '6 slices bacon',
        'bag of frozen corn',
        '4 red potatoes',
        '1 onion',
        'celery',
        'heavy cream',
        'sharp cheddar',
        'quick grits',
      ],
      { attempt: 1 },
    );
    expect(markdown).toMatch(/red potatoes/);
    expect(markdown).toMatch(/6 slices bacon/);
  });
});
