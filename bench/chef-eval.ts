/**
 * Evaluation of the built-in offline chef: runs a fixed set of visitor ingredient lists through
 * `cookRecipe` and measures the recipes with an independent markdown checker.
 *
 *   node --import tsx bench/chef-eval.ts
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { cookRecipe } from '../src/chef/chef';
import { INGREDIENTS } from '../src/chef/data/ingredients';
import { matchIngredient } from '../src/chef/lexicon';

export interface ListResult {
  name: string;
  ingredients: readonly string[];
  title: string;
  share: number;
  extras: string[];
  structureOk: boolean;
  unmentioned: string[];
  distinctTitles: number;
}

export interface ChefEvaluation {
  lists: number;
  meanShare: number;
  minShare: number;
  maxExtras: number;
  structureFailures: number;
  distinctTitlesRate: number;
  /** In a warmed-up process, as the long-lived server is: what the 2 ms bar is about. */
  timing: Timing;
  /** The same calls straight after start-up, while V8 is still compiling the engine. */
  coldTiming: Timing;
  bars: Record<string, boolean>;
  failures: { name: string; reason: string }[];
  results: ListResult[];
}

/** The evaluation lists: everyday fridges, odd mixes, cuisines, desserts, typos and plurals. */
export const EVAL_LISTS: readonly { name: string; items: readonly string[] }[] = [
  {
    name: 'chicken stir-fry fridge',
    items: ['Chicken breasts', 'Broccoli', 'Soy sauce', 'Garlic', 'Rice', 'Scallions'],
  },
  { name: 'carbonara', items: ['Spaghetti', 'Eggs', 'Pancetta', 'Parmesan'] },
  {
    name: 'bolognese',
    items: ['Ground beef', 'Spaghetti', 'Canned tomatoes', 'Onion', 'Carrot', 'Garlic'],
  },
  { name: 'breakfast basics', items: ['2 eggs', 'Bread', 'Butter', 'Milk'] },
  {
    name: 'veg drawer',
    items: ['Carrots', 'Potatoes', 'Onion', 'Leek', 'Celery', 'Vegetable stock'],
  },
  { name: 'salmon dinner', items: ['Salmon fillets', 'Asparagus', 'Lemon', 'Garlic', 'Dill'] },
  {
    name: 'taco night',
    items: ['Ground beef', 'Tortillas', 'Cheddar', 'Lettuce', 'Tomatoes', 'Sour cream'],
  },
  {
    name: 'curry',
    items: ['Chickpeas', 'Spinach', 'Coconut milk', 'Onion', 'Garlic', 'Ginger', 'Curry powder'],
  },
  { name: 'greek salad', items: ['Tomatoes', 'Cucumber', 'Feta', 'Olives', 'Red onion'] },
  { name: 'caprese', items: ['Fresh basil', 'Mozzarella', 'Tomatoes', 'Olive oil'] },
  { name: 'dessert crumble', items: ['Apples', 'Butter', 'Flour', 'Sugar', 'Cinnamon', 'Oats'] },
  { name: 'smoothie', items: ['Bananas', 'Strawberries', 'Yogurt', 'Honey', 'Milk'] },
  {
    name: 'brownies',
    items: ['Dark chocolate', 'Butter', 'Eggs', 'Sugar', 'Flour', 'Cocoa powder'],
  },
  {
    name: 'banana bread',
    items: ['Overripe bananas', 'Flour', 'Eggs', 'Butter', 'Brown sugar', 'Walnuts'],
  },
  { name: 'typos', items: ['Tomatos', 'brocoli', 'Chiken', 'Garlik', 'Parmesean', 'Spagetti'] },
  {
    name: 'plurals and extra words',
    items: ['A handful of spinach', '2 eggs', 'Fresh basil', 'Chicken breasts', 'Cherry tomatoes'],
  },
  {
    name: 'regional names',
    items: ['Courgette', 'Aubergine', 'Capsicum', 'Spring onions', 'Coriander', 'Prawns'],
  },
  {
    name: 'american names',
    items: ['Zucchini', 'Eggplant', 'Bell peppers', 'Green onions', 'Cilantro', 'Shrimp'],
  },
  {
    name: 'odd mix sweet and savoury',
    items: ['Chocolate', 'Chicken', 'Strawberries', 'Rice', 'Onion', 'Chili powder'],
  },
  { name: 'odd mix 2', items: ['Tuna', 'Bananas', 'Peanut butter', 'Kale', 'Sweetcorn'] },
  {
    name: 'odd mix 3',
    items: ['Marshmallows', 'Chicken thighs', 'Broccoli', 'Soy sauce', 'Honey'],
  },
  {
    name: 'vegetarian bowl',
    items: ['Quinoa', 'Chickpeas', 'Avocado', 'Cucumber', 'Red onion', 'Lemon', 'Tahini'],
  },
  {
    name: 'vegan curry',
    items: ['Tofu', 'Coconut milk', 'Red curry paste', 'Green beans', 'Bell pepper', 'Basil'],
  },
  {
    name: 'thai',
    items: ['Rice noodles', 'Prawns', 'Eggs', 'Bean sprouts', 'Peanuts', 'Lime', 'Fish sauce'],
  },
  {
    name: 'indian dal',
    items: ['Red lentils', 'Onion', 'Tomatoes', 'Turmeric', 'Cumin', 'Ginger', 'Garlic'],
  },
  {
    name: 'mexican beans',
    items: ['Black beans', 'Sweet potato', 'Tortillas', 'Cheese', 'Cumin', 'Onion'],
  },
  { name: 'japanese', items: ['Salmon', 'Miso', 'Mirin', 'Soy sauce', 'Rice', 'Spring onions'] },
  { name: 'korean', items: ['Kimchi', 'Rice', 'Eggs', 'Gochujang', 'Spring onions', 'Sesame oil'] },
  { name: 'middle eastern', items: ['Chickpeas', 'Tahini', 'Lemon', 'Garlic', 'Cumin', 'Pitta'] },
  {
    name: 'moroccan',
    items: ['Chicken thighs', 'Dried apricots', 'Onion', 'Cinnamon', 'Couscous', 'Almonds'],
  },
  { name: 'british', items: ['Sausages', 'Potatoes', 'Onions', 'Butter', 'Milk', 'Beef stock'] },
  { name: 'french', items: ['Mussels', 'White wine', 'Shallots', 'Garlic', 'Parsley', 'Butter'] },
  { name: 'spanish', items: ['Potatoes', 'Eggs', 'Onion', 'Olive oil', 'Chorizo'] },
  {
    name: 'soup night',
    items: ['Butternut squash', 'Onion', 'Garlic', 'Vegetable stock', 'Cream', 'Nutmeg'],
  },
  {
    name: 'everyday fridge 1',
    items: ['Eggs', 'Cheddar', 'Spinach', 'Mushrooms', 'Onion', 'Milk', 'Ham'],
  },
  {
    name: 'everyday fridge 2',
    items: ['Chicken thighs', 'Potatoes', 'Carrots', 'Red onion', 'Rosemary', 'Lemon', 'Garlic'],
  },
  {
    name: 'everyday fridge 3',
    items: ['Pork chops', 'Apples', 'Onion', 'Sage', 'Butter', 'Mustard'],
  },
  {
    name: 'everyday fridge 4',
    items: ['Pasta', 'Cherry tomatoes', 'Courgette', 'Garlic', 'Parmesan', 'Basil', 'Pine nuts'],
  },
  {
    name: 'everyday fridge 5',
    items: [
      'Minced beef',
      'Kidney beans',
      'Chopped tomatoes',
      'Onion',
      'Chilli powder',
      'Rice',
      'Bell pepper',
    ],
  },
  {
    name: 'leftovers',
    items: ['Leftover rice', 'Frozen peas', 'Eggs', 'Soy sauce', 'Carrot', 'Bacon'],
  },
  { name: 'breakfast sweet', items: ['Oats', 'Milk', 'Blueberries', 'Honey', 'Almonds'] },
  {
    name: 'pancake pantry',
    items: ['Flour', 'Eggs', 'Milk', 'Butter', 'Maple syrup', 'Blueberries'],
  },
  { name: 'fruit bowl', items: ['Mango', 'Pineapple', 'Kiwi', 'Strawberries', 'Lime', 'Mint'] },
  { name: 'berry dessert', items: ['Raspberries', 'Cream', 'Sugar', 'Meringue', 'Strawberries'] },
  {
    name: 'unknown words',
    items: ['Chicken', 'Xyzzy', 'Broccoli', 'Garlic', 'Soy sauce', 'Frobnicated glarp'],
  },
  {
    name: 'steak dinner',
    items: ['Steak', 'Butter', 'Garlic', 'Thyme', 'Green beans', 'New potatoes'],
  },
  { name: 'fish tacos', items: ['Cod', 'Tortillas', 'Cabbage', 'Lime', 'Avocado', 'Cilantro'] },
  { name: 'lamb', items: ['Lamb mince', 'Potatoes', 'Carrots', 'Peas', 'Onion', 'Beef stock'] },
  {
    name: 'vegetable roast',
    items: ['Sweet potatoes', 'Red peppers', 'Red onion', 'Chickpeas', 'Feta', 'Smoked paprika'],
  },
  {
    name: 'halloumi',
    items: ['Halloumi', 'Courgettes', 'Cherry tomatoes', 'Couscous', 'Mint', 'Lemon'],
  },
  {
    name: 'tofu stir-fry',
    items: ['Tofu', 'Pak choi', 'Mushrooms', 'Ginger', 'Garlic', 'Soy sauce', 'Noodles'],
  },
  { name: 'cheesy', items: ['Macaroni', 'Cheddar', 'Milk', 'Butter', 'Flour'] },
  {
    name: 'long list 15',
    items: [
      'Chicken thighs',
      'Onion',
      'Garlic',
      'Ginger',
      'Tomatoes',
      'Spinach',
      'Potatoes',
      'Cauliflower',
      'Cumin',
      'Turmeric',
      'Garam masala',
      'Yogurt',
      'Cilantro',
      'Basmati rice',
      'Lemon',
    ],
  },
  {
    name: 'long list 12 salad',
    items: [
      'Mixed salad leaves',
      'Cucumber',
      'Cherry tomatoes',
      'Radishes',
      'Avocado',
      'Feta',
      'Walnuts',
      'Apples',
      'Red onion',
      'Balsamic vinegar',
      'Honey',
      'Mustard',
    ],
  },
  {
    name: 'whole fridge (30)',
    items: [
      'Chicken breasts',
      'Onions',
      'Garlic',
      'Carrots',
      'Celery',
      'Potatoes',
      'Broccoli',
      'Spinach',
      'Bell peppers',
      'Mushrooms',
      'Courgette',
      'Tomatoes',
      'Lemon',
      'Parsley',
      'Thyme',
      'Rosemary',
      'Cumin',
      'Paprika',
      'Chilli flakes',
      'Soy sauce',
      'Chicken stock',
      'Parmesan',
      'Cheddar',
      'Eggs',
      'Milk',
      'Butter',
      'Rice',
      'Pasta',
      'Canned tomatoes',
      'Frozen peas',
    ],
  },
];

