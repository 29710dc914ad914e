import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * British, Irish and American home cooking, second round: lists an ordinary home cook types, each
 * with the dish a cook would name for it (each answered with another dish, a composition or a
 * recipe needing shopping before these dishes were written), and second answers that keep the
 * visitor's main and need nothing bought.
 */

describe('names the home-cooking dish a cook would name (second round)', () => {
  it.each([
    [['Smoked haddock', 'Potatoes', 'Eggs', 'Milk', 'Spinach'], /smoked haddock fish pie/i],
    [['Tinned salmon', 'Mashed potato', 'Eggs', 'Breadcrumbs', 'Parsley'], /salmon fishcakes/i],
    [['Leftover ham', 'Split peas', 'Onion', 'Carrots', 'Celery'], /split pea and ham soup/i],
    [
      ['Pork ribs', 'BBQ sauce', 'Brown sugar', 'Paprika', 'Garlic'],
      /ribs with (?:barbecue|BBQ) sauce/i,
    ],
    [['Bread', 'Eggs', 'Milk', 'Cinnamon', 'Maple syrup'], /french toast/i],
    [['Leftover roast beef', 'Potatoes', 'Onion', 'Gravy'], /roast beef hash with gravy/i],
    [['Baked beans', 'Bread', 'Cheddar', 'Butter'], /beans on toast/i],
    [
      ['Chicken thighs', 'Onion', 'Stock cube', 'Cream', 'Mushrooms'],
      /chicken and mushroom casserole/i,
    ],
    [['Bacon', 'Onion', 'Potatoes', 'Stock cube', 'Cream'], /bacon and potato soup/i],
    [['Lamb chops', 'Onion', 'Potatoes', 'Stock cube'], /lamb chop hotpot/i],
    [['Gammon joint', 'Onion', 'Potatoes', 'Stock cube', 'Mustard'], /boiled gammon/i],
    [['Pork chops', 'Potatoes', 'Onion', 'Butter'], /pork chops with fried potatoes/i],
    [
      ['Chicken thighs', 'Onion', 'Garlic', 'Tinned tomatoes', 'Rice'],
      /chicken and tomato rice bake|kotopilafo|chicken pilaf/i,
    ],
  ])('%j → %s', (list, dish) => {
    const recipe = cookRecipe(list);
    expect(recipe.title).toMatch(dish);
    expect(recipe.source).toBe('dish');
    // the dish is for this list: nothing the visitor named is left unused
    expect(recipe.unused).toEqual([]);
  });

  it('uses the bottle of barbecue sauce the visitor typed, not a sauce made from scratch', () => {
    const recipe = cookRecipe(['Pork ribs', 'BBQ sauce', 'Brown sugar', 'Paprika', 'Garlic']);
    expect(recipe.used).toContain('BBQ sauce');
    expect(recipe.extras).toEqual([]);
  });

  it('reheats the leftover mash and tinned salmon rather than asking for raw potatoes', () => {
    const recipe = cookRecipe(['Tinned salmon', 'Mashed potato', 'Eggs', 'Breadcrumbs', 'Parsley']);
    expect(recipe.extras).toEqual([]);
    expect(recipe.markdown).not.toMatch(/boil the potato/i);
  });
});

/** What any kitchen has. */
const STAPLES = new Set(['onion', 'garlic', 'butter', 'milk', 'egg', 'flour', 'stock cube']);

describe('asking again keeps the main and needs no shopping (second round)', () => {
  it.each([
    [['Sausages', 'Potatoes', 'Onion', 'Stock cube'], 'Sausages'],
    [['Chicken thighs', 'Onion', 'Garlic', 'Tinned tomatoes', 'Rice'], 'Chicken thighs'],
    [['Lamb chops', 'Onion', 'Potatoes', 'Stock cube'], 'Lamb chops'],
  ])('%j, asked again, still cooks the %s', (list, main) => {
    const first = cookRecipe(list);
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.title).not.toBe(first.title);
    expect(again.source).toBe('dish');
    expect(again.used).toContain(main);
    expect(again.extras.filter((item) => !STAPLES.has(item))).toEqual([]);
  });
});
