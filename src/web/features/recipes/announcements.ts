import { MIN_INGREDIENTS_FOR_RECIPE } from '../../../shared/ingredients';
import { CONSTRAINT_LABELS, type ConstraintWarning } from '../../../shared/recipe-api';

/**
 * What the recipe page's one polite status region says after each change, so a visitor who cannot
 * see the screen hears what happened and where that leaves them. Validation and request failures
 * are not here: they are alerts next to what failed (the input, the recipe area).
 */
export const LOADING_MESSAGE = 'Loading AI Recommended Recipe...';
export const BUSY_MESSAGE = 'Please wait for your recipe before adding more ingredients.';

function whereThatLeavesYou(count: number): string {
  const remaining = MIN_INGREDIENTS_FOR_RECIPE - count;
  if (count === 0) return 'the list is empty';
  if (remaining > 0) return `${remaining} more needed`;
  if (remaining === 0) return 'you can get a recipe now';
  return `${count} ingredients`;
}

/** "Tomato added; 1 more needed", "Pasta added; you can get a recipe now". */
export function addedMessage(ingredient: string, count: number, recipeCleared: boolean): string {
  const parts = [`${ingredient} added`];
  if (recipeCleared) parts.push('the recipe was cleared');
  parts.push(whereThatLeavesYou(count));
  return parts.join('; ');
}

/** "Onion removed; the recipe was cleared; 3 more needed". */
export function removedMessage(ingredient: string, count: number, recipeCleared: boolean): string {
  const parts = [`${ingredient} removed`];
  if (recipeCleared) parts.push('the recipe was cleared');
  parts.push(whereThatLeavesYou(count));
  return parts.join('; ');
}

/** Said once the rendered recipe is on the page, never while raw text could be showing. */
export function readyMessage(title: string | undefined, cutShort: boolean): string {
  const trimmed = title?.trim().replace(/[.!?:]+$/, '');
  const ready = trimmed ? `Your recipe is ready: ${trimmed}.` : 'Your recipe is ready.';
  return cutShort ? `${ready} It was cut short: the end of the recipe is missing.` : ready;
}

/** Said when a change of diet, allergens or servings takes the recipe off the page. */
export const OPTIONS_CLEARED_MESSAGE = 'Options changed; the recipe was cleared';

/** "Shared list loaded; you can get a recipe now". */
export function sharedListMessage(count: number): string {
  return `Shared list loaded; ${whereThatLeavesYou(count)}`;
}

export const RECIPE_COPIED = 'Recipe copied';
export const SHOPPING_LIST_COPIED = 'Shopping list copied';
export const LINK_COPIED = 'Link copied';
export const COPY_FAILED = 'Could not copy: the browser did not allow it.';

/** "Check before cooking: 50 g butter (Milk); 1 tbsp soy sauce (Gluten)". */
export function warningsMessage(warnings: readonly ConstraintWarning[]): string {
  const items = warnings.map(
    ({ ingredient, avoid }) => `${ingredient} (${CONSTRAINT_LABELS[avoid]})`,
  );
  return `Check before cooking: ${items.join('; ')}`;
}
