import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * Sweet lists a home cook types (bakes, puddings, drinks), each naming a dish the chef missed
 * before these dishes were written: it made a Swiss roll of a Victoria sandwich list, fondants of
 * chocolate chip cookie dough, a Key lime pie of banoffee, a savoury pilaf of Rice Krispies and a
 * Mars bar, and left a leftover Christmas pudding unused.
 */
describe('names the sweet dish a cook would name', () => {
  it.each([
    [['Self raising flour', 'Butter', 'Sugar', 'Eggs', 'Jam'], /victoria/i],
    [['Self raising flour', 'Butter', 'Milk', 'Sugar', 'Sultanas'], /fruit scones/i],
    [['Flour', 'Butter', 'Sugar', 'Chocolate chips', 'Eggs'], /chocolate chip cookies/i],
    [['Dark chocolate', 'Butter', 'Sugar', 'Eggs', 'Flour', 'Cocoa powder'], /brownies/i],
    [['Cocoa powder', 'Flour', 'Sugar', 'Eggs', 'Butter', 'Milk'], /chocolate cake/i],
    [['Courgettes', 'Flour', 'Eggs', 'Sugar', 'Oil', 'Cinnamon'], /courgette.*loaf cake/i],
    [['Courgette', 'Chocolate', 'Flour', 'Eggs', 'Sugar'], /chocolate and courgette cake/i],
    [['Digestive biscuits', 'Butter', 'Condensed milk', 'Bananas', 'Double cream'], /banoffee/i],
    [['Ginger', 'Golden syrup', 'Flour', 'Butter', 'Brown sugar', 'Eggs', 'Milk'], /ginger cake/i],
    [['Puff pastry', 'Apples', 'Sugar', 'Cinnamon'], /apple turnovers/i],
    [['Egg whites', 'Caster sugar', 'Double cream', 'Raspberries'], /pavlova|meringue/i],
    [['Leftover christmas pudding', 'Cream', 'Brandy', 'Butter'], /christmas pudding/i],
    [['Leftover cooked rice', 'Milk', 'Sugar', 'Cinnamon'], /rice pudding/i],
    [['Mars bars', 'Rice krispies', 'Butter', 'Chocolate'], /mars bar squares/i],
    [['Rice krispies', 'Chocolate', 'Golden syrup', 'Butter'], /crispy cakes/i],
    [['Cornflakes', 'Chocolate', 'Golden syrup', 'Butter'], /crispy cakes/i],
    [['Frozen puff pastry', 'Nutella', 'Egg', 'Icing sugar'], /pastry twists/i],
    [['Bananas', 'Flour', 'Eggs', 'Butter', 'Sugar'], /banana (?:loaf|bread)/i],
    [['Waffle mix', 'Eggs', 'Milk', 'Maple syrup'], /pancakes/i],
    [['Cake mix', 'Eggs', 'Oil', 'Frosting'], /layer cake/i],
    [['Milk', 'Chocolate ice cream', 'Oreos', 'Whipped cream'], /cookies and cream milkshake/i],
    [['Cranberry juice', 'Orange juice', 'Lemonade', 'Ice'], /punch/i],
    [['Apple juice', 'Cinnamon sticks', 'Cloves', 'Orange'], /spiced apple juice/i],
    [['Frozen strawberries', 'Lime', 'Sugar', 'Tequila'], /strawberry margarita/i],
    [['Coffee', 'Baileys', 'Whipped cream', 'Sugar'], /baileys coffee/i],
    [['Lemons', 'Eggs', 'Sugar', 'Butter'], /lemon curd/i],
    [['Flour', 'Eggs', 'Milk', 'Butter'], /pancakes/i],
    [['Dates', 'Oats', 'Cocoa powder', 'Peanut butter'], /energy balls/i],
    [['Panettone', 'Eggs', 'Milk', 'Double cream', 'Sugar'], /panettone bread and butter pudding/i],
    [['Leftover mince pies', 'Custard', 'Brandy'], /mince pies/i],
    [['Condensed milk', 'Chocolate', 'Butter', 'Vanilla'], /fudge/i],
    [['Digestive biscuits', 'Chocolate', 'Butter', 'Golden syrup', 'Raisins'], /fridge cake/i],
    [['Strawberries', 'Dark chocolate', 'White chocolate'], /dipped strawberries/i],
    [['Milk', 'Eggs', 'Sugar', 'Vanilla'], /custard/i],
    [['Bananas', 'Milk', 'Honey', 'Ice'], /banana and honey smoothie/i],
    [['Oats', 'Banana', 'Milk', 'Peanut butter'], /peanut butter, banana and oat smoothie/i],
    [
      ['Cream cheese', 'Icing sugar', 'Carrots', 'Self raising flour', 'Eggs', 'Brown sugar'],
      /carrot cake/i,
    ],
    [['Hot chocolate powder', 'Milk', 'Whipped cream', 'Marshmallows'], /hot chocolate/i],
  ])('%j', (list, title) => {
    const recipe = cookRecipe(list);
    expect(recipe.title).toMatch(title);
    expect(recipe.source).toBe('dish');
    // the dish is made from the list: nothing typed is left out, nothing has to be bought
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });
});

