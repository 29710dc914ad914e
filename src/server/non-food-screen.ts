import { nonFoodReason, normaliseText } from '../chef/lexicon';
import type { OmittedIngredient } from '../shared/recipe-api';
import { EXTRA_NON_FOODS } from './non-food-extras';

/**
 * What never goes to a chat provider: cleaning products, chemicals, medicines, toiletries and the
 * like, as the built-in chef knows them (plus a few it does not yet). A model asked to cook with
 * bleach and ammonia may well write a recipe for chlorine gas. Kitchen equipment the chef also
 * refuses to cook (skewers, foil) is harmless to mention, so it is sent.
 */
const HARMLESS_REASONS: ReadonlySet<string> = new Set(['kitchen equipment']);

const EXTRA_INDEX: ReadonlyMap<string, string> = new Map(
  Object.entries(EXTRA_NON_FOODS).flatMap(([reason, names]) =>
    names.map((name) => [normaliseText(name), reason] as const),
  ),
);

export interface Screened {
  kept: string[];
  omitted: OmittedIngredient[];
}

/** Splits the visitor's list into what may be sent and what is left out (and why). */
export function screenIngredients(ingredients: readonly string[]): Screened {
  const kept: string[] = [];
  const omitted: OmittedIngredient[] = [];
  for (const ingredient of ingredients) {
    const reason = hazardReason(ingredient);
    if (reason) omitted.push({ ingredient, reason });
    else kept.push(ingredient);
  }
  return { kept, omitted };
}

function hazardReason(text: string): string | undefined {
  const chef = nonFoodReason(text);
  if (chef && !HARMLESS_REASONS.has(chef)) return chef;
  const words = normaliseText(text).split(' ');
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const phrase = words.slice(i, i + n).join(' ');
      const reason = EXTRA_INDEX.get(phrase) ?? EXTRA_INDEX.get(phrase.replace(/s$/, ''));
      if (reason) return reason;
    }
  }
  return undefined;
}
