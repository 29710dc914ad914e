import { CONSTRAINT_LABELS } from '../shared/recipe-api';
import { composeAll, hasVehicle } from './compose';
import type { Composed } from './templates/composer';
import {
  keepToRules,
  namedIn,
  rulesFor,
  swapFor,
  type Constraints,
  type Rules,
} from './constraints';
import { INGREDIENTS, INGREDIENT_IDS, type IngredientId } from './data/ingredients';
import {
  INDEXED_DISHES,
  buildDishDraft,
  dishesFor,
  extraPenalty,
  isFreshMain,
  isSeasoningExtra,
  substanceOf,
  weightedCoverage,
  matchDish,
  prepareVisitor,
  scoreDish,
  scoredTitle,
  type DishMatch,
  type IndexedDish,
  type PreparedVisitor,
} from './dish-engine';
import { renderMarkdown, safetyTips, tidy, type Draft, type VisitorItem } from './draft';
import { ingredientsNamedIn, matchIngredient, nonFoodReason, normaliseText } from './lexicon';
import { fitToPortions, scaleToServings } from './portions';
import { keepVisitorWords } from './visitor-words';
import { COVERAGE_WEIGHT, FIT_WEIGHT, scoreCandidate, signatureBonus } from './score';
import type { Course, Method } from './types';
import { createRandom, hashString, joinList } from './util';

/** Local alias: module namespace getters are slow on the hot path. */
const ING = INGREDIENTS;

export const CHEF_MODEL = 'builtin-chef-1';

export interface ChefOptions extends Constraints {
  attempt?: number;
  seed?: number;
  /** How many the recipe feeds (1–12); when unset, the dish's own number or the visitor's pieces decide. */
  servings?: number | undefined;
}

export interface ChefRecipe {
  title: string;
  markdown: string;
  /** the ingredients of the recipe, one per line, in order */
  ingredients: IngredientId[];
  /** the visitor's ingredients (their spelling) that the recipe uses */
  used: string[];
  /** the visitor's ingredients it does not use */
  unused: string[];
  /** non-pantry ingredients in the recipe the visitor did not list (canonical names) */
  extras: string[];
  /** 'dish' when taken from the knowledge base, 'composed' when built from a technique template */
  source: 'dish' | 'composed';
}

/**
 * A recipe the chef could offer. Only the one chosen is written out, so a candidate keeps just
 * what writing it needs: a known dish is matched again in full, a composed draft is kept as built.
 */
type Candidate = {
  title: string;
  score: number;
  /** the score with a seeded tie-break, for ordering */
  key: number;
  /** ingredients the visitor would have to buy */
  extras: number;
  /** how many of those are more than a seasoning, stock, an onion or garlic (`isSeasoningExtra`) */
  fullExtras: number;
  /** how many of those are at the dish's heart: a peach cobbler on bought peaches */
  coreExtras: number;
  /** share of the visitor's list it uses */
  coverage: number;
  /** whether it uses the visitor's main only as another kind of thing (their lamb as its beef) */
  mainStandsIn: boolean;
  /** whether it leaves the visitor's main out: offered only when too few keep it */
  dropsMain?: boolean;
  /** what it is made of and how it cooks, to tell a new dish from the same one renamed */
  ingredients: ReadonlySet<string>;
  method: Method;
  taste: 'sweet' | 'savoury';
  course: Course;
  /** what "a different dish" means on ask-again: the cuisine of a dish, the template of a composed one */
  family: string;
} & (
  | { kind: 'dish'; dish: IndexedDish }
  | { kind: 'fallback'; match: DishMatch }
  | { kind: 'composed'; draft: Draft; writeSteps: () => string[] }
);

/** The most a composed recipe can score: full fit and every ingredient used (see `scoreCandidate`). */
const COMPOSED_CEILING = FIT_WEIGHT + COVERAGE_WEIGHT + 0.01;
/** What a composed recipe built around one of the visitor's vehicles can score on top. */
const VEHICLE_BONUS = signatureBonus(2);

/** How far below the best a candidate may score and still be offered on a later ask. */
const GOOD_MARGIN = 0.3;
/** How much more of the list a later answer may leave out than the first did. */
const COVERAGE_MARGIN = 0.15;
const MIN_OFFERED = 3;
/** What buying a dish's core ingredient costs a later answer, on top of any other extra. */
const CORE_EXTRA_COST = 0.25;
/**
 * What each thing to buy that is more than a spice, a sauce, stock, an onion or garlic costs a
 * later answer that leaves part of the list unused. Tried blind on the 44 tuned lists a flat 0.3
 * per thing changed, two cooks preferred the new second answer in 55 of 88 readings; of the 11
 * this narrower rule keeps, in 21 of 22 (1.91 → 3.41), and the 28 it gives back were even (26
 * and 30).
 * A later answer that uses the whole list may still add a thing at the token cost: Saba misoyaki
 * buying sake after saba no misoni beats a "mackerel stir-fry" of the same five things.
 */
const AGAIN_EXTRA_COST = 0.3;
/** What any thing to buy costs a later answer: the less there is to buy, the better. */
const WHOLE_LIST_EXTRA_COST = 0.04;
/** The share of the list a recipe uses to count as using all of it. */
const WHOLE_LIST = 0.95;
/** What being the first dish again, under another name, costs a later answer that filled in. */
const SAME_DISH_COST = 0.5;
/**
 * The cost of leaving the visitor's main out of a second answer: a fruit salad with whipped cream
 * for strawberries, kiwis, cream and milk bread still beats cheese on toast that buys the cheese.
 */
const DROPS_MAIN_COST = 0.45;
const DROPS_MAIN_COVERAGE = 0.55;
/** The cost of a filler of another course than the first answer's: a dessert after a drink. */
const OTHER_COURSE_COST = 0.15;
/** A drink for a dish that cleared the bar: enough to settle a near tie. */
const DRINK_FOR_DISH_COST = 0.05;

/** Stage 1: the visitor's words, recognised (or refused: "bleach" is never an ingredient). */
/**
 * Words a cook reads by the company they keep: "pancakes" beside duck and hoisin are the thin
 * Chinese ones, not a stack of American ones. Each entry: the reading, the groups or ids whose
 * presence in the list changes it, and what it becomes.
 */
const IN_COMPANY: readonly {
  from: IngredientId;
  beside: readonly string[];
  to: IngredientId;
}[] = [
  {
    from: 'ready_pancake',
    beside: ['hoisin', 'duck_confit', 'duck_breast', 'duck_leg', 'whole_duck'],
    to: 'chinese_pancake',
  },
];

