import { INGREDIENTS, type IngredientId } from './data/ingredients';
import type { IngredientSpec, Safety, Unit } from './types';

/** Local alias: module namespace getters are slow on the hot path. */
const ING = INGREDIENTS;

/** FNV-1a hash of a string, as an unsigned 32-bit integer. */
export function hashString(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Small seeded PRNG (mulberry32) returning numbers in [0, 1). */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)] ?? items[0];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function isCountable(spec: IngredientSpec): boolean {
  return spec.plural !== spec.name;
}

/** The name used for an ingredient in its line and its steps ("2 onions" / "1 onion"). */
export function displayName(id: IngredientId, qty: number, unit: Unit): string {
  const spec = ING[id];
  if (!isCountable(spec)) return spec.name;
  return unit === '' && qty <= 1 ? spec.name : spec.plural;
}

const SHORT_TITLE_DROP = new Set([
  'fillet',
  'breast',
  'thigh',
  'sheet',
  'bulb',
  'heart',
  'steak',
  'cooked',
  'peeled',
  'leftover',
  'shoulder',
  'joint',
  'meat',
  'canned',
  // the cut's use, which the title's own verb says: "Beef Braised in Red Wine", not "Braising
  // Beef Braised in Red Wine"
  'stewing',
  'braising',
]);

/** Words kept lowercase inside a title ("Leg of Lamb", "Pork with Apples"). */
const TITLE_SMALL_WORDS = new Set(['of', 'and', 'with', 'in', 'on', 'a', 'the', 'de', 'la', 'al']);

/** Short title-case name for dish titles: "Chicken", "Salmon", "Broccoli", "Leg of Lamb". */
export function titleName(id: IngredientId, plural = false): string {
  const spec = ING[id];
  const base = plural && isCountable(spec) ? spec.plural : spec.name;
  const words = base.split(' ');
  const dropped = (w: string) => SHORT_TITLE_DROP.has(w.replace(/s$/, ''));
  let kept = words.length > 1 ? words.filter((w) => !dropped(w)) : words;
  // the noun is kept when what is left would end on how it was cooked: "Tinned Stewed Steak",
  // not "Tinned Stewed"
  if (kept.length > 0 && /ed$/.test(kept.at(-1) ?? '') && !/ed$/.test(words.at(-1) ?? ''))
    kept = words.filter((w, i) => i === words.length - 1 || !dropped(w));
  return (kept.length > 0 ? kept : words)
    .map((w, i) => (i > 0 && TITLE_SMALL_WORDS.has(w) ? w : titleWord(w)))
    .join(' ');
}

/** Words a title writes in capitals: "BBQ Sauce", not "Bbq Sauce". */
const TITLE_ACRONYMS = new Set(['bbq', 'blt', 'xo', 'hp']);

/** Text to match as it is inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One word as a title writes it: capitalised, or in capitals for "BBQ". */
function titleWord(word: string): string {
  return TITLE_ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : capitalise(word);
}

/** The visitor's words as a title writes them: every word capitalised, "BBQ" in capitals. */
export function titleCase(text: string): string {
  // letters of every alphabet, so the é of "frisée" does not start a word ("FriséE")
  return text.replace(/(?<![\p{L}\p{N}_])[\p{L}\p{N}_]+/gu, titleWord);
}

const FRACTIONS: readonly [number, string][] = [
  [0.25, '¼'],
  [0.33, '⅓'],
  [0.5, '½'],
  [0.67, '⅔'],
  [0.75, '¾'],
];

/** The value of a fraction glyph `formatQuantity` writes ("½" → 0.5), for reading amounts back. */
export function glyphValue(glyph: string): number {
  const value = FRACTIONS.find(([, g]) => g === glyph)?.[0] ?? 0;
  // ⅓ and ⅔ are written from two decimals: read them back exactly
  return value === 0.33 ? 1 / 3 : value === 0.67 ? 2 / 3 : value;
}

export function formatQuantity(qty: number): string {
  const whole = Math.floor(qty);
  const rest = qty - whole;
  if (rest < 0.05) return String(whole);
  for (const [value, glyph] of FRACTIONS) {
    if (Math.abs(rest - value) < 0.05) return whole === 0 ? glyph : `${whole}${glyph}`;
  }
  return String(Math.round(qty * 10) / 10);
}

const UNIT_PLURALS: Partial<Record<Unit, string>> = {
  cup: 'cups',
  clove: 'cloves',
  pinch: 'pinches',
  handful: 'handfuls',
  slice: 'slices',
  can: 'cans',
  bunch: 'bunches',
  sprig: 'sprigs',
  stalk: 'stalks',
  pack: 'packs',
  jar: 'jars',
  sheet: 'sheets',
};

const WHOLE_UNITS = new Set<Unit>([
  'clove',
  'can',
  'sprig',
  'slice',
  'stalk',
  'bunch',
  'handful',
  'pinch',
]);

