import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';
import { matchIngredient } from './lexicon';

/**
 * European, Mediterranean, Middle Eastern and African home cooking: lists an ordinary cook types,
 * each with the dish a cook would name for it. Every case failed before the dishes it names were
 * written (the chef made a sheet-pan, a near dish that left half the list out, or one that needed
 * shopping).
 */

describe('names the home dish a cook would name', () => {
  it.each([
    // everyday dinners
    [['Chicken thighs', 'Chorizo', 'Rice', 'Peppers', 'Onion'], /chicken and chorizo rice/i],
    [['Cod', 'Chorizo', 'Butter beans', 'Tinned tomatoes'], /cod with chorizo and butter beans/i],
    [['Whole chicken', 'Red wine', 'Bacon', 'Mushrooms', 'Shallots'], /coq au vin/i],
    [['Veal escalopes', 'Breadcrumbs', 'Eggs', 'Flour', 'Lemon'], /wiener schnitzel/i],
    [['Pork mince', 'Beef mince', 'Breadcrumbs', 'Cream', 'Lingonberry jam'], /köttbullar/i],
    [['Chicken thighs', 'Peanut butter', 'Tinned tomatoes', 'Onion', 'Rice'], /groundnut stew/i],
    [['Chicken thighs', 'Rice', 'Tinned tomatoes', 'Scotch bonnet', 'Peppers', 'Onion'], /jollof/i],
    [['Potatoes', 'Flour', 'Eggs', 'Onion', 'Sour cream'], /draniki/i],
    [['Braising steak', 'Paprika', 'Onions', 'Potatoes', 'Caraway seeds'], /goulash/i],
    [['Lamb mince', 'Aubergine', 'Tinned tomatoes', 'Potatoes', 'Cinnamon'], /moussaka/i],
    [['Chicken breasts', 'Paprika', 'Soured cream', 'Onion', 'Peppers'], /paprikás/i],
    [['Pork tenderloin', 'Mushrooms', 'Cream', 'Paprika'], /paprikás/i],
    [['Chorizo', 'Potatoes', 'Eggs', 'Paprika'], /huevos rotos/i],
    [['Kielbasa', 'Sauerkraut', 'Potatoes', 'Onion'], /sauerkraut/i],
    [['Bratwurst', 'Onions', 'Beer', 'Mustard'], /braised in beer/i],
    [['Ready-rolled puff pastry', 'Goat cheese', 'Red onion', 'Thyme'], /red onion tart/i],
    [['Smoked mackerel', 'Potatoes', 'Beetroot', 'Horseradish', 'Crème fraîche'], /salad/i],
    // a main and everyday staples
    [['Chicken thighs', 'Cream', 'Mustard', 'Stock cube', 'Onion'], /mustard/i],
    [['Chicken breasts', 'Cream', 'Garlic', 'Stock cube', 'Onion'], /à la crème/i],
    [['Chicken breasts', 'Lemon', 'Butter', 'Flour', 'Garlic'], /scaloppine/i],
    [['Pork chops', 'Potatoes', 'Onion', 'Butter', 'Stock cube'], /boulangère/i],
    [['Pork chops', 'Tinned tomatoes', 'Garlic', 'Onion', 'Paprika'], /chuletas de cerdo/i],
    [
      ['Pork shoulder', 'Onion', 'Garlic', 'Paprika', 'Potatoes'],
      /carne con patatas|braised pork with potatoes/i,
    ],
    [['Eggs', 'Potatoes', 'Onion', 'Butter'], /omelette parmentier/i],
    [['Lamb mince', 'Onion', 'Garlic', 'Cumin', 'Rice'], /hashweh/i],
    [['Beef mince', 'Onion', 'Tinned tomatoes', 'Rice'], /youvarlakia/i],
    [['Sausages', 'Rice', 'Onion', 'Paprika', 'Tinned tomatoes'], /arroz con salchichas/i],
    // (or the Punjabi chickpea masala: chickpeas in a cumin, onion and tomato masala)
    [
      ['Tinned chickpeas', 'Onion', 'Garlic', 'Tinned tomatoes', 'Cumin'],
      /revithia|nohut|chickpea masala/i,
    ],
    [['Lamb chops', 'Onion', 'Tinned tomatoes', 'Rice', 'Cumin'], /lamb chops in spiced tomato/i],
    [['Prawns', 'Tinned tomatoes', 'Garlic', 'Onion', 'Spaghetti'], /prawn and tomato spaghetti/i],
    [['Cod', 'Cream', 'Potatoes', 'Onion'], /chowder|gratin/i],
    // leftovers and bought products, used as they are
    [['Leftover ham', 'Leeks', 'Cheese', 'Milk', 'Butter'], /leeks and ham gratin/i],
    [['Leftover roast potatoes', 'Eggs', 'Onion', 'Bacon'], /bauernfrühstück/i],
    [['Leftover roast beef', 'Potatoes', 'Onion', 'Eggs'], /biksemad/i],
    [['Leftover roast lamb', 'Pitta bread', 'Yogurt', 'Cucumber'], /homemade tzatziki/i],
    [['Shop-bought hummus', 'Pitta bread', 'Leftover roast lamb', 'Pomegranate'], /hummus with/i],
    [['Cooked lobster', 'Linguine', 'Cherry tomatoes', 'Garlic', 'Chilli'], /^lobster linguine$/i],
    [['Leftover doner kebab', 'Pitta bread', 'Yogurt', 'Passata', 'Butter'], /skender/i],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list);
    expect(recipe.title).toMatch(title);
    expect(recipe.used).toContain(list[0]);
  });

  it('makes muhammara from a jar of roasted peppers without sending the cook out for fresh ones', () => {
    const recipe = cookRecipe([
      'Jar of roasted red peppers',
      'Walnuts',
      'Pomegranate molasses',
      'Breadcrumbs',
    ]);
    expect(recipe.title).toMatch(/muhammara/i);
    expect(recipe.used).toContain('Jar of roasted red peppers');
    expect(recipe.extras).toEqual([]);
  });

  it('uses the whole list of leftovers, reheating the roast meat rather than cooking it as raw', () => {
    const recipe = cookRecipe(['Leftover roast beef', 'Potatoes', 'Onion', 'Eggs']);
    expect(recipe.unused).toEqual([]);
    expect(recipe.markdown).toMatch(/piping hot/);
    expect(recipe.markdown).not.toMatch(/63 °C/);
  });
});