/** Rereads items by the company they keep (see `IN_COMPANY`). */
function inCompany(items: VisitorItem[]): VisitorItem[] {
  for (const rule of IN_COMPANY) {
    const item = items.find((v) => v.id === rule.from && !v.ruledOut);
    if (!item) continue;
    const beside = items.some(
      (v) => v.id && (rule.beside.includes(v.id) || rule.beside.includes(v.spec?.group ?? '')),
    );
    if (beside) items[item.index] = { ...item, id: rule.to, spec: ING[rule.to] };
  }
  return items;
}

function recognise(ingredients: readonly string[], rules: Rules): VisitorItem[] {
  return inCompany(recogniseEach(ingredients, rules));
}

function recogniseEach(ingredients: readonly string[], rules: Rules): VisitorItem[] {
  return ingredients.map((text, index) => {
    const nonFood = nonFoodReason(text);
    const m = nonFood ? null : matchIngredient(text);
    // what breaks the visitor's diet or allergies is never cooked: read as the free-from product a
    // cook would reach for (a coeliac's "flour" is gluten-free flour), or else left unrecognised
    const named = m && rules.active ? namedIn(text, m.id) : [];
    const ruledOut = [...new Set(named.flatMap((id) => rules.breaks(ING[id])))];
    if (m && ruledOut.length > 0) {
      const swap = named.every((id) => id === m.id || rules.allows(id))
        ? swapFor(m.id, rules)
        : undefined;
      if (swap) return { index, text, id: swap, spec: ING[swap], nonFood, ruledOut };
      return { index, text, id: null, spec: null, nonFood, ruledOut };
    }
    return {
      index,
      text,
      id: m?.id ?? null,
      spec: m ? ING[m.id] : null,
      nonFood,
      ruledOut: undefined,
    };
  });
}

/** The last list's composed recipes: asking again may rank a list twice (see `rankedCandidates`). */
let lastComposed: { visitor: readonly VisitorItem[]; seed: number; all: Composed[] } | null = null;

/** Every template's recipe for a list, seeded by the list itself, built once per list. */
function composedFor(visitor: readonly VisitorItem[], seed: number): Composed[] {
  if (lastComposed?.visitor === visitor && lastComposed.seed === seed) return lastComposed.all;
  const listKey = visitor.map((v) => v.text.toLowerCase()).join('|');
  const all = composeAll(visitor, createRandom(hashString(listKey, seed)));
  lastComposed = { visitor, seed, all };
  return all;
}

/**
 * Stage 2: every recipe that could be made, known dishes and composed ones, each scored by the one
 * scorer. A candidate must use the visitor's main ingredient.
 */
function candidatesFor(
  visitor: readonly VisitorItem[],
  prepared: PreparedVisitor,
  seed: number,
  attempt: number,
): Candidate[] {
  const out: Candidate[] = [];
  // a dish whose signature set of three or more the visitor has (a stand-in for one at most) is
  // the one a cook names
  let named = false;
  const firstMain = prepared.mains[0];
  for (const dish of dishesFor(prepared)) {
    const score = scoreDish(dish, prepared);
    if (score === null) continue;
    if (prepared.scratch.signature >= 0.9 && dish.signature.length >= 3) named = true;
    const { spec } = dish;
    out.push({
      title: dish.plainTitle,
      score,
      key: 0,
      extras: prepared.scratch.extras,
      fullExtras: prepared.scratch.fullExtras,
      coreExtras: prepared.scratch.coreExtras,
      coverage: prepared.scratch.coverage,
      mainStandsIn: prepared.scratch.mainSwapped,
      dropsMain: firstMain !== undefined && !prepared.scratch.mainPlaced,
      ingredients: dish.substance,
      method: dish.method,
      taste: spec.taste,
      course: spec.course,
      family: spec.cuisine,
      kind: 'dish',
      dish,
    });
  }
  const main = prepared.mains[0];
  // A first answer needs no composing when a known dish already beats anything composed can score.
  const bestDish = out.reduce((best, c) => Math.max(best, c.score), -Infinity);
  const ceiling = COMPOSED_CEILING + (hasVehicle(visitor) ? VEHICLE_BONUS : 0);
  const composedAll = attempt === 0 && bestDish > ceiling ? [] : composedFor(visitor, seed);
  for (const composed of composedAll) {
    const { draft } = composed;
    if (main && prepared.requireMain && !draft.used.has(main.index)) continue;
    let penalty = 0;
    for (const id of draft.extras) penalty += extraPenalty(ING[id]);
    let leftMains = 0;
    for (const v of prepared.mains.slice(1)) if (!draft.used.has(v.index)) leftMains++;
    const coverage = weightedCoverage(prepared, (i) => draft.used.has(i));
    const vehicle = composed.vehicle && !named;
    const score = scoreCandidate({
      fit: composed.fit,
      coverage,
      // built around the visitor's lasagne sheets or pizza base: as good as a signature pair,
      // unless a dish the list plainly names uses them (pizza dough, crème fraîche, lardons and
      // onions are a tarte flambée, not a pizza of whatever else is there)
      signature: vehicle ? 1 : 0,
      signatureSize: vehicle ? 2 : 0,
      signatureComplete: vehicle,
      signatureSpecificity: vehicle ? 1 : 0,
      extrasPenalty: penalty,
      leftMains,
      known: false,
      side: false,
    });
    out.push({
      title: draft.title,
      score,
      key: 0,
      extras: draft.extras.length,
      fullExtras: fullExtrasOf(draft.extras),
      coreExtras: 0,
      coverage,
      mainStandsIn: false,
      dropsMain: main !== undefined && !draft.used.has(main.index),
      ingredients: substanceOf(draft.lines.map((l) => l.id)),
      method: composed.method,
      taste: draft.taste,
      course: draft.course,
      family: composed.key,
      kind: 'composed',
      draft,
      writeSteps: composed.writeSteps,
    });
  }
  // Stable order: score, then a seeded tie-break so a different seed may reorder near-equals.
  for (const c of out) c.key = c.score + (hashString(c.title, seed) / 4294967296) * 0.01;
  out.sort((a, b) => b.key - a.key);
  const seen = new Set<string>();
  const ranked = out.filter((c) => (seen.has(c.title) ? false : (seen.add(c.title), true)));
  promoteFullerComposed(ranked, visitor.length);
  return ranked;
}

