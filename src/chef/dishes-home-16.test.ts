import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * British, Irish and American home cooking, sixteenth round (round 17's misses): Geordie ham and
 * pease pudding stotties, pan haggerty with bacon, a leftover corned beef and cabbage hash, chicken
 * divan from raw breasts and the tin of soup, Ritz-crumbed cod, taco stuffed shells, Springfield
 * cashew chicken, Hawaiian barbecue chicken quesadillas and Japanese pizza toast; and two ask-again
 * lists (sweetcorn fritters from the pancake mix, a smoked mackerel kedgeree and a warm mackerel
 * salad). Before these dishes were written, each list here got a dish that left its defining items
 * unused (the split peas, the cheddar, the tin of soup, the crackers, the taco seasoning) or a
 * composed second answer.
 */
const PIZZA_TOAST = [
  'thick sliced white bread',
  'ketchup',
  'sliced ham',
  '1 green pepper',
  'half an onion',
  'grated mozzarella',
  'kewpie mayo',
  'tin of sweetcorn',
];
const STOTTIES = [
  '1 smoked gammon joint',
  '500g yellow split peas',
  '1 onion',
  'bay leaf',
  'butter',
  '4 stottie cakes',
  'english mustard',
  'white pepper',
];
const HAGGERTY = [
  '1kg potatoes',
  '3 onions',
  'block of mature cheddar',
  'pack of smoked streaky bacon',
  'butter',
  'beef stock cube',
  'fresh thyme',
  'tin of baked beans',
];
const CORNED_BEEF = [
  'leftover corned beef',
  'leftover boiled cabbage',
  'leftover boiled potatoes',
  'leftover carrots',
  '1 onion',
  '4 eggs',
  'butter',
  'grainy mustard',
];
const DIVAN = [
  '3 chicken breasts',
  '2 heads of broccoli',
  'can of cream of chicken soup',
  'mayo',
  'curry powder',
  'lemon',
  'sharp cheddar',
  'breadcrumbs',
  'butter',
  'long grain rice',
];
const COD = [
  '4 cod fillets',
  'sleeve of ritz crackers',
  '1 stick butter',
  '2 lemons',
  'fresh parsley',
  'garlic powder',
  '4 ears of corn',
  '1.5 lb baby red potatoes',
];
const SHELLS = [
  '1 lb ground beef',
  'packet of taco seasoning',
  'box of jumbo pasta shells',
  'jar of salsa',
  'can of refried beans',
  'shredded cheddar',
  'sour cream',
  'green onions',
];
const CASHEW = [
  '2 lb chicken breast',
  '2 eggs',
  'all-purpose flour',
  'cornstarch',
  'oyster sauce',
  'chicken broth',
  'soy sauce',
  'roasted cashews',
  'green onions',
  'white rice',
  'vegetable oil',
];
const SUPER_BOWL = [
  'half a tray of buffalo wings',
  'leftover chili',
  'half a tub of french onion dip',
  'jar of queso',
  'big bag of tortilla chips',
  'half a veggie tray',
  'ranch dressing',
  'blue cheese dressing',
  'celery',
  'slider buns',
  'pulled pork',
  'shredded cheddar',
  'jalapeños',
  'guacamole',
  'sour cream',
  '12 eggs',
  'gallon of milk',
  'butter',
  'pack of bacon',
  'bag of frozen tater tots',
  'case of beer',
  'half a sheet cake',
];
const QUESADILLAS = [
  '2 chicken breasts',
  'bbq sauce',
  'tin of pineapple chunks',
  'red onion',
  'grated mozzarella',
  'flour tortillas',
  'fresh coriander',
  'soured cream',
];

describe('round 17 home-cooking misses get the dish a cook would name', () => {
  it.each([
    [PIZZA_TOAST, 'Pizza Toast with Ham and Green Pepper'],
    [STOTTIES, 'Ham and Pease Pudding Stottie Cakes'],
    [HAGGERTY, 'Pan Haggerty with Bacon'],
    [CORNED_BEEF, 'Corned Beef and Boiled Cabbage Hash'],
    [DIVAN, 'Chicken Divan'],
    [COD, 'New England Baked Cod with a Ritz Cracker Crumb'],
    [SHELLS, 'Taco Stuffed Shells'],
    [CASHEW, 'Springfield-Style Roasted Cashew Chicken'],
    [QUESADILLAS, 'Hawaiian Barbecue Chicken Quesadillas'],
    [SUPER_BOWL, 'Leftover Buffalo Wing Nachos'],
  ])('%j is cooked as %s', (list, title) => {
    expect(cookRecipe(list, { attempt: 0 }).title).toBe(title);
  });

  it('uses every item of the list, none bought', () => {
    for (const list of [PIZZA_TOAST, STOTTIES, HAGGERTY, CORNED_BEEF, DIVAN, COD, SHELLS]) {
      const r = cookRecipe(list, { attempt: 0 });
      expect(r.unused).toEqual([]);
      expect(r.extras).toEqual([]);
    }
  });

  it('cooks the split peas into pease pudding for the stotties', () => {
    const { markdown } = cookRecipe(STOTTIES, { attempt: 0 });
    expect(markdown).toMatch(/yellow split peas/);
    expect(markdown).toMatch(/pease pudding/);
    expect(markdown).not.toMatch(/unsmoked/);
  });

  it('only reheats the leftover corned beef and potatoes', () => {
    const { markdown } = cookRecipe(CORNED_BEEF, { attempt: 0 });
    expect(markdown).toMatch(/piping hot/);
    expect(markdown).not.toMatch(/[Bb]oil the/);
    expect(markdown).not.toMatch(/\bcan\b/);
  });

  it('bakes the chicken divan in the tin of soup and the mayo, with both heads of broccoli', () => {
    const { markdown } = cookRecipe(DIVAN, { attempt: 0 });
    expect(markdown).toMatch(/cream of chicken soup, mayo/);
    expect(markdown).toMatch(/about 2 heads/);
    expect(markdown).not.toMatch(/\bmilk\b/);
  });

  it('crumbs the cod with the crackers and garlic powder', () => {
    const { markdown } = cookRecipe(COD, { attempt: 0 });
    expect(markdown).toMatch(/crush the .*crackers/i);
    expect(markdown).toMatch(/garlic powder/);
  });

  it('stuffs the shells with the taco-seasoned beef and refried beans, baked in the salsa', () => {
    const { markdown } = cookRecipe(SHELLS, { attempt: 0 });
    expect(markdown).toMatch(/Stir in the taco seasoning/);
    expect(markdown).toMatch(/refried beans/);
    expect(markdown).toMatch(/Fill each shell/);
  });

  it('fries the cashew chicken in the flour and cornstarch and sauces it with the broth', () => {
    const r = cookRecipe(CASHEW, { attempt: 0 });
    expect(r.unused).toEqual([]);
    expect(r.markdown).toMatch(/900 g chicken breasts/);
  });

  it('only reheats the leftover buffalo wings and chili, never roasts them as raw', () => {
    const { markdown } = cookRecipe(SUPER_BOWL, { attempt: 0 });
    expect(markdown).toMatch(/reheat for 15–20 minutes until piping hot/);
    expect(markdown).not.toMatch(/baking powder|45–50 minutes/);
    expect(markdown).toMatch(/queso/);
    expect(markdown).toMatch(/leftover chilli/);
  });

  it('serves the quesadillas with the soured cream', () => {
    const r = cookRecipe(QUESADILLAS, { attempt: 0 });
    expect(r.unused).toEqual([]);
    expect(r.markdown).toMatch(/soured cream for dipping/);
  });
});

describe('asking again after a round 17 home-cooking list offers another named dish', () => {
  it.each([
    [
      [
        '2 tins of sweetcorn',
        'pack of streaky bacon',
        'shaker of pancake mix',
        '2 avocados',
        '4 eggs',
        'sweet chilli sauce',
        'potatoes',
        'milk',
      ],
      'Sweetcorn Fritters with Streaky Bacon and Avocado',
      'Streaky Bacon, Sweetcorn and Potato Hash with Fried Eggs',
      'pack of streaky bacon',
    ],
    [
      [
        'pack of peppered smoked mackerel',
        '4 eggs',
        'basmati rice',
        'bag of spinach',
        'curry powder',
        'horseradish sauce',
        'new potatoes',
        'lemon',
        'spring onions',
      ],
      'Smoked Mackerel Kedgeree with Spinach',
      'Warm Smoked Mackerel, New Potato and Egg Salad with Horseradish',
      'pack of peppered smoked mackerel',
    ],
  ])('%j: %s, then %s', (list, first, second, main) => {
    expectNamedSecond(list, first, second, main);
  });

  it('makes the fritters from the pancake mix, not from scratch', () => {
    const { markdown } = cookRecipe(
      [
        '2 tins of sweetcorn',
        'pack of streaky bacon',
        'shaker of pancake mix',
        '2 avocados',
        '4 eggs',
        'sweet chilli sauce',
        'potatoes',
        'milk',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Whisk the shaker pancake mix/);
    expect(markdown).not.toMatch(/baking powder/);
  });
});
