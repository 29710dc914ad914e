/**
 * Seasonings a cook leaves out. A visitor who has the chicken, peanut butter and coconut milk of a
 * satay gets a satay even without its turmeric and fish sauce, as a cook would make it, rather than
 * a plainer dish that asks for nothing. Which seasonings can go is read from the dish's own words:
 * one that only ever appears in a run like "the {onion}, {garlic} and {turmeric}" can be taken out
 * of the sentence and leave it whole.
 */

import type { Category, IngredientSpec } from './types';

/** Two or more placeholders in a row: "{onion}, {garlic} and {ginger}". */
const RUN = /\{[a-z0-9_:]+\}(?:(?:, and |, | and | or )\{[a-z0-9_:]+\})+/g;
/** One placeholder, with its id as the first group: `{id}`, `{one:id}`. */
const ANY = /\{(?:[a-z]+:)?([a-z0-9_]+)\}/g;

/** The kinds of ingredient that flavour a dish rather than make it. */
const SEASONINGS: ReadonlySet<Category> = new Set(['spice', 'herb']);

/**
 * Whether a dish could do without this much of this ingredient: any spice or herb, a teaspoon of
 * vanilla; a sauce or a paste only by the spoonful (a splash of soy, not the soy of a teriyaki
 * glaze, nor the mayonnaise of a dressing).
 */
export function canLeaveOut(spec: IngredientSpec, qty: number, unit: string): boolean {
  if (SEASONINGS.has(spec.category)) return true;
  // a teaspoon of vanilla in a cake or a custard
  if (spec.group === 'vanilla') return unit === 'tsp';
  if (spec.category !== 'condiment') return false;
  return (
    unit === 'tsp' ||
    unit === 'pinch' ||
    unit === 'taste' ||
    (unit === 'tbsp' && qty <= 1) ||
    (unit === 'ml' && qty <= 15)
  );
}

/** How many seasonings one dish may go without. */
export const MAX_LEFT_OUT = 3;

/**
 * Of `candidates`, the ids that appear in `texts` only inside runs of placeholders that keep at
 * least one item outside `candidates`, so removing any of them never empties a run.
 */
export function removableIds(
  texts: readonly string[],
  candidates: ReadonlySet<string>,
): Set<string> {
  const inRun = new Map<string, number>();
  const everywhere = new Map<string, number>();
  const count = (map: Map<string, number>, id: string) => map.set(id, (map.get(id) ?? 0) + 1);
  for (const text of texts) {
    for (const m of text.matchAll(ANY)) count(everywhere, m[1] ?? '');
    for (const run of text.matchAll(RUN)) {
      const ids = [...run[0].matchAll(ANY)].map((m) => m[1] ?? '');
      // the run must keep something that is never left out
      if (ids.every((id) => candidates.has(id))) continue;
      for (const id of ids) count(inRun, id);
    }
  }
  const out = new Set<string>();
  for (const id of candidates) {
    const n = everywhere.get(id) ?? 0;
    if (n > 0 && inRun.get(id) === n) out.add(id);
  }
  return out;
}

/** Takes the left-out ids out of every run in `text`, rejoining the rest as a list. */
export function leaveOut(text: string, ids: ReadonlySet<string>): string {
  if (ids.size === 0) return text;
  return text.replace(RUN, (run: string, offset: number) => {
    const items = [...run.matchAll(ANY)];
    const kept = items.filter((m) => !ids.has(m[1] ?? '')).map((m) => m[0]);
    if (kept.length === items.length) return run;
    // "the {chilli}, {onion} and {lime} and the rest of the salt": the list's own "and" comes
    // after; but before a new action the rest is a list of its own ("the butter and garlic and
    // tilt the pan")
    const after = text.slice(offset + run.length);
    if (after.startsWith(' and ')) {
      if (/^ and (?:the|a|an|some|\d|\{)/.test(after)) return kept.join(', ');
      const tail = kept.pop() ?? '';
      return kept.length === 0 ? tail : `${kept.join(', ')} and ${tail}`;
    }
    const or = / or \{[^}]+\}$/.test(run);
    const last = kept.pop() ?? '';
    return kept.length === 0 ? last : `${kept.join(', ')}${or ? ' or ' : ' and '}${last}`;
  });
}

/**
 * What a left-out seasoning goes in with, for the tip that says where to add it back: the other
 * ingredients of the first run it appears in, less those also left out.
 */
export function partnersOf(
  texts: readonly string[],
  id: string,
  leftOut: ReadonlySet<string>,
): string[] {
  for (const text of texts) {
    for (const run of text.matchAll(RUN)) {
      const ids = [...run[0].matchAll(ANY)].map((m) => m[1] ?? '');
      if (ids.includes(id)) return ids.filter((other) => other !== id && !leftOut.has(other));
    }
  }
  return [];
}