describe('reads the takeaway leftovers and deli products a visitor types', () => {
  it.each([
    ['leftover doner kebab', 'doner_kebab'],
    ['kebab meat', 'doner_kebab'],
    ['pita chips', 'pitta_chips'],
    ['pastirma', 'pastirma'],
  ])('%s → %s', (typed, id) => {
    expect(matchIngredient(typed)?.id).toBe(id);
  });
});

describe('asking again keeps the main, needs no shopping and gives another known dish', () => {
  it.each([
    // [list, what the second answer may still ask for: one basic or one spice at most]
    [['Cod', 'Cream', 'Potatoes', 'Onion'], []],
    [['Salmon fillets', 'Cream', 'Onion', 'Potatoes', 'Stock cube'], []],
    [['Tinned chickpeas', 'Onion', 'Garlic', 'Tinned tomatoes', 'Cumin'], []],
    [['Lamb chops', 'Potatoes', 'Garlic', 'Rosemary', 'Lemon'], []],
    [['Chicken thighs', 'Cream', 'Mustard', 'Stock cube', 'Onion'], ['butter']],
    [['Beef mince', 'Onion', 'Tinned tomatoes', 'Rice'], ['butter']],
    [['Stewing beef', 'Onion', 'Carrots', 'Stock cube', 'Potatoes'], ['paprika']],
  ])('%j', (list, basics) => {
    const first = cookRecipe(list);
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.source).toBe('dish');
    expect(again.title).not.toBe(first.title);
    expect(again.used).toContain(list[0]);
    for (const extra of again.extras) expect(basics).toContain(extra);
  });
});
