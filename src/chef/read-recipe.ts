import type { ConstraintWarning, RecipeCheck } from '../shared/recipe-api';
import { rulesFor, type Constraints } from './constraints';
import { INGREDIENTS, type IngredientId } from './data/ingredients';
import { matchIngredient } from './lexicon';

/** Local alias: module namespace getters are slow on the hot path. */
const ING = INGREDIENTS;

const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const BOLD_HEADING = /^\s*\*\*([^*]+?):?\*\*:?\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,2}[.)])\s+(.*\S)\s*$/;

/**
 * The ingredient lines of a markdown recipe, as written (without the bullet): every list item from
 * a heading that names ingredients ("## Ingredients", "### For the sauce" under it, "**Ingredients**")
 * to the next heading that does not belong to them ("## Instructions", "## Method").
 */
export function ingredientLines(markdown: string): string[] {
  const out: string[] = [];
  let inside = false;
  let level = 0;
  for (const raw of markdown.split('\n')) {
    const heading = HEADING.exec(raw);
    const bold = heading ? null : BOLD_HEADING.exec(raw);
    if (heading || bold) {
      const text = (heading?.[1] ?? bold?.[1] ?? '').toLowerCase();
      const depth = heading ? (/^\s*(#+)/.exec(raw)?.[1]?.length ?? 1) : 7;
      if (/ingredient|shopping list|you(?:'|’)ll need/.test(text)) {
        inside = true;
        level = depth;
      } else if (
        inside &&
        (depth <= level || /instruction|method|step|direction|tip|note/.test(text))
      ) {
        inside = false;
      }
      continue;
    }
    if (!inside) continue;
    const item = LIST_ITEM.exec(raw);
    if (item?.[1]) out.push(item[1].replace(/\*\*|__/g, ''));
  }
  return out;
}

/** Notes that name another ingredient without putting it in the dish: "(in place of butter)". */
const ASIDE = /\((?:[^()]*\b(?:in place of|instead of|not|rather than|or use)\b[^()]*)\)/gi;
/** How a line lists several things: "salt and pepper", "butter or oil", "lemon juice, zest". */
const PARTS = /,|;|\/|\bor\b|\band\b|\bplus\b|\(|\)/i;

/**
 * The lexicon ingredients one written line names: the line as a whole, and each of its parts
 * ("salt and black pepper", "butter or olive oil"), each part only when the lexicon is sure of it.
 */
export function ingredientsInLine(line: string): IngredientId[] {
  const text = line.replace(ASIDE, ' ');
  const found = new Set<IngredientId>();
  const whole = matchIngredient(text);
  if (whole && whole.confidence >= 0.7) found.add(whole.id);
  const parts = text.split(PARTS);
  if (parts.length > 1) {
    for (const part of parts) {
      if (part.trim().length < 3) continue;
      const m = matchIngredient(part);
      if (m && m.confidence >= 0.85) found.add(m.id);
    }
  }
  return [...found];
}

/** Whether the visitor listed this ingredient, or one it is a kind of (chicken for chicken thighs). */
function listed(id: IngredientId, have: ReadonlySet<IngredientId>): boolean {
  if (have.has(id)) return true;
  const of = ING[id].of;
  if (of && have.has(of as IngredientId)) return true;
  for (const h of have) if (ING[h].of === id) return true;
  return false;
}

/**
 * What the server tells the visitor about a finished recipe, whoever wrote it: the shopping list
 * (`missing`: its non-pantry ingredients the visitor did not list) and every ingredient line that
 * breaks their diet or allergies. Read with the chef's lexicon, so it knows what it knows: an
 * ingredient it cannot read is neither missing nor a warning. It helps; it does not guarantee.
 */
export function checkRecipe(
  markdown: string,
  visitorIngredients: readonly string[],
  constraints: Constraints = {},
): RecipeCheck {
  const rules = rulesFor(constraints);
  const have = new Set<IngredientId>();
  for (const text of visitorIngredients) {
    const m = matchIngredient(text);
    if (m) have.add(m.id);
  }
  const missing: string[] = [];
  const warnings: ConstraintWarning[] = [];
  for (const line of ingredientLines(markdown)) {
    for (const id of ingredientsInLine(line)) {
      const spec = ING[id];
      if (!spec.pantry && !listed(id, have) && !missing.includes(spec.name))
        missing.push(spec.name);
      if (!rules.active) continue;
      for (const avoid of rules.breaks(spec)) {
        if (!warnings.some((w) => w.avoid === avoid && w.ingredient === line)) {
          warnings.push({ avoid, ingredient: line });
        }
      }
    }
  }
  return { missing, warnings };
}