/** Rounds a scaled quantity to something a cook would measure and a shop sells. */
export function roundQuantity(qty: number, unit: Unit): number {
  if (unit === 'g' || unit === 'ml') {
    if (qty >= 500) return Math.round(qty / 50) * 50;
    if (qty >= 100) return Math.round(qty / 25) * 25;
    // 70 ml and 100 ml, not 65 ml and 95 ml; a small amount still to the nearest 5
    if (qty >= 40) return Math.round(qty / 10) * 10;
    return Math.max(5, Math.round(qty / 5) * 5);
  }
  if (unit === 'taste') return 1;
  if (unit === '') return qty < 0.75 ? 0.5 : Math.max(1, Math.round(qty));
  // nobody measures half a clove, can or sprig
  if (WHOLE_UNITS.has(unit)) return Math.max(1, Math.round(qty));
  // spoons in halves (quarters for teaspoons): no ¾ tbsp
  if (unit === 'tsp') return Math.max(0.25, Math.round(qty * 4) / 4);
  return Math.max(0.5, Math.round(qty * 2) / 2);
}

/**
 * An amount in grams or millilitres as a cook writes it: 1¼ kg and 1 litre, not 1250 g and
 * 1000 ml (but 1200 ml, not 1.2 litres).
 */
export function formatAmount(qty: number, unit: 'g' | 'ml'): string {
  if (qty < 1000 || qty % 250 !== 0) return `${formatQuantity(qty)} ${unit}`;
  const big = unit === 'g' ? 'kg' : qty === 1000 ? 'litre' : 'litres';
  return `${formatQuantity(qty / 1000)} ${big}`;
}

/** One ingredient line without the bullet: "500 g chicken breasts, sliced (instead of ...)". */
export function formatLine(id: IngredientId, qty: number, unit: Unit, note?: string): string {
  const shown = displayName(id, qty, unit);
  // "2 cans tuna", not "2 cans canned tuna"; "4 slices processed cheese", not "... cheese slice"
  const name =
    unit === 'can' && shown.startsWith('canned ')
      ? shown.slice(7)
      : unit !== '' && (shown.endsWith(` ${unit}`) || shown.endsWith(` ${unit}s`))
        ? shown.slice(0, shown.lastIndexOf(' '))
        : shown;
  const tail = note ? `, ${note}` : '';
  if (unit === 'taste') return `${name}, to taste${tail}`;
  if (unit === 'g' || unit === 'ml') return `${formatAmount(qty, unit)} ${name}${tail}`;
  const amount = formatQuantity(qty);
  if (unit === '') return `${amount} ${name}${tail}`;
  const unitText = qty > 1 ? (UNIT_PLURALS[unit] ?? unit) : unit;
  return `${amount} ${unitText} ${name}${tail}`;
}

const SAFETY_CLAUSES: Record<Safety, string> = {
  poultry: 'until cooked through with no pink meat and the thickest part reaches 74 °C / 165 °F',
  pork: 'until the centre reaches 63 °C / 145 °F (then rest for 3 minutes)',
  mince: 'until cooked through with no pink left and the centre reaches 71 °C / 160 °F',
  beef: 'until the centre reaches at least 63 °C / 145 °F (then rest for 3 minutes)',
  fish: 'until the flesh is opaque and flakes easily (63 °C / 145 °F)',
  shellfish: 'until pink and opaque all the way through',
  egg: 'until set',
  cured: 'until sizzling and crisp at the edges',
  reheat: 'until piping hot all the way through',
};

/**
 * Shellfish other than prawns is not "pink" when done: mussels and clams open, squid and scallops
 * turn opaque, crab meat (sold cooked) is heated through. Keyed by lexicon group.
 */
const SHELLFISH_CLAUSES: Readonly<Record<string, readonly [clause: string, state: string]>> = {
  mollusc: ['until the shells have opened', 'open and steaming hot'],
  squid: ['until opaque and just firm', 'opaque and just firm'],
  scallop: ['until opaque all the way through', 'opaque all the way through'],
  crab: ['until piping hot', 'piping hot'],
  octopus: ['until a knife slides easily into the thickest part', 'tender to the point of a knife'],
};

function shellfishWords(spec: IngredientSpec): readonly [string, string] | undefined {
  return spec.safety === 'shellfish' ? SHELLFISH_CLAUSES[spec.group ?? ''] : undefined;
}

/** The clause a step uses to say when this ingredient is safely cooked. */
export function safetyClause(id: IngredientId): string {
  const spec = ING[id];
  if (spec.safety === 'poultry' && spec.group === 'mince') {
    return 'until cooked through with no pink left and the centre reaches 74 °C / 165 °F';
  }
  const shell = shellfishWords(spec);
  if (shell) return shell[0];
  return spec.safety ? SAFETY_CLAUSES[spec.safety] : 'until cooked through and piping hot';
}

