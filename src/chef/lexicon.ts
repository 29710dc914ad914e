import { INGREDIENTS, INGREDIENT_IDS, type IngredientId } from './data/ingredients';
import { NON_FOODS, type NonFoodReason } from './data/non-foods';
import type { IngredientSpec } from './types';

export interface IngredientMatch {
  id: IngredientId;
  canonical: string;
  /** 1 for an exact name or synonym, lower for partial phrases and typos. */
  confidence: number;
}

/** Lowercase, strip accents and apostrophes, turn punctuation into spaces, fold white space. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();
}

/** Possible singular forms of the last word of a phrase (the phrase itself first). */
export function singularForms(phrase: string): string[] {
  const out = [phrase];
  const space = phrase.lastIndexOf(' ');
  const head = phrase.slice(0, space + 1);
  const word = phrase.slice(space + 1);
  if (word.length < 3) return out;
  const add = (w: string) => {
    if (w.length >= 2 && !out.includes(head + w)) out.push(head + w);
  };
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) add(`${word.slice(0, -3)}f`);
  if (word.endsWith('es')) add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  return out;
}

const QUANTITY_WORDS = new Set(
  (
    'a an some few couple of the x half quarter one two three four five six seven eight nine ten ' +
    'dozen g kg gram grams gr ml l litre litres liter liters oz ounce ounces lb lbs pound pounds ' +
    'cup cups tbsp tbs tablespoon tablespoons tsp teaspoon teaspoons handful handfuls pinch pinches ' +
    'bunch bunches can cans tin tins jar jars pack packs packet packets bag bags box boxes bottle ' +
    'bottles carton cartons piece pieces slice slices clove cloves head heads stick sticks sprig ' +
    'sprigs stalk stalks knob dash splash drizzle large small medium big little lots lot bit bits ' +
    'about approx approximately around punnet punnets block blocks tub tubs tube tubes tray trays sleeve sleeves fillet fillets ' +
    // "half a wheel of brie", "a log of goats cheese": how a cheese is sold, not what it is; "a
    // brace of pheasants" is two birds
    'wheel wheels log logs brace braces'
  ).split(' '),
);

const FILLER_WORDS = new Set(
  (
    'fresh freshly frozen chopped diced sliced organic ripe raw cooked boneless skinless whole free ' +
    'range lean finely roughly thinly grated peeled crushed leftover leftovers homemade store bought ' +
    'good quality mini jumbo thick thin cut into my our and or with for to taste optional extra ' +
    'plain unsalted salted natural pure premium local farm wild dry dried canned tinned cubed ' +
    'shredded trimmed halved quartered pitted seedless shelled tender young old soft hard firm best any ' +
    'kind type some more few please very really'
  ).split(' '),
);

/**
 * Whether a word of what the visitor typed says how much there is or how it was bought or prepared
 * ("500g", "tin", "fresh", "chopped") rather than what it is.
 */
export function isAmountOrFiller(word: string): boolean {
  return QUANTITY_WORDS.has(word) || FILLER_WORDS.has(word);
}

interface LexiconIndex {
  exact: Map<string, IngredientId>;
  byLength: Map<number, { key: string; id: IngredientId }[]>;
  collisions: { key: string; ids: [IngredientId, IngredientId] }[];
}

function keysOf(spec: IngredientSpec): string[] {
  const keys = new Set<string>();
  for (const text of [spec.name, spec.plural, ...spec.synonyms]) {
    const key = normaliseText(text);
    if (key) keys.add(key);
  }
  return [...keys];
}

/** Words a plural name would fold to that mean something else: "fries" folds to the verb "fry". */
const NOT_SINGULARS = new Set(['fry']);

