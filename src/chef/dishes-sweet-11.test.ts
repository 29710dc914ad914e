import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Round 15's sweet lists (panel lists `r14-`) that were answered badly: the chef names the dish a
 * cook would make, and asking again offers another named dish (another method) that keeps the
 * list's defining items and buys one thing at most. Before these dishes were written, the seviyan
 * list made savoury vermicelli with garlic and black pepper, the mixed-fruit list left its "mixed
 * dried fruit" unrecognised and made apple cake and then apple fritters, and the frozen-mango list
 * made a strawberry smoothie and then strawberry lollies, with strawberries to buy,
 * and the mango and sago list a mango fool and then mango sticky rice on glutinous rice to buy, and the oat, syrup and chocolate
 * list asked again made flapjacks, the biscuits' own bake again, with the chocolate served beside.
 */
describe('round 15 sweet lists name the dish a cook would make', () => {
  it('seviyan kheer: the roasted vermicelli is simmered in the milk, sweet, with every item used', () => {
    const list = [
      'pack of roasted vermicelli',
      '1 litre whole milk',
      'ghee',
      'sugar',
      'cardamom pods',
      'pistachios',
      'flaked almonds',
      'raisins',
      'rose water',
    ];
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe('Seviyan Kheer');
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
    expect(recipe.markdown).not.toMatch(/garlic|black pepper/);
  });

  it.each([
    [
      [
        '450g self-raising flour',
        '125g butter',
        'caster sugar',
        'bag of mixed dried fruit',
        '2 eggs',
        'milk',
        'mixed spice',
        'demerara sugar',
      ],
      'Rock Buns',
      'Fruit Scones',
      'bag of mixed dried fruit',
    ],
    [
      [
        'big tub of greek yoghurt',
        'rolled oats',
        'honey',
        'bag of frozen mango',
        '2 bananas',
        'desiccated coconut',
        'chia seeds',
        'milk',
      ],
      'Mango and Chia Seed Overnight Oats',
      'Mango, Banana and Oat Breakfast Smoothie',
      'bag of frozen mango',
    ],
    [
      [
        '2 ripe mangoes',
        'tin of coconut milk',
        'small tapioca pearls',
        'caster sugar',
        '2 limes',
        'double cream',
        'gelatine leaves',
      ],
      'Mango Sago',
      'Hong Kong Mango Pudding',
      '2 ripe mangoes',
    ],
    [
      [
        '300g porridge oats',
        'butter',
        'golden syrup',
        'light brown sugar',
        'dark chocolate',
        'dried cranberries',
        'plain flour',
        '1 egg',
      ],
      'Chewy Porridge Oats and Dried Cranberry Biscuits',
      'No-Bake Dark Chocolate and Dried Cranberry Oat Cookies',
      '300g porridge oats',
    ],
  ])('%j: %s, then %s', (list, first, second, main) => {
    expectNamedSecond(list, first, second, main);
    expect(cookRecipe(list, { attempt: 0 }).extras).toEqual([]);
  });

  it('reads a bag of mixed dried fruit as the fruit of a bake, not an unknown item', () => {
    const recipe = cookRecipe(
      ['450g self-raising flour', '125g butter', 'caster sugar', 'bag of mixed dried fruit'],
      { attempt: 0 },
    );
    expect(recipe.markdown).toMatch(/mixed dried fruit/);
    expect(recipe.unused).not.toContain('bag of mixed dried fruit');
  });
});
