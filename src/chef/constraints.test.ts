import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';
import { SWAP_TABLE, rulesFor, swapFor } from './constraints';
import { INGREDIENTS, INGREDIENT_IDS, type IngredientId } from './data/ingredients';

const has = (id: IngredientId, ...tags: string[]) =>
  tags.every((t) => (INGREDIENTS[id].contains as readonly string[]).includes(t));

describe('what the lexicon says an ingredient contains', () => {
  it.each([
    ['butter', 'milk'],
    ['parmesan', 'milk'],
    ['soy_sauce', 'soy', 'gluten'],
    ['pesto', 'milk', 'tree-nut'],
    ['worcestershire', 'fish'],
    ['fish_sauce', 'fish'],
    ['stock_cube', 'celery'],
    ['beer', 'gluten'],
    ['white_wine', 'sulphites'],
    ['prawn', 'crustacean'],
    ['mussel', 'mollusc'],
    ['oyster_sauce', 'mollusc'],
    ['tahini', 'sesame'],
    ['peanut_butter', 'peanut'],
    ['egg', 'egg'],
    ['mayonnaise', 'egg'],
    ['flour', 'gluten'],
    ['bacon', 'meat'],
    ['chicken_stock', 'poultry'],
    ['honey', 'honey'],
    ['gelatine', 'gelatine'],
  ] as [IngredientId, ...string[]][])('%s contains %s', (id, ...tags) => {
    expect(has(id, ...tags)).toBe(true);
  });

  it('knows the free-from products are free of what they replace', () => {
    expect(INGREDIENTS.dairy_free_spread.contains).toEqual([]);
    expect(INGREDIENTS.tamari.contains).toEqual(['soy']);
    expect(INGREDIENTS.gluten_free_flour.contains).toEqual([]);
  });

  it('has no tag twice on one ingredient', () => {
    for (const id of INGREDIENT_IDS) {
      const tags = INGREDIENTS[id].contains;
      expect(new Set(tags).size, id).toBe(tags.length);
    }
  });
});

describe('rulesFor', () => {
  it('rules nothing out when the visitor keeps to nothing', () => {
    const rules = rulesFor({});
    expect(rules.active).toBe(false);
    expect(rules.allows('bacon')).toBe(true);
  });

  it('reads each diet as a cook does', () => {
    const vegetarian = rulesFor({ diet: 'vegetarian' });
    expect(
      ['bacon', 'salmon', 'prawn', 'gelatine'].map((id) => vegetarian.allows(id as IngredientId)),
    ).toEqual([false, false, false, false]);
    expect(['egg', 'butter', 'honey'].map((id) => vegetarian.allows(id as IngredientId))).toEqual([
      true,
      true,
      true,
    ]);
    const vegan = rulesFor({ diet: 'vegan' });
    expect(
      ['egg', 'butter', 'honey', 'tofu'].map((id) => vegan.allows(id as IngredientId)),
    ).toEqual([false, false, false, true]);
    const pescatarian = rulesFor({ diet: 'pescatarian' });
    expect(
      ['salmon', 'prawn', 'chicken', 'bacon'].map((id) => pescatarian.allows(id as IngredientId)),
    ).toEqual([true, true, false, false]);
  });

  it('says which constraints an ingredient breaks, allergens first', () => {
    const rules = rulesFor({ diet: 'vegan', avoid: ['tree-nuts', 'milk'] });
    expect(rules.breaks(INGREDIENTS.pesto)).toEqual(['tree-nuts', 'milk', 'vegan']);
    expect(rules.breaks(INGREDIENTS.carrot)).toEqual([]);
  });
});

describe('swaps', () => {
  it('swaps to something the visitor may eat, or to nothing', () => {
    expect(swapFor('butter', rulesFor({ avoid: ['milk'] }))).toBe('dairy_free_spread');
    expect(swapFor('soy_sauce', rulesFor({ avoid: ['gluten'] }))).toBe('tamari');
    expect(swapFor('soy_sauce', rulesFor({ avoid: ['gluten', 'soy'] }))).toBe('coconut_aminos');
    expect(swapFor('milk', rulesFor({ avoid: ['milk', 'gluten'] }))).toBe('soy_milk');
    expect(swapFor('egg', rulesFor({ avoid: ['eggs'] }))).toBeUndefined();
  });

  it('never swaps a thing for itself', () => {
    for (const [from, to] of Object.entries(SWAP_TABLE)) expect(to).not.toContain(from);
  });
});

describe('the chef with a diet, allergens and servings', () => {
  it('leaves out the visitor’s own ruled-out ingredients and says why in the Tips', () => {
    const { markdown, ingredients } = cookRecipe(
      ['spaghetti', 'bacon', 'eggs', 'ham', 'black pepper'],
      { diet: 'vegetarian' },
    );
    expect(ingredients).not.toContain('bacon');
    expect(ingredients).not.toContain('pancetta');
    expect(markdown).toContain('Left out, as you asked: bacon and ham (not vegetarian).');
  });

  it('reads a ruled-out item as the free-from product a cook would use, and says so', () => {
    const { markdown, ingredients } = cookRecipe(
      ['butter', 'sugar', 'flour', 'cornflour', 'salt'],
      {
        avoid: ['milk', 'gluten'],
      },
    );
    expect(markdown).toContain('# Shortbread');
    expect(ingredients).toEqual(expect.arrayContaining(['dairy_free_spread', 'gluten_free_flour']));
    expect(markdown).toContain(
      'Swapped, as you asked: dairy-free spread for your butter (milk); gluten-free plain flour for your flour (gluten).',
    );
    expect(markdown).toContain('**Uses your:** dairy-free spread, sugar, gluten-free plain flour');
    // theirs, so nothing to buy
    expect(markdown).not.toMatch(/You'll also need/);
    // parmesan is made with animal rennet: a vegetarian's is the vegetarian hard cheese
    const pasta = cookRecipe(['spaghetti', 'eggs', 'parmesan', 'black pepper'], {
      diet: 'vegetarian',
    });
    expect(pasta.markdown).toContain(
      'Swapped, as you asked: vegetarian hard cheese for your parmesan (not vegetarian).',
    );
  });

  it('cooks with what a cook would swap in, and says so', () => {
    const { markdown, ingredients } = cookRecipe(
      ['chicken thighs', 'rice', 'peas', 'onion', 'garlic'],
      { avoid: ['milk'], seed: 0 },
    );
    expect(ingredients.filter((id) => has(id, 'milk'))).toEqual([]);
    if (ingredients.includes('dairy_free_spread')) {
      expect(markdown).toContain('Made with dairy-free spread, so it keeps to what you asked for.');
    }
  });

  it('scales every amount to the servings asked, in kitchen units', () => {
    const four = cookRecipe(['salmon fillets', 'potatoes', 'green beans', 'lemon'], {});
    const eight = cookRecipe(['salmon fillets', 'potatoes', 'green beans', 'lemon'], {
      servings: 8,
    });
    expect(four.markdown).toContain('*Serves 4 ·');
    expect(eight.markdown).toContain('*Serves 8 ·');
    expect(eight.title).toBe(four.title);
    expect(eight.markdown).not.toMatch(/\d\.\d/);
  });

  it('keeps an egg whole when it scales down', () => {
    const { markdown } = cookRecipe(['eggs', 'cheddar', 'milk', 'chives'], { servings: 1 });
    expect(markdown).toContain('*Serves 1 ·');
    expect(markdown).not.toMatch(/^- ½ eggs?\b/m);
  });
});
