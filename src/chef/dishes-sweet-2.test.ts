import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * Sweet lists a home cook types, each naming a dish the cookbook lacked before: muffins from
 * pears, a crumble that bought a lemon for apples with eggs, a Mars bar square that had the
 * visitor buy Mars bars for Rice Krispie treats, a strawberry milkshake that bought strawberries
 * and left the chocolate out, a Dalgona for brewed coffee over ice, lemonade for leftover pancakes
 * with lemon and sugar, and composed baked fruit where a cook would fry bananas in butterscotch.
 */
describe('names the sweet dish a cook would name (second round)', () => {
  it.each([
    [['Apples', 'Butter', 'Sugar', 'Eggs', 'Flour'], /eve's pudding|apple cake/i],
    [['Pears', 'Butter', 'Sugar', 'Flour', 'Eggs'], /pear upside-down cake/i],
    [['Lemons', 'Eggs', 'Sugar', 'Butter', 'Flour'], /lemon pound cake/i],
    [['Strawberries', 'Double cream', 'Sugar', 'Vanilla'], /strawberry fool/i],
    [['Strawberries', 'Cream', 'Sugar', 'Eggs', 'Flour'], /strawberry and cream sponge/i],
    [['Bananas', 'Butter', 'Brown sugar', 'Cream'], /bananas in butterscotch sauce/i],
    [['Apples', 'Cinnamon', 'Butter', 'Brown sugar'], /skillet cinnamon apples/i],
    [['Apples', 'Flour', 'Butter', 'Brown sugar', 'Cinnamon'], /apple and cinnamon crumble/i],
    [['Dark chocolate', 'Cream', 'Butter', 'Milk'], /dark chocolate pots/i],
    [['Rhubarb', 'Sugar', 'Cream', 'Eggs'], /rhubarb with proper custard/i],
    [['Rice krispies', 'Marshmallows', 'Butter'], /marshmallow crispy treats/i],
    [['Dates', 'Self-raising flour', 'Butter', 'Brown sugar', 'Eggs'], /sticky date loaf/i],
    [['Bramley apples', 'Shortcrust pastry', 'Sugar', 'Cinnamon', 'Egg'], /apple.*plate pie/i],
    [['Leftover pancakes', 'Lemon', 'Sugar'], /pancakes with lemon and sugar/i],
    [['Coffee', 'Milk', 'Ice', 'Sugar'], /^iced coffee$/i],
    [['Milk', 'Cocoa powder', 'Sugar', 'Marshmallows'], /hot chocolate made with cocoa/i],
    [['Vanilla ice cream', 'Milk', 'Chocolate syrup'], /chocolate milkshake/i],
  ])('%j', (list, title) => {
    const recipe = cookRecipe(list);
    expect(recipe.title).toMatch(title);
    expect(recipe.source).toBe('dish');
    // made from the list: nothing typed is left out, nothing has to be bought
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });

  it('warms leftover pancakes as the cooked things they are', () => {
    const md = cookRecipe(['Leftover pancakes', 'Lemon', 'Sugar']).markdown;
    expect(md).toMatch(/piping hot/);
    expect(md).toMatch(/a wedge of lemon,/);
    expect(md).not.toMatch(/batter/i);
  });

  it('gives a crème caramel, whose custard bakes until set, no undercooked-egg warning', () => {
    const md = cookRecipe(['Eggs', 'Milk', 'Sugar', 'Vanilla'], { attempt: 1 }).markdown;
    expect(md).toMatch(/^# Crème Caramel/);
    expect(md).not.toMatch(/cook eggs until/i);
  });
});

/**
 * "Want a new recipe?" for a sweet list of a main and everyday staples: before, apples with
 * butter, sugar, eggs and flour were offered pancakes that needed milk bought, and a pouring
 * custard was offered egg tarts that needed pastry bought.
 */
describe('asks again with another dish that keeps the main and needs no shopping (second round)', () => {
  it.each([
    [['Apples', 'Butter', 'Sugar', 'Eggs', 'Flour'], 'Apples', /apple fritters/i],
    [['Eggs', 'Milk', 'Sugar', 'Vanilla'], 'Eggs', /crème caramel/i],
    [['Bananas', 'Butter', 'Brown sugar', 'Cream'], 'Bananas', /bananas/i],
    [['Lemon', 'Eggs', 'Butter', 'Sugar'], 'Lemon', /lemon pound cake/i],
    [['Apples', 'Cinnamon', 'Butter', 'Brown sugar'], 'Apples', /apple and cinnamon crumble/i],
  ])('%j', (list, main, title) => {
    const first = cookRecipe(list);
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.title).not.toBe(first.title);
    expect(again.title).toMatch(title);
    expect(again.used).toContain(main);
    expect(again.extras).toEqual([]);
  });
});