function buildIndex(): LexiconIndex {
  const exact = new Map<string, IngredientId>();
  const collisions: LexiconIndex['collisions'] = [];
  // Canonical names and plurals first, so a synonym never hides another ingredient's name.
  for (const pass of [0, 1]) {
    for (const id of INGREDIENT_IDS) {
      const spec = INGREDIENTS[id];
      const texts = pass === 0 ? [spec.name, spec.plural] : spec.synonyms;
      for (const text of texts) {
        const key = normaliseText(text);
        const existing = exact.get(key);
        if (existing === undefined) exact.set(key, id);
        else if (existing !== id) collisions.push({ key, ids: [existing, id] });
      }
    }
  }
  // A synonym written in the plural ("cooked prawns") also answers to its singular, unless that
  // singular is another ingredient's own key.
  for (const [key, id] of [...exact]) {
    for (const form of singularForms(key).slice(1))
      if (!exact.has(form) && !NOT_SINGULARS.has(form)) exact.set(form, id);
  }
  const byLength = new Map<number, { key: string; id: IngredientId }[]>();
  for (const [key, id] of exact) {
    const list = byLength.get(key.length) ?? [];
    list.push({ key, id });
    byLength.set(key.length, list);
  }
  return { exact, byLength, collisions };
}

const INDEX = buildIndex();

/** Keys that two different ingredients both claim (the data test expects none). */
export function lexiconCollisions(): readonly { key: string; ids: [IngredientId, IngredientId] }[] {
  return INDEX.collisions;
}

/** For each first word of a key, the most words a key starting with it has. */
const LONGEST_FROM = new Map<string, number>();
for (const key of INDEX.exact.keys()) {
  const words = key.split(' ');
  const first = words[0] ?? '';
  LONGEST_FROM.set(first, Math.max(LONGEST_FROM.get(first) ?? 0, words.length));
}

/** Where a piece of text names an ingredient: the span in the text as given, and the words matched. */
export interface Mention {
  id: IngredientId;
  /** normalised, as the lexicon keys are ("double cream", "butter") */
  phrase: string;
  start: number;
  end: number;
}

/**
 * Every ingredient a piece of free text names by one of its exact names, plurals or synonyms,
 * longest phrase first ("coconut milk" is not "milk", "butter beans" not "butter"), with where it
 * is. No typo tolerance: this reads text the chef or a cook wrote, to find what it mentions.
 */