/**
 * A known dish that only just fits (it leaves much of the list out, or sends the visitor shopping)
 * reads worse to a cook than a plainer recipe made from what they have. When one composed from the
 * list uses clearly more of it and buys no more, or as much of it and buys less, it goes first, and
 * the dish is the next answer (a satay that buys three things gives way to a chicken stir-fry of
 * the list and comes second: the one classic list of 210 it moves). Not for a whole fridge typed
 * out, where no recipe uses most of the list and a dish that uses its best part well beats a
 * frittata of everything; nor of the dish's own form (a composed curry for an aloo baingan), which
 * is the dish written plainer; nor from the templates in `UNPROMOTED`. On the 30 tuned lists this
 * moves, two cooks reading blind preferred the composed first answer in 42 of 60 readings (2.92 →
 * 3.45; `bench/chef-panel/ab/`).
 */
function promoteFullerComposed(ranked: Candidate[], listLength: number): void {
  const top = ranked[0];
  if (top?.kind !== 'dish' || top.score >= WEAK_DISH || listLength > WHOLE_FRIDGE) return;
  const i = ranked.findIndex(
    (c) =>
      c.kind === 'composed' &&
      !c.dropsMain &&
      c.score >= top.score - WEAK_GAP &&
      ((c.coverage >= top.coverage + FULLER_BY && c.extras <= top.extras) ||
        (c.coverage >= top.coverage && c.extras < top.extras)),
  );
  const best = ranked[i];
  // the best such recipe or none: not a poorer one because the best is of a kind not promoted
  if (i > 0 && best && !UNPROMOTED.has(best.family) && !sameForm(best.method, top.method))
    ranked.unshift(...ranked.splice(i, 1));
}

/** Whether two methods make one form of dish: a curry simmered or fried and sauced in one pan. */
function sameForm(a: Method, b: Method): boolean {
  return a === b || (ONE_PAN.has(a) && ONE_PAN.has(b));
}
const ONE_PAN = new Set<Method>(['pan', 'stew']);

/**
 * Templates never put before a dish: a tray roast, which two cooks barely preferred to the dishes
 * it displaced (12 readings to 10) and which from a short list is thin, and tacos or wraps, which
 * they preferred less often than the dish (9 to 11), often the same thing in bread done properly
 * (a chicken shawarma). Every other template won 81 readings to 31.
 */
const UNPROMOTED = new Set(['sheet-pan', 'tacos']);
/** Below this score a known dish only just fits the list (a dish that fits well scores 1 or more). */
const WEAK_DISH = 0.9;
/** How much more of the list a composed recipe must use to go before such a dish. */
const FULLER_BY = 0.1;
/** How far below the dish a composed recipe may score and still go first. */
const WEAK_GAP = 0.12;
/** More items than this is a whole fridge typed out, not a meal in mind. */
const WHOLE_FRIDGE = 12;

/** How many of the things to buy are more than a seasoning, stock, an onion or garlic. */
function fullExtrasOf(ids: readonly IngredientId[]): number {
  let n = 0;
  for (const id of ids) if (!isSeasoningExtra(ING[id])) n++;
  return n;
}

/** Courses that answer the same kind of request: a new main for a main, a new bake for a bake. */
const MEAL_COURSES = new Set<Course>(['main', 'soup', 'salad', 'side']);

/** The same kind of recipe as the first answer: its taste, a meal or not, the main itself. */
function sameKind(first: Candidate, c: Candidate): boolean {
  return (
    c.taste === first.taste &&
    MEAL_COURSES.has(c.course) === MEAL_COURSES.has(first.course) &&
    (!c.mainStandsIn || first.mainStandsIn)
  );
}

/**
 * Whether an ask-again candidate clears the first answer's bar: the same kind, the main kept, no
 * more shopping, nearly as much of the list, a score within reach (`slack` widens it), and not the
 * same dish renamed.
 */
function clearsBar(
  first: Candidate,
  c: Candidate,
  slack: number,
  sameDish: (a: Candidate, b: Candidate) => boolean = sameRecipe,
): boolean {
  return (
    c !== first &&
    (!c.dropsMain || first.dropsMain === true) &&
    sameKind(first, c) &&
    c.extras <= Math.max(first.extras, 1) &&
    c.coverage >= Math.min(first.coverage, 0.9) - COVERAGE_MARGIN &&
    c.score >= first.score - GOOD_MARGIN - slack &&
    !sameDish(first, c)
  );
}

/**
 * A second answer that keeps the main and does well enough without clearing the bar: of the same
 * kind of course, using half the list, with one thing at most to buy (scrambled eggs on the
 * crumpets that were first toasted with honey butter).
 */
function fairSecond(first: Candidate, c: Candidate): boolean {
  return (
    c !== first &&
    c.title !== first.title &&
    MEAL_COURSES.has(c.course) === MEAL_COURSES.has(first.course) &&
    c.extras <= 1 &&
    c.coverage >= 0.5
  );
}

/**
 * Stage 3: which candidate to write for this attempt. The first answer is the best. Each ask again
 * offers the next best that is genuinely different (another cuisine or method) and clears the same
 * bar as the first: the same kind of dish and taste, the visitor's main ingredient itself (not
 * their lamb in a beef dish), nearly as much of their list, and no more shopping. Only when too few
 * clear it do answers that use less of the list follow, most of the list first, of the same taste
 * and kind of dish, and of the same course before another (a drink after a drink); a recipe without
 * a main that is not meat or fish comes only when nothing keeps it well (see `rankedCandidates`).
 */
