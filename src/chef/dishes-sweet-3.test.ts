import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * "Want a new recipe?" for a sweet main with everyday staples (third round). Before, the second
 * answer was a composed muffin or pancake, a hot chocolate that dropped the coffee, or a posset
 * that had the visitor buy cream: the cookbook had one dish per main of each method. Each list
 * here now has a named second dish of another method (stewed, fried, frozen, set on the hob) that
 * keeps the main and needs nothing bought.
 */
describe('asks again with a named dish of another method, keeping the main, buying nothing', () => {
  it.each([
    [['Apples', 'Eggs', 'Milk', 'Flour', 'Sugar'], 1, 'Apples', /german apple pancakes/i],
    [['Lemons', 'Sugar', 'Water'], 1, 'Lemons', /lemon granita/i],
    [['Coffee', 'Milk', 'Sugar'], 1, 'Coffee', /coffee milk pudding/i],
    [['Rhubarb', 'Sugar', 'Cream'], 1, 'Rhubarb', /stewed rhubarb/i],
    [['Rhubarb', 'Sugar', 'Orange', 'Ginger'], 1, 'Rhubarb', /stewed rhubarb/i],
    [['Cocoa powder', 'Milk', 'Sugar', 'Cornflour'], 1, 'Cocoa powder', /hot chocolate/i],
    [['Mixed berries', 'Sugar', 'Cream'], 2, 'Mixed berries', /fool/i],
  ] as const)('%j at attempt %i', (list, attempt, main, title) => {
    const first = cookRecipe([...list]);
    const again = cookRecipe([...list], { attempt });
    expect(again.source).toBe('dish');
    expect(again.title).toMatch(title);
    expect(again.title).not.toBe(first.title);
    expect(again.used).toContain(main);
    expect(again.extras).toEqual([]);
  });
});

/**
 * First answers that dropped the main or bought it: coffee with eggs and cream gave roast rhubarb
 * with custard (rhubarb to buy), instant coffee with cake staples gave a pear cake, coconut with
 * condensed milk and an egg gave composed pancakes, coconut milk with cornflour bought jasmine
 * rice, oats with golden syrup and sugar bought brown sugar for biscuits, apples with cinnamon,
 * sugar and lemon bought puff pastry for turnovers, and pears with the same bought red wine.
 */
describe('names the sweet dish for a main and staples (third round)', () => {
  it.each([
    [['Coffee', 'Sugar', 'Eggs', 'Cream'], /coffee pots de crème/i],
    [['Apples', 'Cinnamon', 'Sugar', 'Lemon'], /stewed apples with cinnamon/i],
    [['Pears', 'Sugar', 'Lemon', 'Cinnamon'], /poached pears with lemon and cinnamon/i],
    [['Instant coffee', 'Flour', 'Butter', 'Sugar', 'Eggs'], /coffee loaf cake/i],
    [['Desiccated coconut', 'Condensed milk', 'Egg'], /coconut macaroons/i],
    [['Coconut milk', 'Sugar', 'Cornflour'], /haupia/i],
    [['Oranges', 'Sugar', 'Cinnamon'], /oranges in caramel/i],
    [['Oranges', 'Sugar', 'Eggs', 'Flour', 'Butter'], /orange drizzle loaf/i],
    [['Yoghurt', 'Flour', 'Eggs', 'Sugar', 'Lemon'], /gâteau au yaourt/i],
    [['Vanilla ice cream', 'Milk', 'Sugar'], /vanilla milkshake/i],
    [['Cocoa powder', 'Butter', 'Sugar', 'Oats'], /chokladbollar/i],
    [['Oats', 'Butter', 'Golden syrup', 'Sugar'], /flapjacks/i],
    [['Milk', 'Sugar', 'Cornflour', 'Vanilla'], /blancmange/i],
    [['Tea bags', 'Milk', 'Sugar'], /milk tea/i],
  ])('%j', (list, title) => {
    const recipe = cookRecipe(list);
    expect(recipe.title).toMatch(title);
    expect(recipe.source).toBe('dish');
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });

  it('bakes the coffee custards until set, so no undercooked-egg warning', () => {
    const md = cookRecipe(['Coffee', 'Sugar', 'Eggs', 'Cream']).markdown;
    expect(md).toMatch(/until set at the edges/);
    expect(md).not.toMatch(/cook eggs until/i);
  });
});
