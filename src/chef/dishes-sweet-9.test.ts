import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Sweet baking, desserts, sweet breakfasts and drinks, ninth round: the lists the cook's panel
 * read in round 14 where the chef named the wrong dish (American pancakes for Swedish pancakes with
 * lingonberry jam, rava ladoo for sooji halwa, a Victoria sponge for malva pudding). Each list is
 * typed as the panel typed it; the chef now names the dish a cook would and uses what the list
 * holds. Asking again for peanut butter cookies with oats and chocolate chips now gives no-bake
 * peanut butter oat bars (not golden syrup biscuits that drop the peanut butter).
 */
describe('the sweet dish a cook would name for the list', () => {
  it.each([
    [
      [
        '3 eggs',
        '300ml milk',
        'plain flour',
        'butter',
        'pinch of salt',
        'jar of lingonberry jam',
        'double cream',
        'sugar',
      ],
      'Swedish Pancakes with Lingonberry Jam',
    ],
    [
      [
        'fine semolina',
        'ghee',
        'sugar',
        'cardamom pods',
        'cashews',
        'raisins',
        'milk',
        'pinch of saffron',
      ],
      'Sooji Halwa with Cashews and Raisins',
    ],
    [
      [
        'apricot jam',
        'caster sugar',
        '1 egg',
        'butter',
        'plain flour',
        'bicarbonate of soda',
        'white vinegar',
        'milk',
        'double cream',
        'carton of custard',
      ],
      'Malva Pudding',
    ],
  ])('%j → %s', (list, title) => {
    const { markdown } = cookRecipe(list, { attempt: 0 });
    expect(markdown.split('\n')[0]).toBe(`# ${title}`);
  });

  it('uses all three eggs and the cream of the Swedish pancake list', () => {
    const { markdown } = cookRecipe(
      [
        '3 eggs',
        '300ml milk',
        'plain flour',
        'butter',
        'pinch of salt',
        'jar of lingonberry jam',
        'double cream',
        'sugar',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/^- 3 eggs$/m);
    expect(markdown).toMatch(/whipped double cream/);
  });

  it('cooks the cashews, raisins and saffron into the halwa, not beside it', () => {
    const { markdown } = cookRecipe(
      [
        'fine semolina',
        'ghee',
        'sugar',
        'cardamom pods',
        'cashews',
        'raisins',
        'milk',
        'pinch of saffron',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Fry the cashews/);
    expect(markdown).toMatch(/saffron/);
    expect(markdown).not.toMatch(/icing sugar/);
  });

  it('heats the bought custard to serve with the malva pudding', () => {
    const { markdown } = cookRecipe(
      [
        'apricot jam',
        'caster sugar',
        '1 egg',
        'butter',
        'plain flour',
        'bicarbonate of soda',
        'white vinegar',
        'milk',
        'double cream',
        'carton of custard',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/with the custard, heated/);
    expect(markdown).toMatch(/^- 1 egg$/m);
  });

  it('offers no-bake peanut butter oat bars after the peanut butter cookies', () => {
    const list = [
      '1 cup creamy peanut butter',
      '1/2 cup butter',
      'brown sugar',
      'granulated sugar',
      '1 egg',
      'all-purpose flour',
      'baking soda',
      'chocolate chips',
      'rolled oats',
    ];
    expectNamedSecond(
      list,
      'Peanut Butter Cookies',
      'No-Bake Peanut Butter and Chocolate Oat Bars',
    );
    expect(cookRecipe(list, { attempt: 1 }).markdown).not.toMatch(/golden syrup/);
  });
});
