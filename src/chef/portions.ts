import { INGREDIENTS } from './data/ingredients';
import type { Draft, VisitorItem } from './draft';
import { formatQuantity, glyphValue, roundQuantity } from './util';
import type { Unit } from './types';

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/** Words after a number that make it a weight, a volume or a pack, not a count of pieces. */
const UNIT_WORD =
  /^(?:g|gr|grams?|kg|kilos?|lbs?|pounds?|oz|ounces?|ml|l|litres?|liters?|pints?|cups?|tbsp|tsp|tins?|cans?|jars?|packs?|packets?|bags?|boxes?|bunch(?:es)?|heads?|handfuls?|punnets?|tubs?|bottles?|slices?|rashers?|cloves?|x)$/;

/**
 * The number of pieces the visitor typed in front of an item: 2 for "2 salmon fillets" or "two
 * pork chops"; null for "500g mince", "2 tins of tomatoes" or "chicken thighs".
 */
export function typedCount(text: string): number | null {
  const m = /^\s*(\d{1,2}|[a-z]+)\s*([a-z]+)/i.exec(text.toLowerCase());
  if (!m) return null;
  const [, first = '', next = ''] = m;
  const n = /^\d+$/.test(first) ? Number(first) : NUMBER_WORDS[first];
  if (n === undefined || n < 1 || n > 12 || UNIT_WORD.test(next)) return null;
  return n;
}

/**
 * Fits the recipe to the pieces of meat or fish the visitor has. A cook with two salmon fillets
 * makes a supper for two, not a recipe that asks for four fillets; one with six chicken breasts
 * feeds six. The first meat or fish the visitor counted decides; every other amount follows in
 * kitchen units. Recipes at most double: a whole fridge is not a banquet.
 */
export function fitToPortions(draft: Draft, visitor: readonly VisitorItem[]): void {
  for (const v of visitor) {
    if (!v.id || !draft.used.has(v.index)) continue;
    const category = INGREDIENTS[v.id].category;
    if (category !== 'protein' && category !== 'seafood') continue;
    const count = typedCount(v.text);
    if (count === null) continue;
    const line = draft.lines.find((l) => l.id === v.id && l.unit === '');
    if (!line || line.qty === count) return;
    const serves = Math.min(
      draft.serves * 2,
      Math.max(1, Math.round((draft.serves * count) / line.qty)),
    );
    const factor = serves / draft.serves;
    for (const l of draft.lines) {
      if (l === line || l.unit === 'taste') continue;
      l.qty = roundQuantity(l.qty * factor, l.unit);
    }
    line.qty = count;
    draft.serves = serves;
    draft.steps = draft.steps.map((step) => scaleAmounts(step, factor));
    return;
  }
}

/**
 * Fits the recipe to the number the visitor asked to feed: every amount follows in kitchen units,
 * and the amounts the steps name with them. A piece is never cut below half (half an onion), and
 * an egg never below one.
 */
export function scaleToServings(draft: Draft, servings: number): void {
  const factor = servings / draft.serves;
  draft.serves = servings;
  if (factor === 1) return;
  for (const l of draft.lines) {
    if (l.unit === 'taste') continue;
    const qty = roundQuantity(l.qty * factor, l.unit);
    l.qty = l.unit === '' && INGREDIENTS[l.id].category === 'egg' ? Math.max(1, qty) : qty;
  }
  draft.steps = draft.steps.map((step) => scaleAmounts(step, factor));
}

/** An amount written in a step: "100 ml", "1½ tbsp", "2 tsp". Times, sizes and heats are not. */
const STEP_AMOUNT = /(\d+(?:\.\d+)?)?([½¼¾⅓⅔])?\s?(g|ml|tbsp|tsp)\b/g;

/**
 * The amounts a step names ("Mix 100 ml of the coconut milk with 1 tbsp of the fish sauce"),
 * scaled with the ingredient list so the two agree.
 */
export function scaleAmounts(step: string, factor: number): string {
  return step.replace(
    STEP_AMOUNT,
    (all, whole: string | undefined, glyph: string | undefined, unit: Unit) => {
      if (whole === undefined && glyph === undefined) return all;
      const qty = (whole ? Number(whole) : 0) + (glyph ? glyphValue(glyph) : 0);
      // a spoonful of oil to fry in is a spoonful whatever the pan holds
      const least = unit === 'tbsp' ? Math.min(qty, 1) : 0;
      return `${formatQuantity(Math.max(roundQuantity(qty * factor, unit), least))} ${unit}`;
    },
  );
}
