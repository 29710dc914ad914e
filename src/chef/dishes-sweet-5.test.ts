import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/** What any kitchen has: an answer that asks for nothing else needs no shopping. */
const STAPLE = /^(?:salt|black pepper|pepper|water|ice|vegetable oil|oil)$/i;

function expectNamedWithoutShopping(
  list: readonly string[],
  attempt: number,
  main: string,
  title: RegExp,
): void {
  const recipe = cookRecipe([...list], { attempt });
  expect(recipe.title).toMatch(title);
  expect(recipe.source).toBe('dish');
  expect(recipe.used).toContain(main);
  expect(recipe.extras.filter((extra) => !STAPLE.test(extra))).toEqual([]);
}

/**
 * Asking again for a common sweet main and everyday staples. Before, apples with flour, butter,
 * sugar and cinnamon were stewed with a lemon to buy; a mango fool list's second answer was mango
 * pancakes needing milk; oranges and sponge staples got orange pancakes needing milk; coffee custard
 * makings gave a vanilla semifreddo without the coffee; peach iced tea gave roast peaches without
 * the tea; porridge makings gave Swedish chocolate balls needing cocoa.
 */
describe('ask again keeps the main and buys nothing for sweet staples lists', () => {
  it.each([
    [['apples', 'flour', 'butter', 'sugar', 'cinnamon'], 1, 'apples', /fried apples/i],
    [['mango', 'cream', 'sugar', 'lime', 'eggs'], 1, 'mango', /mango fool/i],
    [['mango', 'yoghurt', 'milk', 'sugar', 'cardamom'], 2, 'mango', /shrikhand/i],
    [['oranges', 'eggs', 'sugar', 'flour', 'butter'], 1, 'oranges', /steamed orange sponge/i],
    [['coffee', 'eggs', 'sugar', 'cream', 'cocoa powder'], 1, 'coffee', /coffee/i],
    [['oats', 'milk', 'honey', 'cinnamon', 'butter'], 1, 'oats', /flapjack/i],
    [
      [
        'family-size black tea bags',
        '4 ripe peaches',
        'granulated sugar',
        'lemons',
        'fresh mint',
        'pinch of baking soda',
        'ice',
      ],
      1,
      'family-size black tea bags',
      /poached in tea/i,
    ],
  ] as const)('%j at attempt %i keeps %s', (list, attempt, main, title) => {
    expectNamedWithoutShopping(list, attempt, main, title);
  });

  it('offers two different dishes for the coffee custard list, both with the coffee', () => {
    const list = ['coffee', 'eggs', 'sugar', 'cream', 'cocoa powder'];
    const first = cookRecipe(list, { attempt: 0 });
    const second = cookRecipe(list, { attempt: 1 });
    expect(second.title).not.toBe(first.title);
    expect(first.used).toContain('coffee');
    expect(second.used).toContain('coffee');
  });
});

/**
 * The first answer a cook would name for a sweet main the cookbook had no plain dish for. Before,
 * carrots with cake staples made a frittata and then a savoury carrot and parsnip mash; pumpkin
 * purée was dropped for macaroons or a pear cake; honey with cake staples made madeleines needing a
 * lemon; coconut and jam made alfajores needing dulce de leche; dates and oats made biscuits
 * needing an egg; lemons, cream, eggs and milk made a lemon pudding needing butter; peanut butter
 * with cake staples made cookies of three of the five.
 */
describe('names a plain dish for a sweet main and everyday staples', () => {
  it.each([
    [['carrots', 'flour', 'eggs', 'sugar', 'oil', 'cinnamon'], 'carrots', /carrot loaf cake/i],
    [
      ['pumpkin puree', 'flour', 'eggs', 'butter', 'sugar', 'cinnamon'],
      'pumpkin puree',
      /pumpkin bread/i,
    ],
    [
      ['pumpkin puree', 'milk', 'coffee', 'cinnamon', 'sugar'],
      'pumpkin puree',
      /pumpkin spice latte/i,
    ],
    [['honey', 'flour', 'eggs', 'butter', 'sugar'], 'honey', /honey cake/i],
    [
      ['desiccated coconut', 'flour', 'butter', 'sugar', 'eggs', 'jam'],
      'desiccated coconut',
      /jam slice/i,
    ],
    [['dates', 'oats', 'butter', 'flour', 'sugar'], 'dates', /date squares/i],
    [['lemons', 'cream', 'sugar', 'eggs', 'milk'], 'lemons', /lemon semifreddo/i],
    [['peanut butter', 'sugar', 'eggs', 'flour', 'butter'], 'peanut butter', /blondies/i],
  ] as const)('%j gives %s', (list, main, title) => {
    expectNamedWithoutShopping(list, 0, main, title);
  });

  it('asks again on a carrot cake list with another sweet carrot dish, not a savoury side', () => {
    const list = ['carrots', 'flour', 'eggs', 'sugar', 'oil', 'cinnamon'];
    const second = cookRecipe(list, { attempt: 1 });
    expect(second.used).toContain('carrots');
    expect(second.title).toMatch(/carrot cake pancakes/i);
    expect(second.markdown).not.toMatch(/parsnip|mash/i);
  });
});