export function ingredientMentions(text: string): Mention[] {
  // words, each with the clause it is in: a name never runs across a comma ("garlic, bread")
  const words: { word: string; start: number; end: number; clause: number }[] = [];
  let clause = 0;
  for (const m of text.matchAll(/[^\s\-–—/,.;:!?()[\]{}"“”*+=<>|]+|[,.;:!?()[\]{}"“”*|–—]/g)) {
    if (m[0].length === 1 && /[,.;:!?()[\]{}"“”*|–—]/.test(m[0])) {
      clause++;
      continue;
    }
    for (const word of normaliseText(m[0]).split(' ')) {
      if (word) words.push({ word, start: m.index, end: m.index + m[0].length, clause });
    }
  }
  // where each word's clause ends
  const clauseEnd: number[] = new Array<number>(words.length);
  for (let j = words.length - 1; j >= 0; j--) {
    const next = words[j + 1];
    clauseEnd[j] = next && next.clause === words[j]?.clause ? (clauseEnd[j + 1] ?? j + 1) : j + 1;
  }
  const out: Mention[] = [];
  for (let i = 0; i < words.length;) {
    let step = 1;
    const first = words[i]?.word ?? '';
    // a plural word alone ("tomatoes") can still be a name kept singular
    const longest = LONGEST_FROM.get(first) ?? (first.endsWith('s') ? 1 : 0);
    for (let n = Math.min(longest, (clauseEnd[i] ?? i + 1) - i); n >= 1; n--) {
      const phrase = words
        .slice(i, i + n)
        .map((w) => w.word)
        .join(' ');
      // "romano peppers" is the plural of a name the lexicon keeps singular
      const id = INDEX.exact.get(phrase) ?? (phrase.endsWith('s') ? lookup(phrase) : undefined);
      if (id !== undefined) {
        out.push({ id, phrase, start: words[i]?.start ?? 0, end: words[i + n - 1]?.end ?? 0 });
        step = n;
        break;
      }
    }
    i += step;
  }
  return out;
}

/** Every ingredient a piece of free text names (see `ingredientMentions`), in order. */
export function ingredientsNamedIn(text: string): IngredientId[] {
  return ingredientMentions(text).map((m) => m.id);
}

/** All normalised keys of one ingredient (name, plural and synonyms). */
export function lexiconKeys(id: IngredientId): readonly string[] {
  let keys = KEYS.get(id);
  if (keys === undefined) {
    keys = keysOf(INGREDIENTS[id]);
    KEYS.set(id, keys);
  }
  return keys;
}

const KEYS = new Map<IngredientId, readonly string[]>();

/** The ingredient a phrase is, word for word, by one of its names (or their plurals), if any. */
export function exactIngredient(text: string): IngredientId | undefined {
  return lookup(normaliseText(text));
}

const NAME_ENDS = new Map<IngredientId, readonly string[]>();

/**
 * Whether an ingredient's own name ends with a word for a kind of thing: "oat milk" is still "the
 * milk", "cumin seeds" "the seeds". `phrase` is normalised, as a `Mention`'s is.
 */
export function isCalled(id: IngredientId, phrase: string): boolean {
  let names = NAME_ENDS.get(id);
  if (names === undefined) {
    names = [INGREDIENTS[id].name, INGREDIENTS[id].plural].map((n) => ` ${normaliseText(n)}`);
    NAME_ENDS.set(id, names);
  }
  return names.some((n) => n.endsWith(` ${phrase}`));
}

function lookup(phrase: string): IngredientId | undefined {
  for (const form of singularForms(phrase)) {
    const id = INDEX.exact.get(form);
    if (id !== undefined) return id;
  }
  return undefined;
}

/** Largest edit distance tolerated for a word of this length. */
export function typoBudget(length: number): number {
  if (length <= 4) return 0;
  if (length <= 7) return 1;
  return 2;
}

/** Damerau-Levenshtein (optimal string alignment) distance, giving up above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prev2 = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  let cur = new Array<number>(cols).fill(0);
  for (let i = 1; i < rows; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        v = Math.min(v, (prev2[j - 2] ?? 0) + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[cols - 1] ?? max + 1;
}

function fuzzyLookup(phrase: string): { id: IngredientId; distance: number } | undefined {
  const budget = typoBudget(phrase.replace(/ /g, '').length);
  if (budget === 0) return undefined;
  let best: { id: IngredientId; distance: number; key: string } | undefined;
  for (let len = phrase.length - budget; len <= phrase.length + budget; len++) {
    for (const entry of INDEX.byLength.get(len) ?? []) {
      // A typo rarely hits the first letter; requiring it keeps false matches away.
      if (entry.key.charCodeAt(0) !== phrase.charCodeAt(0)) continue;
      const d = editDistance(
        phrase,
        entry.key,
        best ? Math.min(budget, best.distance - 1) : budget,
      );
      if (d <= budget && (!best || d < best.distance))
        best = { id: entry.id, distance: d, key: entry.key };
    }
  }
  return best && { id: best.id, distance: best.distance };
}

function result(id: IngredientId, confidence: number): IngredientMatch {
  return { id, canonical: INGREDIENTS[id].name, confidence };
}

/** Words saying an ingredient is already cooked: "leftover roast chicken", "cooked rice". */
const COOKED_WORDS = new Set(['leftover', 'leftovers', 'cooked', 'roast', 'roasted', 'rotisserie']);

/** The ready-to-eat meat, fish or grain of each substitution group that has one (cooked prawns). */
const READY_BY_GROUP: ReadonlyMap<string, IngredientId> = new Map(
  INGREDIENT_IDS.filter((id) => {
    const { ready, group, category } = INGREDIENTS[id];
    return ready && group && ['protein', 'seafood', 'grain-and-pasta'].includes(category);
  }).map((id) => [INGREDIENTS[id].group ?? '', id] as const),
);

/** Words for the pouches grains and pulses are sold cooked in. */
const POUCH_WORDS = new Set(['pouch', 'pouches', 'microwave', 'microwaveable', 'microwavable']);
const POUCHED_CATEGORIES = new Set(['grain-and-pasta', 'legume']);

/**
 * The cooked form of a raw ingredient the visitor says is already cooked, when the lexicon has
 * one: "leftover chicken thighs" is cooked chicken, not raw thighs to cook from scratch.
 */
function cookedForm(text: string, raw: IngredientId): IngredientId | undefined {
  const words = text.split(' ');
  const cooked = words.filter((w) => COOKED_WORDS.has(w));
  // rice, grains and pulses sold in a pouch are cooked: "pouch of pilau rice" is heated, not boiled
  const pouched =
    POUCHED_CATEGORIES.has(INGREDIENTS[raw].category) && words.some((w) => POUCH_WORDS.has(w));
  if (cooked.length === 0 && !pouched) return undefined;
  // "3 lb top round roast" is a joint to roast: the word is part of the ingredient's own name
  const padded = ` ${text} `;
  const ownName =
    cooked.length > 0 &&
    lexiconKeys(raw).some(
      (k) => padded.includes(` ${k} `) && cooked.every((w) => k.split(' ').includes(w)),
    );
  if (ownName) return undefined;
  const spec = INGREDIENTS[raw];
  if (spec.ready) return undefined;
  const named =
    lookup(`cooked ${spec.name}`) ??
    lookup(`leftover ${spec.name}`) ??
    // "leftover turkey" is cooked turkey, not cooked chicken
    lookup(`cooked ${spec.name.split(' ')[0] ?? ''}`) ??
    // cooked basmati or jasmine rice is the cooked rice a recipe heats through
    (spec.category === 'grain-and-pasta'
      ? lookup(`cooked ${spec.name.split(' ').at(-1) ?? ''}`)
      : undefined);
  if (named) return named;
  const ready = spec.group ? READY_BY_GROUP.get(spec.group) : undefined;
  if (ready) return ready;
  if (spec.safety === 'poultry' && spec.group !== 'mince') return lookup('cooked chicken');
  return undefined;
}

/** Words saying an ingredient was bought in a tin or a jar: "tinned plum tomatoes". */
const TINNED_WORDS = new Set(['tinned', 'canned', 'tin', 'tins', 'can', 'cans']);

/** The tinned form of an ingredient the visitor says came in a tin, when the lexicon has one. */
function tinnedForm(text: string, fresh: IngredientId): IngredientId | undefined {
  if (!text.split(' ').some((w) => TINNED_WORDS.has(w))) return undefined;
  const { name, plural } = INGREDIENTS[fresh];
  const tinned = lookup(`canned ${name}`) ?? lookup(`canned ${plural}`);
  return tinned !== fresh ? tinned : undefined;
}

/**
 * The last word of a product's name that makes it another thing than the words before it: an
 * "everything bagel seasoning" is not a bagel, nor a "bread sauce mix" bread, nor "chicken soup"
 * chicken. Forms of the same thing (garlic paste, chilli powder) are not listed.
 */
/** Words that name how a thing is cut; beef when nothing else is named ("steaks"). */
const CUT_WORDS = new Set(['steak', 'steaks']);
/** What else a steak is cut from: a fish, a vegetable. */
const CUT_OF_CATEGORIES = new Set<string>(['seafood', 'vegetable']);

const PRODUCT_HEADS = new Set([
  'seasoning',
  'seasonings',
  'mix',
  'spread',
  'soup',
  'cube',
  'cubes',
  'granules',
  'gravy',
  'dressing',
  'cake',
  'cakes',
  'pie',
  'pies',
  'bar',
  'bars',
  'biscuits',
  'cereal',
  'pudding',
  'drink',
  'cordial',
  'liqueur',
  'crisps',
  'marinade',
  'rub',
  'stuffing',
  'sweets',
]);

function matchUncached(text: string): IngredientMatch | null {
  const full = normaliseText(text);
  if (!full) return null;
  const direct = lookup(full);
  if (direct) return result(direct, 1);
  // "sardines in tomato sauce", "rice with peas", "pastry for a double crust pie": the thing itself
  // comes before "in", "with" or "for".
  const head = /^(.+?) (?:in|with|for) .+$/.exec(full)?.[1];
  // ...unless the whole entry, after its amount, is a product's name: "about 12 leftover meatballs
  // in tomato sauce" are meatballs in tomato sauce, not raw meatballs
  const whole = head ? matchLoosely(full) : null;
  if (whole && whole.confidence >= 0.95) return whole;
  const found = (head ? matchLoosely(head) : null) ?? matchLoosely(full);
  if (!found) return null;
  const cooked = cookedForm(full, found.id) ?? tinnedForm(full, found.id);
  return cooked ? result(cooked, found.confidence) : found;
}

const NON_FOOD_INDEX: ReadonlyMap<string, NonFoodReason> = new Map(
  Object.entries(NON_FOODS).flatMap(([reason, words]) =>
    words.map((w) => [normaliseText(w), reason as NonFoodReason] as const),
  ),
);

/**
 * Why a visitor's entry is not food ("a cleaning product"), or null when it may be food. Every run
 * of words is checked, so "lemon washing-up liquid" is caught before "lemon" could be cooked; an
 * entry that is exactly an ingredient's name is food.
 */
export function nonFoodReason(text: string): NonFoodReason | null {
  const full = normaliseText(text);
  if (!full || lookup(full)) return null;
  const words = full.split(' ');
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const reason = NON_FOOD_INDEX.get(words.slice(i, i + n).join(' '));
      if (reason) return reason;
    }
  }
  // "bleach" typed in the plural or with a typo is still bleach.
  for (const word of words) {
    for (const form of singularForms(word)) {
      const reason = NON_FOOD_INDEX.get(form);
      if (reason) return reason;
    }
  }
  return null;
}