function choose(
  candidates: readonly Candidate[],
  attempt: number,
  prepared: PreparedVisitor,
): Candidate {
  const first = candidates[0];
  if (!first) throw new Error('the chef has no recipes');
  if (attempt === 0) return first;
  // The first answer as the visitor read it: their squash in a sweet potato curry made a squash
  // curry, and a composed squash curry after it is the same dish again.
  const cooked = first.kind === 'composed' ? first.title : cookedTitle(first, prepared);
  // each candidate is compared with the first answer several times over: once is enough
  const sameAsFirst = new Map<Candidate, boolean>();
  const sameDish = (a: Candidate, c: Candidate) => {
    if (a !== first) return sameRecipe(a, c);
    let same = sameAsFirst.get(c);
    if (same === undefined) {
      same = sameRecipe(a, c) || sameName(cooked, c.title);
      sameAsFirst.set(c, same);
    }
    return same;
  };
  const clears = (c: Candidate, slack: number) => clearsBar(first, c, slack, sameDish);
  // Slack on the score only: a composed recipe scores below a named dish, but one that uses the
  // whole list is a better second answer than a dish that leaves half of it out.
  let pool: Candidate[] = [];
  for (const slack of [0, 0.2, 0.5, 1]) {
    pool = candidates.filter((c) => clears(c, slack));
    if (pool.length >= MIN_OFFERED - 1) break;
  }
  // Too few clear the bar: then what uses most of the list for least shopping, and above all
  // without buying the heart of the dish (a peach cobbler for a visitor with no peaches).
  const usefulness = (c: Candidate) =>
    c.coverage -
    0.2 * c.extras -
    CORE_EXTRA_COST * c.coreExtras -
    (c.dropsMain && !first.dropsMain ? DROPS_MAIN_COST : 0);
  // the visitor's chicken standing in for a dish's turkey is still their chicken: better than a
  // dish with four things to buy, if not as good as one written for it
  const looseKind = (c: Candidate) =>
    c.taste === first.taste && MEAL_COURSES.has(c.course) === MEAL_COURSES.has(first.course);
  // The first dish made another way (jam pancakes after buttermilk ones) is a weak second answer,
  // but a better one than a dish that leaves the list behind or sends the visitor shopping.
  // (and a drink after a drink, a dessert after a dessert, where one is to be had)
  const filler = (c: Candidate) =>
    usefulness(c) -
    (sameKind(first, c) ? 0 : 0.3) -
    (c.course === first.course ? 0 : OTHER_COURSE_COST) -
    (sameDish(first, c) ? SAME_DISH_COST : 0) -
    // French toast after pain perdu is that dish for certain: the last resort of all
    (renamedClassic(first, c) ? SAME_DISH_COST : 0);
  // one without the main must use the rest of the list well and buy no more
  const keepsEnough = (c: Candidate) =>
    !c.dropsMain ||
    first.dropsMain === true ||
    (c.coverage >= DROPS_MAIN_COVERAGE && c.extras <= Math.max(first.extras, 1));
  const fillers = new Map<Candidate, number>();
  const fillerOf = (c: Candidate) => {
    let value = fillers.get(c);
    if (value === undefined) {
      value = filler(c);
      fillers.set(c, value);
    }
    return value;
  };
  const rest = candidates
    .filter(
      (c) =>
        c !== first &&
        c.title !== first.title &&
        !pool.includes(c) &&
        looseKind(c) &&
        (!sameDish(first, c) || fillerOf(c) >= 0) &&
        keepsEnough(c),
    )
    .sort((a, b) => fillerOf(b) - fillerOf(a));
  const offered = [...pool, ...rest.slice(0, Math.max(0, MIN_OFFERED - 1 - pool.length))];
  if (offered.length === 0) {
    // Nothing else of the same kind: the best of the others, so asking again still gives news;
    // failing that, a close cousin (a hot matcha latte after the iced one) rather than the same
    // recipe again.
    const others = candidates.filter(
      (c) => c !== first && c.title !== first.title && keepsEnough(c),
    );
    const different = others.filter((c) => !sameDish(first, c));
    offered.push(
      ...(different.length > 0 ? different : others)
        .sort((a, b) => usefulness(b) - usefulness(a))
        .slice(0, MIN_OFFERED - 1),
    );
  }
  // Greedy: each next answer is the best once sameness with the answers before it is charged.
  const order: Candidate[] = [first];
  const left = [...offered];
  while (left.length > 0 && order.length <= attempt) {
    let best = 0;
    let bestValue = -Infinity;
    left.forEach((c, i) => {
      // what cleared the bar comes before what only fills the list
      const cleared = pool.includes(c);
      let value = cleared ? 1 + c.score : usefulness(c);
      if (!cleared && c.course !== first.course) value -= OTHER_COURSE_COST;
      // a drink for a dish is a weaker answer, a little even when it clears the bar: a smoothie
      // after porridge, where baked oats are to be had
      else if (c.course === 'drink' && first.course !== 'drink') value -= DRINK_FOR_DISH_COST;
      // another cuisine is news; the same cuisine cooked another way (a karahi after a tandoori)
      // is news too, if less
      if (order.some((o) => o.family === c.family && o.method === c.method)) value -= 0.12;
      else if (order.some((o) => o.family === c.family)) value -= 0.04;
      // the same dish under another name (tacos again, bircher muesli as overnight oats)
      if (order.some((o) => sameDish(o, c))) value -= cleared ? 1 : SAME_DISH_COST;
      if (!cleared && renamedClassic(first, c)) value -= SAME_DISH_COST;
      // the less there is to buy, the better: a cook reads each thing to buy as a flaw of the
      // answer, and a plainer recipe from what is there beats a better-known one that shops
      value -=
        WHOLE_LIST_EXTRA_COST * c.extras +
        (c.coverage >= WHOLE_LIST ? 0 : AGAIN_EXTRA_COST - WHOLE_LIST_EXTRA_COST) * c.fullExtras;
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    });
    order.push(...left.splice(best, 1));
  }
  return order[attempt % order.length] ?? first;
}

/** Words that name no dish: "sabzi" is a vegetable dish, so Aloo Matar Sabzi is aloo matar. */
const TITLE_FILLER = new Set([
  'and',
  'with',
  'the',
  'of',
  'a',
  'in',
  'on',
  'style',
  'classic',
  'sabzi',
]);

const EGGY_BREAD = 'eggy bread';
const BOILED_BEEF = 'boiled beef';
const ESCALOPE = 'escalope';
const MEAT_IN_FLATBREAD = 'meat in flatbread';
const BEEF_AND_ONIONS = 'beef braised with onions';
const BREAD_PUDDING = 'bread pudding';
const FRIED_RICE = 'fried rice';
/** Forms that are one dish whatever goes with them: French toast after pain perdu, made of anything. */
const ONE_DISH_FORMS: ReadonlySet<string> = new Set([
  EGGY_BREAD,
  BOILED_BEEF,
  ESCALOPE,
  MEAT_IN_FLATBREAD,
  BEEF_AND_ONIONS,
  BREAD_PUDDING,
  FRIED_RICE,
]);
/** How much of two recipes of one form is the same for them to be one dish. */
const SAME_FORM_SHARE = 0.3;

/**
 * Forms of dish that differ little but by name, by the words `titleWordList` leaves of their
 * names: a crêpe is a pancake; an eggah, a sfougato and a frittata are a thick omelette; rigatoni,
 * tagliatelle and a pasta bake are pasta; tacos, quesadillas and burritos are filled tortillas.
 */
