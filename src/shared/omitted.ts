import { MIN_INGREDIENTS_FOR_RECIPE } from './ingredients';
import type { OmittedIngredient } from './recipe-api';

/** What the visitor reads about the things on the list that are not food: which, and why. */
export function omittedMessage(omitted: readonly OmittedIngredient[]): string {
  const items = omitted.map(({ ingredient, reason }) => `${ingredient} (${reason})`);
  return `Left out because ${omitted.length === 1 ? 'it is' : 'they are'} not food: ${joinWords(items)}.`;
}

/** Why no recipe is asked for when too little food is left on the list. */
export function tooLittleFoodMessage(omitted: readonly OmittedIngredient[], left: number): string {
  const remaining = `${left} ${left === 1 ? 'ingredient' : 'ingredients'}`;
  return `${omittedMessage(omitted)} That leaves ${remaining}, and a recipe needs at least ${MIN_INGREDIENTS_FOR_RECIPE}. Please add more food to your list.`;
}

function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
