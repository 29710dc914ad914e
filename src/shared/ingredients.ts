/**
 * The ingredient rules of docs/rules.md, shared by the page (which shows the messages) and the
 * server (which re-checks what it is sent).
 */
export const MIN_INGREDIENT_LENGTH = 3;
/** Longest ingredient text the server accepts. */
export const MAX_INGREDIENT_LENGTH = 60;
/** A recipe needs more than 3 ingredients. */
export const MIN_INGREDIENTS_FOR_RECIPE = 4;
export const MAX_INGREDIENTS = 30;

export const INVALID_INGREDIENT_MESSAGE = 'Please input a valid ingredient!';
export const DUPLICATE_INGREDIENT_MESSAGE = 'Ingredient already exists!';
export const TOO_MANY_INGREDIENTS_MESSAGE = `That's plenty: a recipe can use at most ${MAX_INGREDIENTS} ingredients.`;
export const TOO_LONG_INGREDIENT_MESSAGE = `Please keep each ingredient under ${MAX_INGREDIENT_LENGTH + 1} characters.`;

// Control and format characters (newlines included) never belong in an ingredient, and must not
// reach a prompt where they could start a new instruction.
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}\u2028\u2029]+/gu;

/** Trims, replaces control characters and newlines with spaces and folds runs of white space. */
export function cleanIngredientText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

/** A capital first letter followed by lowercase (docs/rules.md). */
export function normaliseIngredient(text: string): string {
  const cleaned = cleanIngredientText(text);
  const first = cleaned.charAt(0);
  return first.toUpperCase() + cleaned.slice(first.length).toLowerCase();
}

export type IngredientCheck = { ok: true; ingredient: string } | { ok: false; message: string };

/** Decides whether `text` may be added to `list`, and in which spelling. */
export function checkNewIngredient(text: string, list: readonly string[]): IngredientCheck {
  const ingredient = normaliseIngredient(text);
  if (ingredient.length < MIN_INGREDIENT_LENGTH) {
    return { ok: false, message: INVALID_INGREDIENT_MESSAGE };
  }
  if (list.includes(ingredient)) return { ok: false, message: DUPLICATE_INGREDIENT_MESSAGE };
  if (ingredient.length > MAX_INGREDIENT_LENGTH) {
    return { ok: false, message: TOO_LONG_INGREDIENT_MESSAGE };
  }
  if (list.length >= MAX_INGREDIENTS) return { ok: false, message: TOO_MANY_INGREDIENTS_MESSAGE };
  return { ok: true, ingredient };
}

/** "Add 1 more ingredient to proceed..." / "Add N more ingredients to proceed...". */
export function remainingIngredientsMessage(count: number): string {
  const remaining = Math.max(0, MIN_INGREDIENTS_FOR_RECIPE - count);
  return `Add ${remaining} more ${remaining === 1 ? 'ingredient' : 'ingredients'} to proceed...`;
}