const FORM_OF: Readonly<Record<string, string>> = {
  pancak: 'pancake',
  crep: 'pancake',
  hotcak: 'pancake',
  omelette: 'omelette',
  omelett: 'omelette',
  frittata: 'omelette',
  eggah: 'omelette',
  sfougato: 'omelette',
  kuku: 'omelette',
  pasta: 'pasta',
  spaghetti: 'pasta',
  tagliatelle: 'pasta',
  fettuccine: 'pasta',
  linguine: 'pasta',
  pappardelle: 'pasta',
  bucatini: 'pasta',
  penne: 'pasta',
  rigatoni: 'pasta',
  fusilli: 'pasta',
  farfalle: 'pasta',
  orecchiette: 'pasta',
  conchiglie: 'pasta',
  macaroni: 'pasta',
  mac: 'pasta',
  // sauces that name a pasta dish
  carbonara: 'pasta',
  bolognese: 'pasta',
  amatriciana: 'pasta',
  puttanesca: 'pasta',
  arrabbiata: 'pasta',
  alfredo: 'pasta',
  cacio: 'pasta',
  aglio: 'pasta',
  taco: 'tortilla',
  // the same chicken, beans and cheese on chips, then in tortillas, is one dish to a cook
  nacho: 'tortilla',
  quesadilla: 'tortilla',
  // meat in a flatbread or a wrap: chicken shawarma, then chicken souvlaki or chicken wraps, is
  // one dish again
  wrap: 'tortilla',
  shawarma: 'tortilla',
  souvlaki: 'tortilla',
  gyro: 'tortilla',
  doner: 'tortilla',
  tawook: 'tortilla',
  burrito: 'tortilla',
  fajita: 'tortilla',
  tostada: 'tortilla',
};

/**
 * Forms named by more than a word, or by a word too common to be one alone: pain perdu and French
 * toast are eggy bread; a tafelspitz and a pot-au-feu are beef boiled with its broth; piccata and
 * scaloppine are thin escalopes in a pan sauce, whatever else they are made of.
 */
const FORM_PHRASES: readonly (readonly [RegExp, string])[] = [
  [
    /\b(?:french toast|eggy bread|pain perdu|arme ritter|gypsy toast|torrijas?|rabanadas?|wentelteefjes|bombay toast)\b/,
    EGGY_BREAD,
  ],
  // shawarma, then souvlaki: grilled marinated meat in a flatbread with a yoghurt sauce, twice
  [/\b(?:shawarma|souvlaki|gyros?|doner|donair|shish tawook)\b/, MEAT_IN_FLATBREAD],
  [/\b(?:hachee|stoofvlees|braised steak and onions?|steak and onions)\b/, BEEF_AND_ONIONS],
  // an apple bread pudding, then an old-fashioned one or a bread and butter pudding: one pudding
  [/\bbread (?:and butter )?pudding\b/, BREAD_PUDDING],
  [/\b(?:pot au feu|tafelspitz|bollito misto|boiled beef)\b/, BOILED_BEEF],
  // a Dutch baby is a pancake baked in the oven: crêpes, then a Dutch baby, is one batter again
  [/\bdutch bab(?:y|ies)\b/, 'pancake'],
  // nasi goreng, then arroz chaufa: rice fried with egg and soy, twice (but a Manchurian served
  // with egg fried rice is the Manchurian)
  [
    /^(?!.*\bwith\b.*\bfried rice\b).*\b(?:fried rice|nasi goreng|chaufa|khao pad|chahan|yakimeshi|bokkeumbap|com chien)\b/,
    FRIED_RICE,
  ],
  [/\b(?:piccata|scaloppin[ei]|scallopini|francese|escalopes?)\b/, ESCALOPE],
];

/** A title's words, accents off, singular, without filler: "Lemon and Sugar Crêpes" → lemon, sugar, crepe. */
function titleWordList(title: string): string[] {
  return normaliseText(title)
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2 && !TITLE_FILLER.has(w))
    .map((w) => w.replace(/e?s$/, ''));
}

/** A title's words and the forms of dish it names, worked out once per title. */
interface TitleInfo {
  words: ReadonlySet<string>;
  /** the forms of dish it names (`FORM_OF`): "pancake" for "American Pancakes" and "Lemon Crêpes" */
  forms: ReadonlySet<string>;
}

/** Title words by title: asking again compares every candidate's title with the ones before. */
const TITLES = new Map<string, TitleInfo>();

function titleInfo(title: string): TitleInfo {
  let info = TITLES.get(title);
  if (!info) {
    // composed titles are new with every list: keep the cache to a few thousand
    if (TITLES.size > 5000) TITLES.clear();
    const list = titleWordList(title);
    const forms = new Set(list.flatMap((w) => FORM_OF[w] ?? []));
    const plain = normaliseText(title).replace(/[^a-z]+/g, ' ');
    for (const [phrase, form] of FORM_PHRASES) if (phrase.test(plain)) forms.add(form);
    info = { words: new Set(list), forms };
    TITLES.set(title, info);
  }
  return info;
}

/**
 * Whether two recipes are the same dish in all but name (the same things cooked the same way), in
 * all but a word of it, one's name inside the other's ("Steak and Eggs" after "Steak, Eggs and
 * Hash Browns"), or the same form from much the same things. A curry and a soup of chickpeas and
 * spinach share two words of three, and are two dishes.
 */
function sameRecipe(a: Candidate, b: Candidate): boolean {
  if (a.method === b.method && similarity(a.ingredients, b.ingredients) >= 0.5) return true;
  if (composedAgain(a, b)) return true;
  if (sameName(a.title, b.title)) return true;
  // French toast after pain perdu, for breakfast or pudding
  if (renamedClassic(a, b)) return true;
  // American pancakes after lemon crêpes, a sfougato after an eggah: the same form from much the
  // same things, or of the same name (sausage rigatoni, then a sausage pasta bake); a cold pasta
  // salad after a hot pasta is another course
  if (a.course !== b.course) return false;
  const aInfo = titleInfo(a.title);
  const bInfo = titleInfo(b.title);
  for (const form of aInfo.forms) {
    if (!bInfo.forms.has(form)) continue;
    if (similarity(a.ingredients, b.ingredients) >= SAME_FORM_SHARE || sharesName(aInfo, bInfo))
      return true;
  }
  return false;
}

/**
 * Whether one of two savoury recipes is composed from a template and cooks the visitor's main the
 * other's way: a tray of lamb chops and new potatoes after Greek lamb chops roasted with lemon
 * potatoes, a tofu and chickpea curry after a tofu masala. A template has no cuisine of its own to
 * tell it apart, so to a cook it is the same dish made plainer.
 */
