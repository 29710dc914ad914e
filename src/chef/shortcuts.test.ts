import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';
import { matchIngredient } from './lexicon';

/** The recipe's ingredient lines, lowercased. */
function ingredientLines(markdown: string): string[] {
  const lines: string[] = [];
  let section = '';
  for (const row of markdown.split('\n')) {
    if (row.startsWith('## ')) section = row.slice(3);
    else if (section === 'Ingredients' && row.startsWith('- '))
      lines.push(row.slice(2).toLowerCase());
  }
  return lines;
}

/**
 * A visitor who types a bought product gets a dish made WITH it, as it is, not a dish that makes
 * the same thing from scratch and leaves the product unused.
 */
const CASES: readonly { list: string[]; product: string; line: RegExp; title: RegExp }[] = [
  {
    list: ['jar of katsu curry sauce', 'chicken breasts', 'panko breadcrumbs', 'eggs', 'rice'],
    product: 'jar of katsu curry sauce',
    line: /katsu curry sauce/,
    title: /katsu curry/i,
  },
  {
    list: ['bag of frozen meatballs', 'double cream', 'lingonberry jam', 'potatoes'],
    product: 'bag of frozen meatballs',
    line: /meatball/,
    title: /swedish meatballs/i,
  },
  {
    list: ['hot dogs', 'tin of chilli', 'hot dog buns', 'cheddar', 'onion'],
    product: 'tin of chilli',
    line: /chilli/,
    title: /chilli dogs/i,
  },
  {
    list: ['crumpets', 'pizza sauce', 'mozzarella', 'pepperoni'],
    product: 'crumpets',
    line: /crumpet/,
    title: /crumpet pizzas/i,
  },
  {
    list: ['weetabix', 'greek yoghurt', 'milk', 'honey', 'berries'],
    product: 'weetabix',
    line: /weetabix/,
    title: /overnight weetabix/i,
  },
  {
    list: ['pizza base mix', 'passata', 'mozzarella', 'basil'],
    product: 'pizza base mix',
    line: /pizza base mix/,
    title: /pizza base mix/i,
  },
  {
    list: ['frozen pizza', 'rocket', 'parmesan', 'chilli flakes'],
    product: 'frozen pizza',
    line: /pizza/,
    title: /frozen pizza/i,
  },
  {
    list: ['nduja', 'spaghetti', 'tinned tomatoes', 'garlic'],
    product: 'nduja',
    line: /nduja/,
    title: /nduja/i,
  },
  {
    list: ['bread sauce mix', 'milk', 'butter', 'onion'],
    product: 'bread sauce mix',
    line: /bread sauce mix/,
    title: /bread sauce/i,
  },
  {
    list: ['frozen bao buns', 'pork belly', 'hoisin sauce', 'cucumber', 'spring onions'],
    product: 'frozen bao buns',
    line: /bao/,
    title: /bao/i,
  },
  {
    list: ['jelly cubes', 'sponge fingers', 'custard', 'double cream', 'raspberries'],
    product: 'jelly cubes',
    line: /jelly/,
    title: /trifle/i,
  },
  {
    list: ['battered fish', 'frozen chips', 'mushy peas'],
    product: 'mushy peas',
    line: /mushy peas/,
    title: /fish supper/i,
  },
  {
    list: ['ready-made shortcrust pastry case', '4 eggs', 'single cream', 'cheddar', 'tomatoes'],
    product: 'ready-made shortcrust pastry case',
    line: /pastry case/,
    title: /quiche/i,
  },
  {
    list: ['quorn pieces', 'jar of korma sauce', 'frozen peas', 'onion', 'naan'],
    product: 'jar of korma sauce',
    line: /korma/,
    title: /korma/i,
  },
  {
    list: ['cherry pie filling', 'cake mix', 'butter'],
    product: 'cake mix',
    line: /cake mix/,
    title: /dump cake/i,
  },
  {
    list: ['taco kit', 'minced beef', 'lettuce', 'cheddar'],
    product: 'taco kit',
    line: /taco kit/,
    title: /tacos/i,
  },
  {
    list: ['potato waffles', 'eggs', 'baked beans'],
    product: 'potato waffles',
    line: /potato waffle/,
    title: /potato waffles/i,
  },
];

describe('bought products make the shortcut dish', () => {
  for (const c of CASES) {
    it(`${c.list.join(', ')} → ${String(c.title)}`, () => {
      const recipe = cookRecipe(c.list, { attempt: 0 });
      expect(recipe.title).toMatch(c.title);
      expect(recipe.used).toContain(c.product);
      expect(ingredientLines(recipe.markdown).some((l) => c.line.test(l))).toBe(true);
    });
  }
});

describe('ready-made products are recognised as themselves', () => {
  const products: readonly [string, string][] = [
    ['jar of katsu curry sauce', 'katsu_sauce'],
    ['tin of chilli', 'canned_chilli'],
    ['weetabix', 'wheat_biscuit'],
    ["'nduja", 'nduja'],
    ['frozen pizza', 'frozen_pizza'],
    ['pizza base mix', 'pizza_base_mix'],
    ['bread sauce mix', 'bread_sauce_mix'],
    ['potato waffles', 'potato_waffle'],
    ['sausage rolls', 'sausage_roll'],
    ['tinned fruit cocktail', 'fruit_cocktail'],
    ['scotch pancakes', 'ready_pancake'],
    ['tandoori paste', 'curry_paste'],
    ['veggie mince', 'quorn'],
    ['pastry case', 'pastry_case'],
  ];
  for (const [text, id] of products) {
    it(`"${text}" is ${id}`, () => {
      expect(matchIngredient(text)?.id).toBe(id);
    });
  }
});
