import { composeAll } from './compose';
import { INGREDIENTS, INGREDIENT_IDS, type IngredientId } from './data/ingredients';
import {
  INDEXED_DISHES,
  buildDishDraft,
  dishesFor,
  extraPenalty,
  LEFT_PROTEIN_PENALTY,
  matchDish,
  prepareVisitor,
  scoreDish,
  type DishMatch,
  type IndexedDish,
  type PreparedVisitor,
} from './dish-engine';
import { renderMarkdown, safetyTips, tidy, type Draft, type VisitorItem } from './draft';
import { matchIngredient } from './lexicon';
import { createRandom, hashString, joinList } from './util';

/** Local alias: module namespace getters are slow on the hot path. */
const ING = INGREDIENTS;

export const CHEF_MODEL = 'builtin-chef-1';

export interface ChefOptions {
  attempt?: number;
  seed?: number;
}

export interface ChefRecipe {
  title: string;
  markdown: string;
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
} & (
  | { kind: 'dish'; dish: IndexedDish }
  | { kind: 'fallback'; match: DishMatch }
  | { kind: 'composed'; draft: Draft; writeSteps: () => string[] }
);

/** How far below the best a candidate may score and still be offered on a later ask. */
const GOOD_MARGIN = 0.3;
const MIN_OFFERED = 3;

function recognise(ingredients: readonly string[]): VisitorItem[] {
  return ingredients.map((text, index) => {
    const m = matchIngredient(text);
    return { index, text, id: m?.id ?? null, spec: m ? ING[m.id] : null };
  });
}

function isProtein(v: VisitorItem): boolean {
  return v.spec?.category === 'protein' || v.spec?.category === 'seafood';
}

function candidatesFor(
  visitor: readonly VisitorItem[],
  prepared: PreparedVisitor,
  seed: number,
): Candidate[] {
  const listKey = visitor.map((v) => v.text.toLowerCase()).join('|');
  const random = createRandom(hashString(listKey, seed));
  const out: Candidate[] = [];
  for (const dish of dishesFor(visitor)) {
    const score = scoreDish(dish, prepared);
    if (score !== null) out.push({ title: dish.spec.title, score, key: 0, kind: 'dish', dish });
  }
  const n = Math.max(1, visitor.length);
  for (const composed of composeAll(visitor, random)) {
    const { draft } = composed;
    const coverage = draft.used.size / n;
    let penalty = 0;
    for (const id of draft.extras) penalty += extraPenalty(ING[id]);
    let leftProteins = 0;
    for (const v of visitor) if (!draft.used.has(v.index) && isProtein(v)) leftProteins++;
    const score =
      0.45 * composed.fit + 0.55 * coverage - penalty - LEFT_PROTEIN_PENALTY * leftProteins;
    out.push({
      title: draft.title,
      score,
      key: 0,
      kind: 'composed',
      draft,
      writeSteps: composed.writeSteps,
    });
  }
  // Stable order: score, then a seeded tie-break so a different seed may reorder near-equals.
  for (const c of out) c.key = c.score + (hashString(c.title, seed) / 4294967296) * 0.01;
  out.sort((a, b) => b.key - a.key);
  const seen = new Set<string>();
  return out.filter((c) => (seen.has(c.title) ? false : (seen.add(c.title), true)));
}

/** Writes out the chosen candidate. */
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
      c.draft.steps = c.writeSteps();
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
    if (needed.length > 3) continue;
    const match: DishMatch = {
      dish,
      score: 0,
      provided: new Map(),
      omitted: new Set(dish.optional),
      extras: needed.map(([id]) => id),
      absorbed: { atOpen: [], finish: [], side: [] },
      coverage: 0,
    };
    const score = -needed.length;
    out.push({ title: dish.spec.title, score, key: score, kind: 'fallback', match });
  }
  return out.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title));
}

function alternativeFor(id: IngredientId): string | undefined {
  const group = ING[id].group;
  if (!group) return undefined;
  const alt = INGREDIENT_IDS.find((o) => o !== id && ING[o].group === group && !ING[o].pantry);
  return alt ? ING[alt].name : undefined;
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

function writeTips(draft: Draft, visitor: readonly VisitorItem[]): string[] {
  const tips: string[] = [];
  for (const id of draft.extras) {
    const alt = alternativeFor(id);
    tips.push(
      `You'll also need ${ING[id].plural}${alt ? `; ${alt} works instead` : `; leave ${ING[id].plural === ING[id].name ? 'it' : 'them'} out if you must and adjust the seasoning`}.`,
    );
  }
  tips.push(...draft.tips);
  const unused = visitor.filter((v) => !draft.used.has(v.index));
  const unknown = unused.filter((v) => v.id === null).map((v) => v.text);
  const known = unused.filter((v) => v.id !== null);
  const taste =
    draft.lines.some((l) => ING[l.id].flavour === 'sweet') &&
    !draft.lines.some((l) => ING[l.id].flavour === 'savoury')
      ? 'sweet'
      : 'savoury';
  const otherTaste = known.filter(
    (v) => v.spec && v.spec.flavour !== 'neutral' && v.spec.flavour !== taste,
  );
  const rest = known.filter((v) => !otherTaste.includes(v));
  if (otherTaste.length > 0) {
    const list = joinList(otherTaste.map((v) => v.text));
    tips.push(
      taste === 'savoury'
        ? `Left out on purpose: ${list}. Sweet things don't belong in a savoury dish like this; keep them for dessert (ask again for a sweet recipe).`
        : `Left out on purpose: ${list}. Savoury things don't belong in a sweet dish like this; save them for a meal (ask again for another recipe).`,
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
  tips.push(...safetyTips(draft.lines));
  return tips;
}

/**
 * Writes a complete recipe from the visitor's ingredients, offline and deterministically: the same
 * (ingredients, attempt, seed) always gives the same recipe, and successive attempts give
 * different recipes while good candidates remain.
 */
export function cookRecipe(ingredients: readonly string[], options: ChefOptions = {}): ChefRecipe {
  const attempt = Math.max(0, Math.floor(options.attempt ?? 0));
  const seed = Math.floor(options.seed ?? 0);
  const visitor = recognise(ingredients);
  const prepared = prepareVisitor(visitor);
  let candidates = candidatesFor(visitor, prepared, seed);
  if (candidates.length === 0) candidates = fallbackCandidates();
  const best = candidates[0]?.score ?? 0;
  let offered = candidates.filter((c) => c.score >= best - GOOD_MARGIN);
  if (offered.length < MIN_OFFERED) offered = candidates.slice(0, MIN_OFFERED);
  const chosen = offered[attempt % offered.length];
  if (!chosen) throw new Error('the chef has no recipes');
  const draft = draftOf(chosen, prepared);
  // Spelled out rather than spread: the same properties in the same order whatever the source, so
  // `renderMarkdown` and the code below see one object shape and V8 keeps their optimised code.
  const final: Draft = {
    title: draft.title,
    blurb: draft.blurb,
    serves: draft.serves,
    prep: draft.prep,
    cook: draft.cook,
    lines: draft.lines,
    steps: draft.steps.map(tidy),
    tips: writeTips(draft, visitor),
    used: draft.used,
    extras: draft.extras,
    source: draft.source,
  };
  return {
    title: final.title,
    markdown: renderMarkdown(final, visitor),
    used: visitor.filter((v) => final.used.has(v.index)).map((v) => v.text),
    unused: visitor.filter((v) => !final.used.has(v.index)).map((v) => v.text),
    extras: final.extras.map((id) => ING[id].name),
    source: final.source,
  };
}