function composedAgain(a: Candidate, b: Candidate): boolean {
  return (
    (a.kind === 'composed' || b.kind === 'composed') &&
    a.method === b.method &&
    a.course === b.course &&
    a.taste === 'savoury' &&
    b.taste === 'savoury' &&
    !a.dropsMain &&
    !b.dropsMain &&
    !a.mainStandsIn &&
    !b.mainStandsIn
  );
}

/** Whether two recipes are one dish by name whatever they are made of (`ONE_DISH_FORMS`). */
function renamedClassic(a: Candidate, b: Candidate): boolean {
  const bForms = titleInfo(b.title).forms;
  for (const form of titleInfo(a.title).forms)
    if (ONE_DISH_FORMS.has(form) && bForms.has(form)) return true;
  return false;
}

/**
 * Whether two titles of one form share a word besides the form's own: sausage rigatoni and a
 * sausage pasta bake, smoked salmon tagliatelle and a creamy smoked salmon pasta.
 */
function sharesName(a: TitleInfo, b: TitleInfo): boolean {
  for (const w of a.words) if (b.words.has(w) && !Object.hasOwn(FORM_OF, w)) return true;
  return false;
}

/** Whether two titles name one dish: in all but a word, or one inside the other. */
function sameName(a: string, b: string): boolean {
  const at = titleInfo(a).words;
  const bt = titleInfo(b).words;
  return similarity(at, bt) > 0.5 || within(at, bt) || within(bt, at);
}

/** Whether every word of a name of two words or more is in another name. */
function within(small: ReadonlySet<string>, large: ReadonlySet<string>): boolean {
  if (small.size < 2) return false;
  for (const w of small) if (!large.has(w)) return false;
  return true;
}

/** Jaccard similarity of two recipes' ingredients. */
function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const id of a) if (b.has(id)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * A known dish's title as the visitor's stand-ins write it. Written out only when a stand-in fills
 * one of the slots its title names; otherwise it is the dish's own title.
 */
function cookedTitle(c: Candidate, prepared: PreparedVisitor): string {
  if (c.kind === 'dish') {
    const { dish } = c;
    if (dish.titleSlots.length === 0) return c.title;
    if (scoreDish(dish, prepared) !== null) {
      const { provided } = prepared.scratch;
      if (dish.titleSlots.every((i) => provided[i]?.id === dish.slots[i]?.id)) return c.title;
      return scoredTitle(dish, prepared);
    }
  }
  return draftOf(c, prepared).title;
}

/** Stage 4: the chosen candidate written out as a draft. */
function draftOf(c: Candidate, prepared: PreparedVisitor): Draft {
  switch (c.kind) {
    case 'dish': {
      const match = matchDish(c.dish, prepared);
      if (!match) throw new Error(`${c.title} no longer fits`);
      return buildDishDraft(match, prepared.all);
    }
    case 'fallback':
      return buildDishDraft(c.match, prepared.all);
    case 'composed':
      // Composed drafts are scored without their steps; write them for the chosen one only.
      // and read through as a dish's are: no "a oyster sauce glaze", no word said twice
      c.draft.steps = c.writeSteps().map(tidy);
      c.draft.blurb = tidy(c.draft.blurb);
      return c.draft;
  }
}

/** When nothing was recognised: a simple dish that needs as little shopping as possible. */
function fallbackCandidates(): Candidate[] {
  const out: Candidate[] = [];
  for (const dish of INDEXED_DISHES) {
    const needed = dish.spec.ingredients.filter(
      ([id]) => !ING[id].pantry && !dish.optional.has(id),
    );
    if (needed.length > 3 || dish.slots.some((s) => s.freshMain)) continue;
    const match: DishMatch = {
      dish,
      score: 0,
      provided: new Map(),
      omitted: new Set(dish.optional),
      leftOut: [],
      extras: needed.map(([id]) => id),
      absorbed: { atOpen: [], finish: [], side: [] },
      coverage: 0,
    };
    const score = -needed.length;
    out.push({
      title: dish.plainTitle,
      score,
      key: score,
      extras: needed.length,
      fullExtras: fullExtrasOf(needed.map(([id]) => id)),
      coreExtras: needed.length,
      coverage: 0,
      mainStandsIn: false,
      ingredients: dish.substance,
      method: dish.method,
      taste: dish.spec.taste,
      course: dish.spec.course,
      family: dish.spec.cuisine,
      kind: 'fallback',
      match,
    });
  }
  return out.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title));
}

function alternativeFor(id: IngredientId, rules: Rules): string | undefined {
  const group = ING[id].group;
  if (!group) return undefined;
  const alt = INGREDIENT_IDS.find(
    (o) => o !== id && ING[o].group === group && !ING[o].pantry && rules.allows(o),
  );
  return alt ? ING[alt].name : undefined;
}

/**
 * The written lines of a recipe kept to the visitor's rules: a stand-in never names what it stands
 * in for when that is ruled out (no "(in place of butter)" for a visitor avoiding milk), and the
 * swaps the cook made are said once in the Tips.
 */
function keepLinesToRules(draft: Draft, chosen: Candidate, rules: Rules): void {
  for (const line of draft.lines) {
    if (line.replaces && !rules.allows(line.replaces)) line.replaces = undefined;
    // "stock cube, chicken or vegetable" for a vegetarian: the note offers what they do not eat
    if (line.note && ingredientsNamedIn(line.note).some((id) => !rules.allows(id))) {
      line.note = undefined;
    }
  }
  if (chosen.kind !== 'fallback') return;
  const swaps = [...chosen.match.provided.values()].filter((v) => v.index < 0 && v.spec);
  if (swaps.length === 0) return;
  const names = joinList(swaps.map((v) => v.spec?.name ?? v.text));
  draft.tips.unshift(`Made with ${names}, so it keeps to what you asked for.`);
}

/** "milk", "not vegetarian", "gluten, not vegan": why one of the visitor's ingredients was left out. */
function ruledOutWhy(v: VisitorItem): string {
  return (v.ruledOut ?? [])
    .map((c) =>
      c === 'vegetarian' || c === 'vegan' || c === 'pescatarian'
        ? `not ${c}`
        : CONSTRAINT_LABELS[c].toLowerCase(),
    )
    .join(', ');
}

