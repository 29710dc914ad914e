import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * British, Irish and American home cooking, fifth round: the answer to "Want a new recipe?". Before
 * these dishes were written, each list here got, at the attempt tested, a composed recipe, a dish
 * that needed shopping (milk and carrots for dumplings, a lemon for a scaloppine) or one that left
 * the wild rice out. Each case asks that the answer be a known dish, keep the visitor's main and
 * buy nothing.
 */
describe('offers another named home-cooking dish of the same main, with nothing to buy', () => {
  it.each([
    // asked twice more, a fried thigh with onion gravy, where a sheet-pan composition left the
    // stock cube, flour and butter out
    [
      ['chicken thighs', 'onion', 'stock cube', 'flour', 'butter'],
      2,
      'chicken thighs',
      /onion gravy/i,
    ],
    // fried chicken, where a frittata was composed
    [['chicken thighs', 'flour', 'milk', 'eggs', 'paprika'], 0, 'chicken thighs', /fried chicken/i],
    // country-fried chops, where fried potatoes were bought and the flour and milk unused
    [['pork chops', 'flour', 'milk', 'butter', 'onion'], 0, 'pork chops', /country-fried/i],
    // honey-mustard gammon from the oven, where a hash needed eggs
    [['gammon', 'honey', 'mustard', 'potatoes', 'onion'], 0, 'gammon', /traybake/i],
    // a cream soup, where a curried one needed curry powder and garlic bought
    [['cauliflower', 'onion', 'stock cube', 'cream', 'potatoes'], 0, 'cauliflower', /soup/i],
    // eggs fried in bread with bacon and tomatoes, where a fry-up needed mushrooms bought
    [['bacon', 'eggs', 'bread', 'tomatoes', 'butter'], 0, 'bacon', /eggs in a basket/i],
    // baked garlic mushrooms, where mushrooms on toast needed cream bought
    [
      ['mushrooms', 'garlic', 'butter', 'bread', 'parsley'],
      0,
      'mushrooms',
      // or the Italian stuffed mushrooms written since, the same idea
      /baked garlic mushrooms|funghi ripieni/i,
    ],
    // asked again, a buck rarebit, where a frittata was composed
    [['eggs', 'bread', 'milk', 'butter', 'cheese'], 1, 'eggs', /buck rarebit/i],
    // the wild rice soup list asked again: a baked hotdish, not chicken in cream without the rice
    [
      [
        '1.5 lb chicken breasts',
        '1 cup wild rice',
        'carrots',
        'celery',
        'yellow onion',
        'cremini mushrooms',
        'butter',
        'flour',
        'heavy cream',
        'chicken broth',
        'thyme',
      ],
      1,
      '1.5 lb chicken breasts',
      /hotdish/i,
    ],
  ] as const)('%j at attempt %i', (list, attempt, main, title) => {
    const recipe = cookRecipe([...list], { attempt });
    expect(recipe.source).toBe('dish');
    expect(recipe.title).toMatch(title);
    expect(recipe.used).toContain(main);
    expect(recipe.extras).toEqual([]);
  });

  it('bakes chicken breasts, mushrooms, cream and rice together, where a stroganoff bought three things and asking again got a composition', () => {
    const list = ['chicken breasts', 'cream', 'mushrooms', 'onion', 'rice'];
    const first = cookRecipe(list, { attempt: 0 });
    expect(first.title).toMatch(/rice casserole/i);
    expect(first.source).toBe('dish');
    expect(first.used).toEqual(expect.arrayContaining(list));
  });

  it('gives three different recipes for pork chops, flour, milk, butter and onion, the country-fried chops first', () => {
    const list = ['pork chops', 'flour', 'milk', 'butter', 'onion'];
    const titles = [0, 1, 2].map((attempt) => cookRecipe(list, { attempt }).title);
    expect(new Set(titles).size).toBe(3);
    expect(titles[0]).toMatch(/country-fried/i);
  });

  it('asks again for sausages, potatoes, onion, butter and milk with a sausage and mash pie, buying at most a stock cube', () => {
    const list = ['sausages', 'onion', 'potatoes', 'butter', 'milk'];
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.source).toBe('dish');
    expect(again.title).toMatch(/mash pie/i);
    expect(again.used).toEqual(expect.arrayContaining(list));
    expect(again.extras).toEqual(['stock cube']);
  });
});