const UNIT_WORDS = new Set(
  'g ml tsp tbsp cup cups clove cloves pinch pinches handful handfuls slice slices can cans bunch bunches sprig sprigs stalk stalks'.split(
    ' ',
  ),
);

function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes') || word.endsWith('ches') || word.endsWith('shes'))
    return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

interface ParsedRecipe {
  title: string;
  lines: string[];
  names: string[];
  steps: string[];
  hasIngredients: boolean;
  hasInstructions: boolean;
}

/** Independent reading of the markdown (does not trust the engine's own fields). */
export function parseRecipe(markdown: string): ParsedRecipe {
  const rows = markdown.split('\n');
  const title =
    rows
      .find((r) => r.startsWith('# '))
      ?.slice(2)
      .trim() ?? '';
  let section = '';
  const lines: string[] = [];
  const steps: string[] = [];
  for (const row of rows) {
    if (row.startsWith('## ')) section = row.slice(3).trim().toLowerCase();
    else if (section === 'ingredients' && row.startsWith('- ')) lines.push(row.slice(2).trim());
    else if (section === 'instructions' && /^\d+\.\s/.test(row))
      steps.push(row.replace(/^\d+\.\s*/, ''));
  }
  const names = lines.map((l) => {
    const noParen = l.replace(/\([^)]*\)/g, '').split(',')[0] ?? '';
    const words = noParen.trim().split(/\s+/);
    while (
      words.length > 1 &&
      (/^[\d¼½¾⅓⅔.]+$/.test(words[0] ?? '') || UNIT_WORDS.has(words[0] ?? ''))
    )
      words.shift();
    return words.join(' ').toLowerCase();
  });
  return {
    title,
    lines,
    names,
    steps,
    hasIngredients: rows.includes('## Ingredients'),
    hasInstructions: rows.includes('## Instructions'),
  };
}