/** "it" or "them" for one of the visitor's entries as they wrote it ("Peanut butter", "Chicken thighs"). */
function pronoun(v: VisitorItem | undefined): string {
  const spec = v?.spec;
  if (!v || !spec || spec.plural === spec.name) return 'it';
  const text = v.text.trim().toLowerCase();
  return text.endsWith(spec.plural) || (text.endsWith('s') && !text.endsWith(spec.name))
    ? 'them'
    : 'it';
}

function writeTips(draft: Draft, visitor: readonly VisitorItem[], rules: Rules): string[] {
  const tips: string[] = [];
  const ruledOut = visitor.filter((v) => v.ruledOut && v.ruledOut.length > 0);
  // read as a free-from product and cooked: "gluten-free flour for your flour (gluten)"
  const swapped = ruledOut.filter((v) => v.spec && draft.used.has(v.index));
  if (swapped.length > 0) {
    const parts = swapped.map(
      (v) => `${v.spec?.name ?? ''} for your ${v.text} (${ruledOutWhy(v)})`,
    );
    tips.push(`Swapped, as you asked: ${parts.join('; ')}.`);
  }
  const leftOut = ruledOut.filter((v) => !swapped.includes(v));
  if (leftOut.length > 0) {
    // grouped by reason: "butter and milk (milk); bacon (not vegetarian)"
    const byWhy = new Map<string, string[]>();
    for (const v of leftOut) {
      const why = ruledOutWhy(v);
      byWhy.set(why, [...(byWhy.get(why) ?? []), v.text]);
    }
    const parts = [...byWhy].map(([why, texts]) => `${joinList(texts)} (${why})`);
    tips.push(`Left out, as you asked: ${parts.join('; ')}.`);
  }
  for (const id of draft.extras) {
    const alt = alternativeFor(id, rules);
    // "a stock cube" when the recipe needs one, "onions" when it needs several
    const line = draft.lines.find((l) => l.id === id);
    const one = line?.unit === '' && line.qty <= 1 && ING[id].plural !== ING[id].name;
    const what = one
      ? `${/^[aeiou]/i.test(ING[id].name) ? 'an' : 'a'} ${ING[id].name}`
      : ING[id].plural;
    const it = one || ING[id].plural === ING[id].name ? 'it' : 'them';
    tips.push(
      `You'll also need ${what}${alt ? `; ${alt} works instead` : `; leave ${it} out if you must${draft.taste === 'savoury' ? ' and adjust the seasoning' : ''}`}.`,
    );
  }
  tips.push(...draft.tips);
  const unused = visitor.filter((v) => !draft.used.has(v.index));
  const nonFood = unused.filter((v) => v.nonFood !== null);
  const unknown = unused
    .filter((v) => v.id === null && v.nonFood === null && !ruledOut.includes(v))
    .map((v) => v.text);
  const known = unused.filter((v) => v.id !== null && !ruledOut.includes(v));
  const taste = draft.taste;
  const otherTaste = known.filter(
    (v) =>
      v.spec &&
      (v.spec.flavour === 'sweet' || v.spec.flavour === 'savoury') &&
      v.spec.flavour !== taste,
  );
  const rest = known.filter((v) => !otherTaste.includes(v));
  if (otherTaste.length > 0) {
    const list = joinList(otherTaste.map((v) => v.text));
    // Not a rule about taste (sweet things go with savoury ones all the time): this dish has no
    // place for them.
    const kind = draft.course === 'drink' ? 'this drink' : 'this dish';
    tips.push(
      taste === 'savoury'
        ? `Not used in ${kind}: ${list}. Ask again for a recipe that uses ${otherTaste.length > 1 ? 'them' : 'it'}, or keep ${otherTaste.length > 1 ? 'them' : 'it'} for dessert.`
        : `Not used in ${kind}: ${list}. Ask again for a recipe that uses ${otherTaste.length > 1 ? 'them' : 'it'}, or keep ${otherTaste.length > 1 ? 'them' : 'it'} for a meal.`,
    );
  }
  for (const v of nonFood) {
    tips.push(
      v.nonFood === 'kitchen equipment'
        ? `"${v.text}" is kitchen equipment, not an ingredient, so it is not in the list above.`
        : `"${v.text}" is not food (${v.nonFood ?? 'not something to eat'}), so it is not in this recipe. Never cook with or eat it.`,
    );
  }
  if (rest.length > 0) {
    tips.push(
      rest.length > 1
        ? `Not used this time: ${joinList(rest.map((v) => v.text))}. Ask again for a recipe that includes them, or serve them on the side.`
        : `Not used this time: ${rest[0]?.text ?? ''}. Ask again for a recipe that includes ${pronoun(rest[0])}, or serve ${pronoun(rest[0])} on the side.`,
    );
  }
  if (unknown.length > 0) {
    tips.push(
      `I didn't recognise ${joinList(unknown.map((t) => `"${t}"`))}, so ${unknown.length > 1 ? "they aren't" : "it isn't"} in this recipe.`,
    );
  }
  tips.push(...safetyTips(draft.lines, `${draft.title}\n${draft.steps.join('\n')}`));
  return tips;
}

/**
 * A step as short as "Serve over the rice." is no step of its own in a cookbook: it finishes the
 * one before it.
 */
function foldShortSteps(steps: readonly string[]): string[] {
  const out: string[] = [];
  for (const step of steps) {
    const last = out.length - 1;
    if (step.length <= 30 && last >= 0) out[last] = `${out[last] ?? ''} ${step}`;
    else out.push(step);
  }
  return out;
}

/** Stages 1–2 for one list: the candidates in order, with the fallbacks when too few use the main. */
function rankedCandidates(
  visitor: readonly VisitorItem[],
  prepared: PreparedVisitor,
  seed: number,
  attempt: number,
): Candidate[] {
  let candidates = candidatesFor(visitor, prepared, seed, attempt);
  const first = candidates[0];
  // asking again, and nothing but the first keeps the main at the first answer's bar
  // (never for meat or fish: a second answer without the visitor's chicken is no answer)
  const mainCategory = prepared.mains[0]?.spec?.category;
  const weakSecond =
    attempt > 0 &&
    first !== undefined &&
    mainCategory !== 'protein' &&
    mainCategory !== 'seafood' &&
    !candidates.some((c) => clearsBar(first, c, 1) || fairSecond(first, c));
  if (candidates.length < (attempt > 0 ? 2 : 1) || weakSecond) {
    // Too few recipes use the main ingredient: offer the others after them, rather than nothing
    // or the same recipe again.
    prepared.requireMain = false;
    const titles = new Set(candidates.map((c) => c.title));
    let others = candidatesFor(visitor, prepared, seed, attempt).filter(
      (c) => !titles.has(c.title),
    );
    // without their main, still a dish of its kind: no shortbread for a list of Cornish hens
    const mainFlavour = prepared.mains[0]?.spec?.flavour;
    if (mainFlavour === 'savoury' || mainFlavour === 'sweet') {
      const alike = others.filter((c) => c.taste === mainFlavour);
      if (alike.length > 0) others = alike;
    }
    candidates = [...candidates, ...others];
  }
  if (candidates.length === 0) candidates = fallbackCandidates();
  return candidates;
}

