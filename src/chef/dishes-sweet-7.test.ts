import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * "Want a new recipe?" after the obvious sweet dish. Each list plainly calls for one classic,
 * which stays the first answer; asking again used to give a composed template (apple pancakes
 * after an Irish apple cake, milk chocolate muffins after
 * a hot chocolate), a dish that bought two or more things (jam doughnuts, Kaiserschmarrn after a
 * sticky toffee pudding) or one that left the list's heart out. Now the second answer is another
 * named dish, cooked another way, from the same list: the main kept and at most one thing to buy.
 */
describe('a second sweet dish from the same list', () => {
  it.each([
    [
      ['dark chocolate', 'butter', 'egg', 'cocoa powder', 'vanilla extract'],
      'Fudgy Brownies',
      'Bistro Dark Chocolate Mousse',
      'dark chocolate',
    ],
    [
      ['milk', 'milk chocolate', 'cocoa powder', 'vanilla extract'],
      'Hot Chocolate',
      'Silky Milk Chocolate Pudding',
      'milk chocolate',
    ],
    [
      ['apple', 'self-raising flour', 'butter', 'egg', 'milk', 'cinnamon'],
      'Irish Apple Cake',
      'Apfelküchle',
      'apple',
    ],
    [
      ['strawberry', 'banana', 'natural yogurt', 'milk'],
      'Strawberry and Banana Smoothie',
      'Strawberry and Banana Frozen Yoghurt Lollies',
      'strawberry',
    ],
    [
      ['cherry', 'egg', 'milk', 'butter', 'vanilla extract'],
      'Cherry Clafoutis',
      'Kaiserschmarrn with Cherry Compote',
      'cherry',
    ],
    [['self-raising flour', 'butter', 'milk', 'raisin'], 'Fruit Scones', "Singin' Hinny", 'raisin'],
    [
      ['pineapple', 'brown sugar', 'butter', 'egg', 'milk', 'vanilla extract'],
      'Pineapple Upside-Down Cake',
      'Pineapple Fritters with Butterscotch Sauce',
      'pineapple',
    ],
    [
      ['hot cross bun', 'egg', 'milk', 'double cream', 'butter', 'vanilla extract'],
      'Hot Cross Bun Bread and Butter Pudding',
      'Hot Cross Bun French Toast',
      'hot cross bun',
    ],
    [
      ['panettone', 'egg', 'milk', 'double cream'],
      'Panettone Bread and Butter Pudding',
      'Panettone French Toast',
      'panettone',
    ],
    [
      ['peanut butter', 'brown sugar', 'butter', 'egg', 'vanilla extract'],
      'Peanut Butter Cookies',
      'Brown Sugar Peanut Butter Fudge',
      'peanut butter',
    ],
    [
      ['milk powder', 'cardamom', 'rose water', 'ghee', 'milk', 'saffron'],
      'Gulab Jamun',
      'Milk Powder Barfi',
      'milk powder',
    ],
    [
      ['ghee', 'cardamom', 'icing sugar', 'fine semolina'],
      'Nankhatai',
      'Rava Ladoo',
      'fine semolina',
    ],
    [
      ['drinking chocolate', 'milk', 'double cream', 'marshmallow'],
      'Hot Chocolate with Cream and Marshmallows',
      'Frozen Hot Chocolate',
      'drinking chocolate',
    ],
    [
      ['orange', 'orange liqueur', 'egg', 'milk', 'butter'],
      'Crêpes Suzette',
      'Hot Orange Liqueur Soufflés',
      'orange liqueur',
    ],
    [
      [
        'cream cheese',
        'digestive biscuit',
        'sour cream',
        'egg',
        'butter',
        'vanilla extract',
        'lemon',
      ],
      'New York Cheesecake',
      'Lemon Cheesecake Pots',
      'cream cheese',
    ],
    [
      ['peach', 'butter', 'buttermilk', 'cinnamon', 'lemon'],
      'Peach Cobbler',
      'Cinnamon Peach Buttermilk Pancakes',
      'peach',
    ],
    [
      ['cardamom', 'cinnamon', 'ground cloves', 'ginger', 'tea', 'milk', 'brown sugar'],
      'Masala Chai',
      'Iced Chai Latte',
      'tea',
    ],
    [
      ['butter', 'egg', 'self-raising flour', 'milk', 'vanilla extract', 'cocoa powder'],
      'Marble Loaf Cake',
      'Steamed Chocolate Sponge Pudding',
      'cocoa powder',
    ],
    [
      ['ground ginger', 'golden syrup', 'brown sugar', 'butter', 'egg', 'cinnamon'],
      'Gingerbread Men',
      'Steamed Ground Ginger and Golden Syrup Pudding',
      'golden syrup',
    ],
    [
      ['strawberry', 'double cream', 'butter', 'milk', 'vanilla extract'],
      'Strawberry Shortcake',
      'Strawberry and Cream Crêpes',
      'strawberry',
    ],
    [
      ['banana', 'peanut butter', 'cocoa powder', 'milk', 'honey'],
      'Chocolate, Peanut Butter and Banana Smoothie',
      'Chocolate Banana Nice Cream',
      'banana',
    ],
    [
      ['cider', 'apple juice', 'cinnamon', 'ground cloves', 'orange', 'brown sugar', 'star anise'],
      'Mulled Cider',
      'Iced Spiced Cider Punch',
      'cider',
    ],
    [
      ['milk', 'ground turmeric', 'ginger', 'cinnamon', 'honey'],
      'Golden Milk',
      'Iced Turmeric Latte',
      'ground turmeric',
    ],
  ])('%j: %s first, then %s', (list, first, second, main) => {
    expect(cookRecipe(list, { attempt: 0 }).title).toBe(first);
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.title).toBe(second);
    expect(again.source).toBe('dish');
    expect(again.used).toContain(main);
    expect(again.extras.length).toBeLessThanOrEqual(1);
  });

  it('writes the stand-in into the title when the visitor has no ground ginger', () => {
    const again = cookRecipe(
      ['cinnamon', 'cardamom', 'dried yeast', 'butter', 'milk', 'brown sugar', 'egg'],
      { attempt: 1 },
    );
    expect(again.title).not.toMatch(/ginger/i);
  });
});
