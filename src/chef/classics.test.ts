import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * Famous dishes the cookbook once lacked: handed the ingredients that define one, the chef used to
 * name something else (a sheet-pan chicken for a paella, flapjacks for parkin, a pasta with tomato
 * paste for penne alla vodka). Each list is what a visitor would type for the dish.
 */
const CLASSICS: readonly (readonly [readonly string[], RegExp])[] = [
  [['beef fillet', 'puff pastry', 'mushrooms', 'parma ham', 'egg'], /^Beef Wellington$/],
  [['chicken thighs', 'prawns', 'paella rice', 'saffron', 'peppers'], /Prawn Paella/],
  [['salmon fillet', 'dill', 'sugar', 'salt'], /^Gravlax$/],
  [['gin', 'campari', 'sweet vermouth', 'orange'], /^Negroni$/],
  [['pimms', 'lemonade', 'strawberries', 'cucumber', 'mint'], /^Pimm's Cup$/],
  [['flour', 'yeast', 'cinnamon', 'brown sugar', 'cream cheese'], /^Cinnamon Rolls$/],
  [['penne', 'vodka', 'double cream', 'tomato puree'], /^Penne alla Vodka$/],
  [['chicken breast', 'tortilla chips', 'tomatoes', 'avocado', 'chicken stock'], /Tortilla Soup/],
  [['beef shin', 'red wine', 'tinned tomatoes', 'pappardelle'], /Beef Shin Ragù/],
  [['oats', 'treacle', 'golden syrup', 'ground ginger', 'butter'], /^Parkin$/],
  [['tomatoes', 'onion', 'vegetable stock', 'cream'], /^Cream of Tomato Soup$/],
  [['lamb shoulder', 'dried apricots', 'onion', 'cinnamon', 'cumin', 'couscous'], /Lamb.*Tagine/],
  [['lamb shanks', 'red wine', 'rosemary', 'carrots', 'onion'], /Lamb Shanks/],
  [['chicken thighs', 'mushrooms', 'puff pastry', 'double cream', 'chicken stock'], /Mushroom Pie/],
  [['aperol', 'prosecco', 'soda water', 'orange'], /^Aperol Spritz$/],
  [['vodka', 'kahlua', 'espresso'], /^Espresso Martini$/],
  [['buttermilk', 'cocoa', 'red food colouring', 'cream cheese', 'flour'], /^Red Velvet Cake$/],
  [['self-raising flour', 'suet', 'jam', 'milk'], /^Jam Roly-Poly$/],
  [['chicken thighs', 'orange', 'soy sauce', 'garlic', 'cornflour'], /^Orange Chicken$/],
  [['lamb', 'red lentils', 'butternut squash', 'onion', 'garam masala'], /Dhansak/],
  [['potatoes', 'cheese curds', 'beef stock', 'butter'], /^Poutine$/],
  [['chicken breasts', 'tortillas', 'cheddar', 'passata', 'chilli powder'], /Enchiladas/],
];

describe('famous dishes are named for the lists that define them', () => {
  it.each(CLASSICS)('%j', (list, title) => {
    expect(cookRecipe(list, { attempt: 0 }).title).toMatch(title);
  });
});

describe('the classics read as a cook writes them', () => {
  it('gravlax says that cured salmon is raw and how to make it safe', () => {
    const { markdown } = cookRecipe(['salmon fillet', 'dill', 'sugar', 'salt'], { attempt: 0 });
    expect(markdown).toMatch(/frozen for at least 24 hours/);
    expect(markdown).toMatch(/63 °C \/ 145 °F/);
  });

  it('a paella without the tomato or peas still reads whole', () => {
    const { markdown } = cookRecipe(
      ['chicken thighs', 'prawns', 'paella rice', 'saffron', 'peppers'],
      { attempt: 0 },
    );
    expect(markdown).not.toMatch(/\{|\}|\[|\]/);
    expect(markdown).toMatch(/Stir in the garlic for 1 minute\./);
  });
});