describe('reads the products a visitor types', () => {
  it('knows Mars bars, Rice Krispies and Baileys, and names them in the recipe', () => {
    const squares = cookRecipe(['Mars bars', 'Rice krispies', 'Butter', 'Chocolate']);
    expect(squares.markdown).toMatch(/4 Mars bars/);
    expect(squares.markdown).toMatch(/crispy rice cereal/);
    const coffee = cookRecipe(['Coffee', 'Baileys', 'Whipped cream', 'Sugar']);
    // the visitor's own name for their Irish cream liqueur
    expect(coffee.markdown).toMatch(/\d+ ml Baileys/);
    expect(coffee.markdown).not.toMatch(/did not recognise/i);
  });

  it('reads mince pies and Easter eggs as the sweet things they are, not mince and hen eggs', () => {
    const pies = cookRecipe(['Mince pies', 'Custard', 'Brandy', 'Icing sugar']);
    expect(pies.markdown).not.toMatch(/beef|mince\b(?! pie)/i);
    expect(pies.used).toContain('Mince pies');
    const eggs = cookRecipe([
      'Leftover easter eggs',
      'Butter',
      'Golden syrup',
      'Digestive biscuits',
    ]);
    expect(eggs.title).toMatch(/easter egg fridge cake/i);
    expect(eggs.markdown).not.toMatch(/\d eggs?\b/);
  });

  it('reheats leftover rice for a pudding until piping hot, and warns only about the rice', () => {
    const recipe = cookRecipe(['Leftover cooked rice', 'Milk', 'Sugar', 'Cinnamon']);
    expect(recipe.title).toMatch(/rice pudding/i);
    const md = recipe.markdown;
    expect(md).toMatch(/rice is piping hot/);
    expect(md).not.toMatch(/yolks/);
  });

  it('gives a baked ginger cake no undercooked-egg warning', () => {
    const md = cookRecipe(['Ginger', 'Golden syrup', 'Flour', 'Butter', 'Brown sugar']).markdown;
    expect(md).toMatch(/2 eggs/);
    expect(md).not.toMatch(/cook eggs until/i);
  });
});

/**
 * "Want a new recipe?" for a sweet list offers another dish of another method that keeps the
 * visitor's main and needs nothing bought: before, a jam sponge list was offered chocolate chip
 * cookies without the jam, and a leftover Christmas pudding list shortbread without the pudding.
 */
describe('asks again with another dish that keeps the main and needs no shopping', () => {
  it.each([
    [['Self raising flour', 'Butter', 'Sugar', 'Eggs', 'Jam'], 'Jam', /steamed jam sponge/i],
    [
      ['Leftover christmas pudding', 'Cream', 'Brandy', 'Butter'],
      'Leftover christmas pudding',
      /christmas pudding/i,
    ],
    [['Cocoa powder', 'Flour', 'Sugar', 'Eggs', 'Butter', 'Milk'], 'Cocoa powder', /kladdkaka/i],
    // pancakes with lemon and sugar first, then a pudding baked from the same six things
    [['Flour', 'Eggs', 'Milk', 'Butter', 'Lemons', 'Sugar'], 'Lemons', /lemon surprise pudding/i],
  ])('%j', (list, main, title) => {
    const first = cookRecipe(list);
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.title).not.toBe(first.title);
    expect(again.title).toMatch(title);
    expect(again.used).toContain(main);
    expect(again.extras).toEqual([]);
  });
});
