import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * British, Irish and American home cooking, breakfasts and takeaway favourites: lists an ordinary
 * home cook types, each with the dish a cook would name for it (each failed before these dishes
 * were written), and second answers that keep the visitor's main and need no shopping.
 */

describe('names the home-cooking dish a cook would name', () => {
  it.each([
    [['Smoked haddock', 'Cod', 'Prawns', 'Potatoes', 'Milk'], /fish pie/i],
    [['Potatoes', 'Cabbage', 'Spring onions', 'Butter', 'Milk'], /colcannon/i],
    [['Potatoes', 'Flour', 'Butter', 'Salt'], /potato farls/i],
    [['Chicken thighs', 'Andouille', 'Rice', 'Peppers', 'Celery'], /jambalaya/i],
    [['Haddock', 'Potatoes', 'Onion', 'Milk'], /chowder/i],
    [['Pork belly', 'Potatoes', 'Apples', 'Sage'], /roast pork belly/i],
    [['Steak', 'Potatoes', 'Butter', 'Garlic'], /steak and chips/i],
    [['Pork chops', 'Potatoes', 'Garlic', 'Butter'], /garlic butter pork chops/i],
    [['Chicken breasts', 'Onion', 'Garlic', 'Tinned tomatoes', 'Rice'], /spanish rice/i],
    [['Pork shoulder', 'Onion', 'Garlic', 'Potatoes'], /braised pork|slow-roast pork/i],
    [['Whole chicken', 'Onion', 'Carrots', 'Potatoes'], /roast whole chicken/i],
    [['Chicken breasts', 'Flour', 'Eggs', 'Breadcrumbs', 'Waffles'], /chicken and waffles/i],
    [['Chicken breasts', 'Cream', 'Mushrooms', 'Garlic'], /creamy garlic mushroom chicken/i],
    [['Beef mince', 'Onion', 'Eggs', 'Breadcrumbs'], /meatloaf|meatballs/i],
    [['Sausages', 'Onion', 'Tinned tomatoes', 'Garlic'], /sausage.*casserole/i],
    [['Eggs', 'Tortillas', 'Black beans', 'Cheddar', 'Salsa'], /breakfast burritos/i],
    [['Black pudding', 'Eggs', 'Bacon', 'Bread'], /black pudding/i],
    [['Hot dogs', 'Hot dog buns', 'Onion', 'Mustard'], /^hot dogs/i],
    // leftovers and bought products, used as they are
    [['Mashed potato', 'Cabbage', 'Bacon', 'Butter'], /bubble and squeak/i],
    [['Leftover roast beef', 'Bread', 'Horseradish', 'Watercress'], /roast beef sandwiches/i],
    [['Leftover roast lamb', 'Potatoes', 'Onion', 'Carrots'], /shepherd’s pie/i],
    [['Leftover roast potatoes', 'Eggs', 'Onion', 'Cheddar'], /roast potato.*frittata/i],
    [['Leftover turkey', 'Potatoes', 'Onion', 'Stock cube'], /turkey and potato hash/i],
    [['Rotisserie chicken', 'Lettuce', 'Croutons', 'Parmesan', 'Caesar dressing'], /caesar salad/i],
  ])('%j → %s', (list, dish) => {
    const recipe = cookRecipe(list);
    expect(recipe.title).toMatch(dish);
    expect(recipe.source).toBe('dish');
    // the dish is for this list: nothing the visitor named is left unused
    expect(recipe.unused).toEqual([]);
  });

  it('toasts crumpets for crumpets, butter and honey, and keeps the eggs for asking again', () => {
    const list = ['Crumpets', 'Butter', 'Honey', 'Eggs'];
    expect(cookRecipe(list).title).toMatch(/toasted crumpets with honey butter/i);
    expect(cookRecipe(list, { attempt: 1 }).title).toMatch(/scrambled eggs on toasted crumpets/i);
  });

  it('reads a bottle of Caesar dressing as the dressing, not as something to make', () => {
    const recipe = cookRecipe([
      'Rotisserie chicken',
      'Lettuce',
      'Croutons',
      'Parmesan',
      'Caesar dressing',
    ]);
    expect(recipe.used).toContain('Caesar dressing');
    expect(recipe.extras).toEqual([]);
  });
});

/** What any kitchen has, or a cook would use without shopping. */
const STAPLES = new Set([
  'onion',
  'garlic',
  'butter',
  'milk',
  'egg',
  'flour',
  'stock cube',
  'vegetable stock cube',
  // a jar of paprika is in most cupboards: the goulash soup after a Scouse
  'paprika',
  'chicken stock',
  'beef stock',
  'vegetable stock',
]);

describe('asking again keeps the main and needs no shopping', () => {
  it.each([
    [['Beef mince', 'Potatoes', 'Onion', 'Stock cube'], 'Beef mince'],
    [['Beef mince', 'Onion', 'Eggs', 'Breadcrumbs'], 'Beef mince'],
    [['Gammon', 'Potatoes', 'Eggs', 'Onion'], 'Gammon'],
    [['Gammon', 'Eggs', 'Potatoes', 'Pineapple'], 'Gammon'],
    [['Stewing beef', 'Onion', 'Carrots', 'Potatoes', 'Stock cube'], 'Stewing beef'],
    [['Bacon joint', 'Cabbage', 'Potatoes', 'Parsley'], 'Bacon joint'],
    [['Leftover roast lamb', 'Potatoes', 'Onion', 'Carrots'], 'Leftover roast lamb'],
    [['Crumpets', 'Butter', 'Honey', 'Eggs'], 'Crumpets'],
    [['Pork shoulder', 'Onion', 'Garlic', 'Potatoes'], 'Pork shoulder'],
    [['Chicken breasts', 'Onion', 'Garlic', 'Tinned tomatoes', 'Rice'], 'Chicken breasts'],
  ])('%j, asked again, still cooks the %s', (list, main) => {
    const first = cookRecipe(list);
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.title).not.toBe(first.title);
    expect(again.used).toContain(main);
    expect(again.extras.filter((item) => !STAPLES.has(item))).toEqual([]);
  });
});
