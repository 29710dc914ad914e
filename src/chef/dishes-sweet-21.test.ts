import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Round 23's sweet misses (the `r22-` lists), each typed exactly as the panel typed it. Before,
 * a plain lemon drizzle list (225 g each of self-raising flour and butter, four eggs, granulated
 * sugar for the drizzle) and a lemon surprise pudding list (milk, icing sugar, pouring cream) both
 * became a steamed lemon sponge, whose signature claimed the splash of milk every cake list has;
 * and the apam balik list (roasted peanuts, creamed corn, bicarbonate) got plain American
 * pancakes that left the corn unused and bought baking powder.
 */
describe('round 23 sweet lists get the dish a cook would name', () => {
  it.each([
    [
      [
        '225g self-raising flour',
        '225g butter',
        'caster sugar',
        '4 eggs',
        '3 lemons',
        'granulated sugar',
        'splash of milk',
      ],
      'Lemon Drizzle Cake',
    ],
    [
      [
        '3 lemons',
        'butter',
        'caster sugar',
        '3 eggs',
        'self-raising flour',
        'milk',
        'icing sugar',
        'pouring cream',
      ],
      'Lemon Surprise Pudding',
    ],
    [
      [
        'plain flour',
        '1 egg',
        'bicarbonate of soda',
        'caster sugar',
        'milk',
        'roasted peanuts',
        'tin of creamed corn',
        'butter',
        'pinch of salt',
      ],
      'Apam Balik: Malaysian Roasted Peanut Pancakes',
    ],
    // round 4's plums, almonds and shortcrust were a tarte tatin that left the almonds and eggs out
    [
      [
        'plums',
        'ground almonds',
        'butter',
        'caster sugar',
        'eggs',
        'flaked almonds',
        'shortcrust pastry',
      ],
      'Plum Frangipane Tart',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });

  it.each([
    [
      [
        'tin of coconut milk',
        'rolled oats',
        '2 ripe mangoes',
        '3 eggs',
        'plain flour',
        '2 limes',
        'desiccated coconut',
        'honey',
        'baking powder',
      ],
      'Coconut Milk Pancakes with Mango and Lime',
      'Baked Coconut Oats with Mango and Lime',
    ],
    [
      [
        '6 ripe peaches',
        'double cream',
        'pack of meringue nests',
        'block of shortcrust pastry',
        'ground almonds',
        'butter',
        '2 eggs',
        'caster sugar',
        'punnet of raspberries',
      ],
      'Peach Frangipane Tart',
      'Caramelised Peach and Raspberry Eton Mess',
    ],
  ])('%j: %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
    expect(cookRecipe(list, { attempt: 0 }).extras).toEqual([]);
    expect(cookRecipe(list, { attempt: 1 }).extras).toEqual([]);
  });

  it('orange and chocolate: a chocolate orange cake, then a steamed orange sponge with the chocolate in it', () => {
    const list = [
      'plain flour',
      'butter',
      '3 oranges',
      'bar of dark chocolate',
      '4 eggs',
      'ground almonds',
      'caster sugar',
      'baking powder',
      'cocoa powder',
    ];
    expectNamedSecond(
      list,
      'Chocolate Orange Cake with Ground Almonds',
      'Steamed Orange Sponge Pudding',
    );
    const again = cookRecipe(list, { attempt: 1 });
    // the chocolate goes into the sponge, not beside it, and the juice for the sponge is set aside
    // before the rest is boiled
    expect(again.used).toContain('bar of dark chocolate');
    expect(again.markdown).toMatch(/Stir in the dark chocolate\./);
    expect(again.markdown).not.toMatch(/Keep back 2 tbsp of juice/);
  });
});

/**
 * How a visitor's bar of chocolate was named: "a bar of dark chocolate" kept its wrapper in every
 * line ("100 g bar of dark chocolate", "Put the bar of dark chocolate in a heatproof bowl"), as a
 * glass of wine or a roll of pastry no longer do.
 */
describe('a bar of chocolate is the chocolate', () => {
  it('never names the bar in the recipe', () => {
    const recipe = cookRecipe(
      [
        'plain flour',
        'butter',
        '3 oranges',
        'bar of dark chocolate',
        '4 eggs',
        'ground almonds',
        'caster sugar',
        'baking powder',
        'cocoa powder',
      ],
      { attempt: 0 },
    );
    const body = recipe.markdown.slice(recipe.markdown.indexOf('## Ingredients'));
    expect(body).toContain('100 g dark chocolate');
    expect(body).not.toMatch(/bar of/);
  });
});

describe('apam balik stays with a cook who has the peanuts', () => {
  it('is no second answer for a savoury sweetcorn cupboard', () => {
    const again = cookRecipe(
      [
        '2 tins of sweetcorn',
        'block of mature cheddar',
        '6 eggs',
        '2 courgettes',
        'pack of corn tortillas',
        'quick-cook polenta',
        'spring onions',
        '1 red chilli',
        'milk',
        'butter',
      ],
      { attempt: 1 },
    );
    expect(again.title).not.toMatch(/Apam Balik/);
  });
});
