import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * Asking again ("Want a new recipe?") for a common European, Mediterranean or Middle Eastern main
 * with everyday staples. Each case failed before the dish it names was written: the second (or
 * third) answer was a composed recipe, sent the cook shopping, or left the main out, because the
 * cookbook had only one dish for that main and those staples.
 */

describe('asking again keeps the main, cooks it another way and needs nothing bought', () => {
  it.each([
    // Chuletas Encebolladas, with an onion to buy and the potatoes unused
    [['Pork chops', 'Garlic', 'Lemon', 'Potatoes', 'Rosemary'], 1, /brizoles/i],
    // Irish stew, with carrots to buy
    [['Lamb shoulder', 'Garlic', 'Rosemary', 'Potatoes', 'Onion'], 1, /spezzatino/i],
    // a composed pasta that left the eggs out
    [['Bacon', 'Eggs', 'Pasta', 'Parmesan', 'Garlic'], 1, /carbonara/i],
    // a tomato bredie, with potatoes and garlic to buy and the chickpeas unused
    [['Lamb shoulder', 'Onion', 'Cumin', 'Tinned tomatoes', 'Chickpeas'], 1, /tas kebabı/i],
    // pierogi, with twaróg to buy
    [['Potatoes', 'Eggs', 'Onion', 'Flour', 'Butter'], 1, /omelette parmentier/i],
    // a composed tray of roast chickpeas
    [['Chickpeas', 'Lemon', 'Garlic', 'Olive oil', 'Cumin'], 1, /balila/i],
    // baba ganoush, with tahini to buy and the yoghurt unused
    [['Aubergines', 'Yoghurt', 'Garlic', 'Lemon', 'Cumin'], 1, /borani/i],
    // a composed cauliflower soup, with a stock cube to buy and the yoghurt unused
    [['Cauliflower', 'Cumin', 'Garlic', 'Lemon', 'Yoghurt'], 1, /arnabeet/i],
    // a composed tray of roast cauliflower that left the pasta and tomatoes out
    [['Cauliflower', 'Onion', 'Garlic', 'Tinned tomatoes', 'Pasta'], 2, /kounoupidi stifado/i],
  ] as const)('%j at attempt %i gives %s', (list, attempt, title) => {
    const first = cookRecipe([...list]);
    const r = cookRecipe([...list], { attempt });
    expect(r.source).toBe('dish');
    expect(r.title).toMatch(title);
    expect(r.title).not.toBe(first.title);
    expect(r.used).toContain(list[0]);
    expect(r.extras).toEqual([]);
  });
});

describe('the first answer is the dish a cook would name for the main and staples', () => {
  it.each([
    // a composed bacon and onion frittata that left the flour out
    [['Bacon', 'Onion', 'Flour', 'Eggs', 'Milk'], /speckpfannkuchen/i],
    // salmon in a garlic cream sauce, with an onion to buy and the pasta unused
    // two helpers wrote this dish the same day; either name is the one a cook would give
    [
      ['Salmon fillets', 'Pasta', 'Cream', 'Lemon', 'Garlic'],
      /pasta al salmone|salmon and lemon pasta/i,
    ],
    // çılbır, with chilli flakes to buy and the spinach unused
    [['Eggs', 'Spinach', 'Garlic', 'Yoghurt', 'Butter'], /ispanaklı yumurta/i],
    // a composed tray of roast aubergine
    [['Aubergines', 'Yoghurt', 'Garlic', 'Lemon', 'Cumin'], /yoğurtlu patlıcan/i],
    // a red lentil soup with bacon to buy
    [['Red lentils', 'Onion', 'Carrots', 'Tinned tomatoes', 'Stock cube'], /mercimek çorbası/i],
    // mushroom stroganoff, with garlic, stock and butter to buy and the rice unused
    [['Mushrooms', 'Onion', 'Paprika', 'Cream', 'Rice'], /gombapaprikás/i],
    // a mechouia salad, with garlic, eggs and lemon to buy and the rice unused
    [['Tinned tuna', 'Rice', 'Onion', 'Peppers', 'Tinned tomatoes'], /arroz con atún/i],
    // tuna fishcakes, with spring onions and breadcrumbs to buy
    [['Tinned tuna', 'Potatoes', 'Eggs', 'Onion', 'Lemon'], /insalata di patate/i],
    // spanakopita, with filo to buy
    [['Feta', 'Spinach', 'Eggs', 'Onion', 'Dill'], /sfougato/i],
    // a baked chickpea dish with the cannellini standing in
    [['Cannellini beans', 'Garlic', 'Tinned tomatoes', 'Onion', 'Rosemary'], /uccelletto/i],
    // roast cauliflower with tahini, which had to be bought, and the yoghurt unused
    [['Cauliflower', 'Cumin', 'Garlic', 'Lemon', 'Yoghurt'], /whole roast cauliflower/i],
    // a braise with an onion and a stock cube to buy and the fennel seeds unused
    [['Pork shoulder', 'Garlic', 'Potatoes', 'Fennel seeds', 'Lemon'], /spalla di maiale/i],
  ] as const)('%j gives %s', (list, title) => {
    const r = cookRecipe([...list]);
    expect(r.source).toBe('dish');
    expect(r.title).toMatch(title);
    expect(r.used).toContain(list[0]);
    expect(r.extras).toEqual([]);
  });
});

describe('a lamb shoulder with chickpeas and tomatoes', () => {
  it('is braised with the chickpeas, not served with them left over', () => {
    // tas kebabı, which left the chickpeas unused
    const r = cookRecipe(['Lamb shoulder', 'Onion', 'Cumin', 'Tinned tomatoes', 'Chickpeas']);
    expect(r.title).toMatch(/chtitha/i);
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
  });
});