/** How many candidates that keep to the visitor's rules are enough to choose from. */
const KEPT_ENOUGH = 40;

/**
 * Stage 2b, for a visitor with a diet or allergies: the candidates that keep to them, each known
 * dish rewritten with the swaps a cook would make (see `keepToRules`), in the same order. A composed
 * recipe is kept only as it is: its steps are written from its own lines.
 */
function keptTo(
  candidates: readonly Candidate[],
  prepared: PreparedVisitor,
  rules: Rules,
): Candidate[] {
  const out: Candidate[] = [];
  for (const c of candidates) {
    if (out.length >= KEPT_ENOUGH) break;
    if (c.kind === 'composed') {
      if (c.draft.lines.every((l) => rules.allows(l.id))) out.push(c);
      continue;
    }
    const match = c.kind === 'dish' ? matchDish(c.dish, prepared) : c.match;
    const kept = match && keepToRules(match, rules, prepared.known);
    if (!kept) continue;
    out.push({
      ...c,
      kind: 'fallback',
      match: kept,
      extras: kept.extras.length,
      fullExtras: fullExtrasOf(kept.extras),
    });
  }
  return out;
}

/** Stages 1–3: the list recognised, its candidates ranked, and the one for this attempt chosen. */
function decide(ingredients: readonly string[], options: ChefOptions) {
  const attempt = Math.max(0, Math.floor(options.attempt ?? 0));
  const seed = Math.floor(options.seed ?? 0);
  const rules = rulesFor(options);
  const visitor = recognise(ingredients, rules);
  const prepared = prepareVisitor(visitor);
  let candidates = rankedCandidates(visitor, prepared, seed, attempt);
  if (rules.active) {
    candidates = keptTo(candidates, prepared, rules);
    if (candidates.length < (attempt > 0 ? 2 : 1)) {
      const titles = new Set(candidates.map((c) => c.title));
      const simple = keptTo(fallbackCandidates(), prepared, rules);
      candidates.push(...simple.filter((c) => !titles.has(c.title)));
    }
  }
  return { visitor, prepared, rules, candidates, chosen: choose(candidates, attempt, prepared) };
}

/**
 * Raw meat and fish the visitor bought frozen: their line says to thaw it first (not fish fingers,
 * breaded scampi or meatballs, which cook from frozen).
 */
function thawFrozen(draft: Draft, visitor: readonly VisitorItem[]): void {
  for (const v of visitor) {
    const spec = v.spec;
    if (!spec || !draft.used.has(v.index) || !/\bfrozen\b/i.test(v.text)) continue;
    const thaws = isFreshMain(spec) || spec.group === 'cooked-prawn';
    if (!thaws || COOKS_FROM_FROZEN.has(spec.group ?? '') || /frozen/.test(spec.name)) continue;
    const line = draft.lines.find((l) => l.id === v.id);
    if (!line || /thaw|defrost|frozen|freezer/.test(line.note ?? '')) continue;
    line.note = line.note ? `${line.note}, thawed` : 'thawed';
  }
}

/** Bought frozen things that go into the pan or oven as they are. */
const COOKS_FROM_FROZEN = new Set([
  'breaded-fish',
  'meatball',
  'battered-fish',
  'nugget',
  'breaded-chicken',
]);

/**
 * Writes a complete recipe from the visitor's ingredients, offline and deterministically: the same
 * (ingredients, attempt, seed) always gives the same recipe, and successive attempts give
 * different recipes while good candidates remain.
 */
export function cookRecipe(ingredients: readonly string[], options: ChefOptions = {}): ChefRecipe {
  const { visitor, prepared, rules, chosen } = decide(ingredients, options);
  const draft = draftOf(chosen, prepared);
  if (rules.active) keepLinesToRules(draft, chosen, rules);
  if (options.servings === undefined) fitToPortions(draft, visitor);
  else scaleToServings(draft, options.servings);
  thawFrozen(draft, visitor);
  // Spelled out rather than spread: the same properties in the same order whatever the source, so
  // `renderMarkdown` and the code below see one object shape and V8 keeps their optimised code.
  const final: Draft = {
    title: draft.title,
    blurb: draft.blurb,
    serves: draft.serves,
    prep: draft.prep,
    cook: draft.cook,
    lines: draft.lines,
    // tidied once, after short steps are folded together (a dish's and a template's steps are
    // tidied as they are written; the fold and the portions can still join two "Serve"s)
    steps: foldShortSteps(draft.steps).map(tidy),
    tips: writeTips(draft, visitor, rules),
    used: draft.used,
    extras: draft.extras,
    source: draft.source,
    taste: draft.taste,
    course: draft.course,
  };
  const markdown = keepVisitorWords(renderMarkdown(final, visitor), visitor);
  return {
    // the title as the recipe shows it, in the visitor's words ("BBQ Sauce" for their bbq sauce)
    title: markdown.slice(2, markdown.indexOf('\n')),
    markdown,
    ingredients: final.lines.map((l) => l.id),
    used: visitor.filter((v) => final.used.has(v.index)).map((v) => v.text),
    unused: visitor.filter((v) => !final.used.has(v.index)).map((v) => v.text),
    extras: final.extras.map((id) => ING[id].name),
    source: final.source,
  };
}

/** One candidate as the bench tools print it, to see why the chef chose what it chose. */
export interface CandidateSummary {
  title: string;
  kind: 'dish' | 'fallback' | 'composed';
  score: number;
  coverage: number;
  extras: number;
  family: string;
  chosen: boolean;
}

/** The candidates for a list, best first, marking the one `cookRecipe` writes for this attempt. */
export function explainChoice(
  ingredients: readonly string[],
  options: ChefOptions = {},
): CandidateSummary[] {
  const { candidates, chosen } = decide(ingredients, options);
  return candidates.map((c) => ({
    title: c.title,
    kind: c.kind,
    score: c.score,
    coverage: c.coverage,
    extras: c.extras,
    family: c.family,
    chosen: c === chosen,
  }));
}