/** Whether an ingredient name is mentioned in the steps (the name, its singular or head noun). */
export function mentioned(name: string, stepsText: string): boolean {
  const text = stepsText.toLowerCase();
  if (text.includes(name)) return true;
  const words = name.split(' ');
  const sing = [...words.slice(0, -1), singular(words[words.length - 1] ?? '')].join(' ');
  if (text.includes(sing)) return true;
  const head = singular(words[words.length - 1] ?? '');
  return head.length >= 3 && text.includes(head);
}

function visitorPresent(item: string, lineText: string): boolean {
  const lower = item.toLowerCase().replace(/^[\d\s]+/, '');
  if (lineText.includes(lower) || lineText.includes(singular(lower))) return true;
  const m = matchIngredient(item);
  if (!m) return false;
  const spec = INGREDIENTS[m.id];
  return lineText.includes(spec.name.toLowerCase()) || lineText.includes(spec.plural.toLowerCase());
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] ?? 0;
}

interface Timing {
  runs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** Rounds of every list before the steady-state timing (about 5,500 calls, a second or two). */
const WARM_UP_ROUNDS = 100;

function timeRounds(rounds: number, firstSeed: number): Timing {
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const list of EVAL_LISTS) {
      const start = performance.now();
      cookRecipe(list.items, { attempt: r % 3, seed: firstSeed + r });
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return {
    runs: times.length,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    maxMs: times[times.length - 1] ?? 0,
  };
}

export function runChefEvaluation(options: { timingRounds?: number } = {}): ChefEvaluation {
  const rounds = options.timingRounds ?? 20;
  const failures: { name: string; reason: string }[] = [];
  const results: ListResult[] = [];
  for (const list of EVAL_LISTS) {
    const recipe = cookRecipe(list.items, { attempt: 0 });
    const parsed = parseRecipe(recipe.markdown);
    const lineText = parsed.lines.join('\n').toLowerCase();
    const present = list.items.filter((i) => visitorPresent(i, lineText));
    const share = present.length / list.items.length;
    const visitorIds = new Set(list.items.map((i) => matchIngredient(i)?.id).filter(Boolean));
    const extras = parsed.names.filter((n) => {
      const m = matchIngredient(n);
      if (!m) return true;
      return !INGREDIENTS[m.id].pantry && !visitorIds.has(m.id);
    });
    const stepsText = parsed.steps.join(' ');
    const unmentioned = parsed.names.filter((n) => !mentioned(n, stepsText));
    const structureOk =
      parsed.title.length > 0 &&
      parsed.hasIngredients &&
      parsed.hasInstructions &&
      parsed.steps.length >= 3 &&
      unmentioned.length === 0;
    const titles = new Set([0, 1, 2].map((attempt) => cookRecipe(list.items, { attempt }).title));
    results.push({
      name: list.name,
      ingredients: list.items,
      title: recipe.title,
      share,
      extras,
      structureOk,
      unmentioned,
      distinctTitles: titles.size,
    });
    if (share < 0.6)
      failures.push({
        name: list.name,
        reason: `uses only ${Math.round(share * 100)}% of the list`,
      });
    if (extras.length > 4)
      failures.push({
        name: list.name,
        reason: `${extras.length} extra ingredients: ${extras.join(', ')}`,
      });
    if (!structureOk)
      failures.push({
        name: list.name,
        reason: `structure: ${unmentioned.length ? `not in steps: ${unmentioned.join(', ')}` : 'missing section or steps'}`,
      });
    if (titles.size < 3)
      failures.push({ name: list.name, reason: `only ${titles.size} different titles in 3 asks` });
  }
  const coldTiming = timeRounds(rounds, 0);
  // The server runs the chef in a long-lived process: measure it once V8 has compiled it.
  timeRounds(WARM_UP_ROUNDS, 1000);
  const timing = timeRounds(rounds, 2000);
  const shares = results.map((r) => r.share);
  const meanShare = shares.reduce((a, b) => a + b, 0) / shares.length;
  const minShare = Math.min(...shares);
  const maxExtras = Math.max(...results.map((r) => r.extras.length));
  const structureFailures = results.filter((r) => !r.structureOk).length;
  const distinctTitlesRate = results.filter((r) => r.distinctTitles === 3).length / results.length;
  return {
    lists: results.length,
    meanShare,
    minShare,
    maxExtras,
    structureFailures,
    distinctTitlesRate,
    timing,
    coldTiming,
    bars: {
      'mean share >= 90%': meanShare >= 0.9,
      'min share >= 60%': minShare >= 0.6,
      'max extras <= 4': maxExtras <= 4,
      'structure ok in every recipe': structureFailures === 0,
      '3 different titles for >= 80% of lists': distinctTitlesRate >= 0.8,
    },
    failures,
    results,
  };
}

function printEvaluation(e: ChefEvaluation): void {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(`Built-in chef evaluation: ${e.lists} lists`);
  console.table([
    {
      figure: 'mean share of visitor ingredients used',
      value: pct(e.meanShare),
      bar: '>= 90%',
      ok: e.bars['mean share >= 90%'],
    },
    {
      figure: 'minimum share in one recipe',
      value: pct(e.minShare),
      bar: '>= 60%',
      ok: e.bars['min share >= 60%'],
    },
    {
      figure: 'max extra non-pantry ingredients',
      value: String(e.maxExtras),
      bar: '<= 4',
      ok: e.bars['max extras <= 4'],
    },
    {
      figure: 'recipes failing the structure check',
      value: String(e.structureFailures),
      bar: '0',
      ok: e.bars['structure ok in every recipe'],
    },
    {
      figure: 'lists with 3 different titles in 3 asks',
      value: pct(e.distinctTitlesRate),
      bar: '>= 80%',
      ok: e.bars['3 different titles for >= 80% of lists'],
    },
    {
      figure: `warmed up: time per recipe p50 (${e.timing.runs} runs)`,
      value: `${e.timing.p50Ms.toFixed(3)} ms`,
      bar: 'report',
      ok: true,
    },
    {
      figure: 'time per recipe p99',
      value: `${e.timing.p99Ms.toFixed(3)} ms`,
      bar: 'target < 2 ms',
      ok: e.timing.p99Ms < 2,
    },
    {
      figure: 'time per recipe max',
      value: `${e.timing.maxMs.toFixed(3)} ms`,
      bar: 'report',
      ok: true,
    },
    {
      figure: `right after start-up: p50 / p99 / max (${e.coldTiming.runs} runs)`,
      value: `${e.coldTiming.p50Ms.toFixed(3)} / ${e.coldTiming.p99Ms.toFixed(3)} / ${e.coldTiming.maxMs.toFixed(3)} ms`,
      bar: 'report',
      ok: true,
    },
  ]);
  console.table(
    e.results.map((r) => ({
      list: r.name,
      n: r.ingredients.length,
      title: r.title,
      used: pct(r.share),
      extras: r.extras.length,
      titles: r.distinctTitles,
      ok: r.structureOk,
    })),
  );
  if (e.failures.length) {
    console.log('Failures:');
    for (const f of e.failures) console.log(`- ${f.name}: ${f.reason}`);
  } else console.log('No per-list failures.');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printEvaluation(runChefEvaluation());
}
