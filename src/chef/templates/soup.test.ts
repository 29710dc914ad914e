import { describe, expect, it } from 'vitest';
import { templateDraft } from './test-support';

function must(list: readonly string[]) {
  const r = templateDraft(list, 'soup');
  if (!r) throw new Error(`no soup for ${list.join(', ')}`);
  return r;
}

const text = (r: { steps: readonly string[] }) => r.steps.join(' ');

describe('soup template', () => {
  it('cooks garlic alone for a minute, not the 8 minutes an onion takes', () => {
    const r = must(['Garlic', 'Chickpeas', 'Peppers', 'Spinach', 'Chicken stock']);
    expect(r.steps[0]).toMatch(/cook the chopped garlic for 1 minute until fragrant/);
    const onion = must(['Onion', 'Garlic', 'Chickpeas', 'Peppers', 'Chicken stock']);
    expect(onion.steps[0]).toMatch(/gently cook the chopped onion and garlic for 8 minutes/);
  });

  it('warms leftover meat and roast vegetables through at the end, never browning or simmering them 25 minutes', () => {
    const r = must([
      'Cooked chicken',
      'Leftover roast parsnips',
      'Carrots',
      'Leeks',
      'Chicken stock',
    ]);
    const all = text(r);
    expect(all).not.toMatch(/browned all over/);
    expect(all).toMatch(
      /Stir in the cooked chicken and parsnips and simmer for 4–5 minutes more, until piping hot/,
    );

    expect(all).not.toMatch(/Add the [^.]*parsnips/);
  });

  it('does not simmer sheets of nori into a soup', () => {
    const r = templateDraft(['sushi rice', 'nori sheets', 'carrots', 'vegetable stock'], 'soup');
    expect(r?.markdown ?? '').not.toMatch(/nori/i);
  });

  it('crumbles a stock cube into water rather than pouring in the cube', () => {
    const r = must(['Carrots', 'Coriander', 'Vegetable stock cube', 'Onion', 'Potatoes']);
    expect(r.ingredients).toContain('1200 ml water, boiling');
    expect(text(r)).toMatch(/Crumble in the vegetable stock cube, pour in the water/);
    expect(r.extras).toEqual([]);
  });

  it('simmers bay leaves in the pot and fishes them out, never topping a bowl with them', () => {
    const r = must(['Carrots', 'Bay leaves', 'Onion', 'Potatoes', 'Parsley']);
    expect(text(r)).toMatch(/add the bay leaves, bring to the boil/);
    expect(text(r)).toMatch(/Fish out the bay leaves/);
    expect(text(r)).not.toMatch(/top with the [^.]*bay/);
    expect(text(r)).toMatch(/top with the parsley/);
  });

  it('stirs leftover rice in for minutes until piping hot, not as the packet says', () => {
    const r = must(['Leftover rice', 'Chicken thighs', 'Carrots', 'Leeks', 'Peas', 'Stock']);
    expect(text(r)).toMatch(
      /Stir in the cooked rice[a-z ]* and simmer for 4–5 minutes more, until piping hot/,
    );
    expect(text(r)).not.toMatch(/packet/);
  });

  it('puts pearl barley in with the stock and simmers long enough for it', () => {
    const r = must(['Pearl barley', 'Carrots', 'Swede', 'Onion', 'Beef stock']);
    expect(text(r)).toMatch(/the pearl barley, bring to the boil and simmer for 35 minutes/);
  });

  it('rinses dried lentils rather than draining them, and gives them their time', () => {
    const r = must(['Green lentils', 'Carrots', 'Celery', 'Onion', 'Tinned tomatoes']);
    expect(text(r)).toMatch(/the rinsed green lentils/);
    expect(text(r)).not.toMatch(/drained green lentils/);
    expect(text(r)).toMatch(/simmer for 25 minutes/);
  });

  it('starts its seasoning step with a capital', () => {
    const r = must(['Pearl barley', 'Carrots', 'Swede', 'Onion', 'Beef stock']);
    for (const s of r.steps) expect(s[0]).toBe(s[0]?.toUpperCase());
  });

  it('cooks a grain within the simmer, never as a second simmer after the first', () => {
    const rice = must([
      'Chicken breasts',
      'Mushrooms',
      'Onion',
      'Long grain rice',
      'Stock',
      'Peas',
    ]);
    expect(text(rice)).toMatch(
      /Pour in the [a-z ]*stock and the rice, bring to the boil and simmer for 15 minutes/,
    );
    expect(text(rice)).not.toMatch(/Add the rice for the last/);
    const orzo = must(['Salmon fillets', 'Spinach', 'Leeks', 'New potatoes', 'Orzo']);
    expect(text(orzo)).toMatch(
      /simmer for 25 minutes, adding the orzo for the last 8–10 minutes, until/,
    );
  });

  it('cuts fish fillets into chunks for the pot and never simmers a cucumber', () => {
    const r = must(['Salmon fillets', 'Spinach', 'Leeks', 'New potatoes', 'Cucumber']);
    expect(r.ingredients.join('\n')).toMatch(/salmon fillets, skinned and cut into large chunks/);
    expect(r.unused).toContain('Cucumber');
  });

  it('browns bacon, sausage or mince first and softens the onion in its fat', () => {
    const r = must(['Bacon lardons', 'Onion', 'Potatoes', 'Carrots', 'Kale', 'Milk']);
    expect(r.steps[0]).toMatch(
      /^Heat the [a-z ]+ in a large pot over medium heat and cook the lardons/,
    );
    expect(r.steps[1]).toMatch(/^Add the chopped onion and cook gently for 8 minutes until soft/);
  });

  it('browns two meats in one step, never one after the other for the same minutes', () => {
    const r = must(['Chicken breasts', 'Chorizo', 'Cannellini beans', 'Kale', 'Garlic']);
    expect(text(r)).toMatch(/cook the chicken breasts and chorizo for 4–5 minutes/);
    expect(text(r).match(/browned all over/g)?.length).toBe(1);
  });

  it('never heats the pot in a step of its own', () => {
    const r = must(['Prawns', 'Coconut milk', 'Tomatoes', 'Spinach', 'Curry powder', 'Basmati']);
    for (const s of r.steps) expect(s).not.toMatch(/^Heat the [a-z ]+ over medium heat\.$/);
    expect(r.steps[0]).toMatch(
      /^Heat the olive oil in a large pot over medium heat, add the tomatoes/,
    );
  });

  it('adds no oil when nothing is fried, and starts with the liquid in the pot', () => {
    const r = must(['Peas', 'Broad beans', 'Orzo', 'Lemon', 'Mint']);
    expect(r.ingredients.join('\n')).not.toMatch(/\boil\b/);
    expect(r.steps[0]).toMatch(
      /^Crumble the vegetable stock cube into a large pot and pour in the water/,
    );
  });

  it('slices whole sausages for the pot', () => {
    const r = must(['Venison sausages', 'Puy lentils', 'Carrots', 'Celery', 'Onion']);
    expect(r.ingredients.join('\n')).toMatch(/venison sausages, cut into thick slices/);
  });

  it('simmers drumsticks on the bone for 35 minutes and takes the meat off the bone', () => {
    const r = must(['Chicken drumsticks', 'Potatoes', 'Carrots', 'Onion', 'Peas', 'Chicken stock']);
    expect(text(r)).toMatch(/simmer for 35 minutes/);
    expect(text(r)).toMatch(/Lift out the chicken drumsticks, pull the meat from the bones/);
  });

  it('adds quick vegetables once the soup is tender, never "for the last minutes" of a finished simmer', () => {
    const r = must(['Potatoes', 'Onion', 'Sweetcorn', 'Milk', 'Vegetable stock cube']);
    expect(text(r)).toMatch(/Stir in the sweetcorn and simmer for 3 minutes more\./);
    expect(text(r)).not.toMatch(/for the last 3 minutes/);
    const fish = must(['White fish fillets', 'Leeks', 'Potatoes', 'Peas', 'Fish stock']);
    expect(text(fish)).toMatch(
      /Stir in the peas, slip in the white fish fillets and simmer gently for 4–5 minutes/,
    );
  });

  it('brings the stock to the boil for peas alone, with no empty 15-minute simmer', () => {
    const r = must(['Peas', 'Mint', 'Onion', 'Vegetable stock']);
    expect(text(r)).toMatch(/Pour in the vegetable stock and bring to the boil\./);
    expect(text(r)).not.toMatch(/simmer for 15 minutes/);
    expect(text(r)).toMatch(/Stir in the peas and simmer for 4–5 minutes until tender/);
    const orzo = must(['Orzo', 'Peas', 'Broad beans', 'Lemon', 'Mint']);
    expect(text(orzo)).toMatch(/the orzo, bring to the boil and simmer for 10 minutes/);
  });

  it('names split peas without "Dried" in the title', () => {
    const r = must(['Yellow split peas', 'Carrots', 'Onion', 'Stock cube', 'Cumin']);
    expect(r.draft.title).toBe('Split Pea and Carrot Soup');
  });

  it('gives gnocchi their 2–3 minutes, not the 8–10 of dried pasta', () => {
    const r = must(['Gnocchi', 'Broccoli', 'Garlic', 'Parmesan', 'Lemon']);
    expect(text(r)).toMatch(/adding the gnocchi for the last 2–3 minutes/);
    expect(text(r)).not.toMatch(/gnocchi for the last 8–10/);
  });

  it('never simmers crumbed nuggets or fish fingers in a soup', () => {
    const r = templateDraft(
      ['Frozen chicken nuggets', 'Potato smiles', 'Sweetcorn', 'Carrots', 'Onion'],
      'soup',
    );
    expect(r?.markdown ?? '').not.toMatch(/nugget/i);
  });

  it('breaks up Quorn mince as it browns, as it would meat mince', () => {
    const r = must(['Quorn mince', 'Potatoes', 'Kidney beans', 'Peas', 'Onion']);
    expect(r.steps[0]).toMatch(/cook the [A-Za-z -]*mince for 4–5 minutes, breaking it up/);
  });
});