function matchLoosely(full: string): IngredientMatch | null {
  const allTokens = full.split(' ');
  let start = 0;
  // an amount ("500g", "2") goes, a name that starts with a digit ("7up") stays
  const amount = (t: string) => /^\d/.test(t) && !lookup(t);
  while (start < allTokens.length - 1) {
    const t = allTokens[start] ?? '';
    if (QUANTITY_WORDS.has(t) || amount(t)) start++;
    else break;
  }
  const tokens = allTokens
    .slice(start)
    .filter((t) => !/^\d+([a-z]{1,2})?$/.test(t) || lookup(t) !== undefined);
  if (tokens.length === 0) return null;
  const stripped = tokens.join(' ');
  const strippedHit = lookup(stripped);
  if (strippedHit) return result(strippedHit, 0.95);
  // A run of words that stops before a product's head word names only what flavours it.
  const last = tokens.length - 1;
  const headless = PRODUCT_HEADS.has(tokens[last] ?? '');

  // Longest run of words that names an ingredient; on a tie the rightmost (the head noun).
  for (let n = Math.min(4, tokens.length); n >= 1; n--) {
    for (let i = tokens.length - n; i >= 0; i--) {
      const run = tokens.slice(i, i + n);
      if (headless && i + n <= last) continue;
      if (n === 1 && (FILLER_WORDS.has(run[0] ?? '') || QUANTITY_WORDS.has(run[0] ?? ''))) continue;
      const hit = lookup(run.join(' '));
      // "hake steaks", "celeriac steaks": the steak is how the fish or vegetable is cut, not beef
      const cutOf =
        n === 1 && CUT_WORDS.has(run[0] ?? '')
          ? tokens
              .slice(0, i)
              .map((t) => lookup(t))
              .find((id) => id && CUT_OF_CATEGORIES.has(INGREDIENTS[id].category))
          : undefined;
      if (cutOf) return result(cutOf, 0.85);
      if (hit) return result(hit, n === tokens.length ? 0.95 : 0.85);
    }
  }

  // Typos: the whole phrase without filler, then each run of words, longest first.
  const content = tokens.filter((t) => !FILLER_WORDS.has(t) && !QUANTITY_WORDS.has(t));
  if (content.length === 0) return null;
  for (let n = Math.min(3, content.length); n >= 1; n--) {
    for (let i = content.length - n; i >= 0; i--) {
      if (headless && i + n < content.length) continue;
      const phrase = content.slice(i, i + n).join(' ');
      for (const form of singularForms(phrase)) {
        const hit = fuzzyLookup(form);
        if (hit) return result(hit.id, Math.max(0.5, 0.8 - 0.1 * hit.distance));
      }
    }
  }
  return null;
}

const CACHE = new Map<string, IngredientMatch | null>();
const CACHE_LIMIT = 20_000;

/**
 * Recognises one ingredient as a visitor typed it ("Chicken breasts", "2 eggs", "Fresh basil",
 * "brocoli"), or returns null when it names nothing in the lexicon.
 */
export function matchIngredient(text: string): IngredientMatch | null {
  const cached = CACHE.get(text);
  if (cached !== undefined) return cached;
  const found = matchUncached(text);
  if (CACHE.size >= CACHE_LIMIT) CACHE.clear();
  CACHE.set(text, found);
  return found;
}
