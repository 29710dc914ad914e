import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * British, Irish and American home cooking, third round: a common main with only everyday
 * staples. Before these dishes were written, asking again for these lists gave a composed recipe,
 * a dish that dropped the main, or one that needed shopping; and some first answers were a
 * composition or a dish that left the main out (cheese scones for leeks in a cheese sauce).
 */

/** What any kitchen has: the staples a second answer may ask for. */
const STAPLES = new Set([
  'onion',
  'garlic',
  'butter',
  'milk',
  'egg',
  'flour',
  'stock cube',
  'double cream',
]);

describe('names the home-cooking dish a cook would name for a main and staples', () => {
  it.each([
    [['Tinned tuna', 'Pasta', 'Cheddar', 'Milk', 'Onion'], /tuna pasta bake/i],
    [['Cooked chicken', 'Pasta', 'Cream', 'Cheddar', 'Onion'], /chicken pasta bake/i],
    [['Leeks', 'Cheddar', 'Milk', 'Butter', 'Flour'], /leeks in cheese sauce/i],
    [['Chicken wings', 'Honey', 'Garlic', 'Butter', 'Flour'], /honey garlic chicken wings/i],
    [
      ['Chicken breasts', 'Potatoes', 'Butter', 'Garlic', 'Thyme'],
      /chicken traybake with potatoes/i,
    ],
    [['Chicken breasts', 'Cream', 'Mushrooms', 'Garlic', 'Pasta'], /chicken and mushroom pasta/i],
    [['Salmon fillets', 'Pasta', 'Cream', 'Lemon', 'Garlic'], /salmon and lemon pasta/i],
    [
      ['Cauliflower', 'Onion', 'Potatoes', 'Garlic', 'Curry powder'],
      /curried cauliflower and potato soup/i,
    ],
  ])('%j → %s', (list, dish) => {
    const recipe = cookRecipe(list);
    expect(recipe.title).toMatch(dish);
    expect(recipe.source).toBe('dish');
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras.filter((item) => !STAPLES.has(item))).toEqual([]);
  });

  it('keeps the soup a cook names first for leeks and potatoes', () => {
    const recipe = cookRecipe(['Leeks', 'Potatoes', 'Onion', 'Stock cube', 'Butter']);
    expect(recipe.title).toMatch(/leek and potato soup/i);
  });
});

describe('asking again gives another named dish with the main and nothing to buy', () => {
  it.each([
    [['Smoked haddock', 'Potatoes', 'Milk', 'Onion', 'Butter'], 1, 'Smoked haddock', /fishcakes/i],
    [['Bacon', 'Cabbage', 'Potatoes', 'Onion', 'Butter'], 1, 'Bacon', /soup/i],
    [['Cauliflower', 'Cheddar', 'Milk', 'Butter', 'Flour'], 1, 'Cauliflower', /soup/i],
    [['Leeks', 'Potatoes', 'Onion', 'Stock cube', 'Butter'], 1, 'Leeks', /gratin/i],
    [['Leeks', 'Cheddar', 'Milk', 'Butter', 'Flour'], 1, 'Leeks', /tart/i],
    [['Cod', 'Potatoes', 'Milk', 'Butter', 'Onion'], 1, 'Cod', /fish pie/i],
    [['Stewing beef', 'Onion', 'Carrots', 'Stock cube', 'Flour'], 1, 'Stewing beef', /pie/i],
    [['Oats', 'Milk', 'Honey', 'Banana', 'Cinnamon'], 1, 'Oats', /baked/i],
    [['Mushrooms', 'Garlic', 'Butter', 'Bread', 'Cream'], 2, 'Mushrooms', /soup/i],
  ])('%j, attempt %i, still cooks the %s', (list, attempt, main, dish) => {
    const first = cookRecipe(list);
    const again = cookRecipe(list, { attempt });
    expect(again.title).not.toBe(first.title);
    expect(again.title).toMatch(dish);
    expect(again.source).toBe('dish');
    expect(again.used).toContain(main);
    expect(again.extras.filter((item) => !STAPLES.has(item))).toEqual([]);
  });
});