/**
 * The safe state itself, to follow "is" or "are" ("the chicken is ..."): for sentences that name
 * what they are cooking, where the "until ..." clause would read "cooked until cooked through".
 */
const SAFETY_STATES: Record<Safety, string> = {
  poultry: 'cooked through with no pink meat and the thickest part reaches 74 °C / 165 °F',
  pork: 'at 63 °C / 145 °F in the centre (then rest for 3 minutes)',
  mince: 'cooked through with no pink left, at 71 °C / 160 °F in the centre',
  beef: 'at least 63 °C / 145 °F in the centre (then rest for 3 minutes)',
  fish: 'opaque and flaking easily (63 °C / 145 °F)',
  shellfish: 'pink and opaque all the way through',
  egg: 'set',
  cured: 'sizzling and crisp at the edges',
  reheat: 'piping hot all the way through',
};

/** The state a step names after "is/are" when this ingredient is safely cooked. */
export function safetyState(id: IngredientId): string {
  const spec = ING[id];
  if (spec.safety === 'poultry' && spec.group === 'mince') {
    return 'cooked through with no pink left, at 74 °C / 165 °F in the centre';
  }
  const shell = shellfishWords(spec);
  if (shell) return shell[1];
  return spec.safety ? SAFETY_STATES[spec.safety] : 'cooked through and piping hot';
}

/** The strictest safety among these ingredients (poultry before mince, pork, beef, ...). */
export function strictest(ids: readonly IngredientId[]): IngredientId | undefined {
  let best: IngredientId | undefined;
  let rank = SAFETY_ORDER.length;
  for (const id of ids) {
    const s = ING[id].safety;
    const r = s ? SAFETY_ORDER.indexOf(s) : SAFETY_ORDER.length;
    if (best === undefined || r < rank) {
      best = id;
      rank = r;
    }
  }
  return best;
}

/**
 * "until the chicken thighs are cooked through ..." for named ingredients: `names` as shown in
 * the steps, `ids` theirs; the strictest safety of them decides the state.
 */
export function safeUntil(names: readonly string[], ids: readonly IngredientId[]): string {
  const id = strictest(ids);
  if (id === undefined || names.length === 0) return '';
  const first = names[0] ?? '';
  const plural = names.length > 1 || isPluralName(id, first);
  const state = safetyState(id);
  if (ING[id].safety === 'mince')
    return `until the ${joinList(names)} ${plural ? 'are' : 'is'} ${state.replace('reaches', plural ? 'reach' : 'reaches')}`;
  return `until the ${joinList(names)} ${plural ? 'are' : 'is'} ${state}`;
}

/** Whether a name as written in a step is a plural ("prawns", "chicken thighs"). */
export function isPluralName(id: IngredientId, name: string): boolean {
  const spec = ING[id];
  return isCountable(spec) && name === spec.plural;
}

const SAFETY_TIPS: Record<Safety, string> = {
  poultry:
    'Food safety: poultry is done at 74 °C / 165 °F in the thickest part, with clear juices; keep raw poultry and its board away from everything else.',
  pork: 'Food safety: whole cuts of pork are safe at 63 °C / 145 °F in the centre after a 3-minute rest.',
  mince:
    'Food safety: minced meat and sausages must be cooked through to 71 °C / 160 °F (74 °C / 165 °F for minced poultry), with no pink left.',
  beef: 'Food safety: whole cuts of beef, lamb and veal are safe at 63 °C / 145 °F in the centre after a 3-minute rest.',
  fish: 'Food safety: fish is cooked when the flesh is opaque and flakes easily (63 °C / 145 °F).',
  shellfish:
    'Food safety: cook prawns and shellfish until pink and opaque; throw away any mussels or clams that stay closed after cooking.',
  egg: 'Food safety: cook eggs until the whites are set; for pregnant, elderly or very young eaters, cook the yolks until firm too.',
  cured: 'Food safety: cook bacon and similar cured meats until sizzling and crisp.',
  reheat:
    'Food safety: eat cooked leftovers within 2 days, cold from the fridge or reheated only once until piping hot all the way through (74 °C / 165 °F).',
};

export function safetyTip(safety: Safety): string {
  return SAFETY_TIPS[safety];
}

export const SAFETY_ORDER: readonly Safety[] = [
  'poultry',
  'mince',
  'pork',
  'beef',
  'fish',
  'shellfish',
  'egg',
  'cured',
  'reheat',
];

/** Whether a word is a verb, from what follows it: "butter a dish", "flour the board". */
export function isVerbBefore(after: string): boolean {
  return /^\s+(?:a|an|the|two|both|each)\b/i.test(after);
}

/** "is" or "are", "has" or "have": the form of either verb that agrees with a name. */
export function agreeingVerb(verb: string, plural: boolean): string {
  if (verb === 'is' || verb === 'are') return plural ? 'are' : 'is';
  if (verb === 'has' || verb === 'have') return plural ? 'have' : 'has';
  return verb;
}
