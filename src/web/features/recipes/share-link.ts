import type { RecipeOptions } from './recipe-state';

/** The keys a share link writes (read-share-link.ts reads them back). */
export const SHARE_KEYS = ['i', 'diet', 'avoid', 'servings'] as const;

/**
 * A link that rebuilds the ingredient list and the options on another screen:
 * `?i=Tomato&i=Basil&diet=vegan&avoid=milk&servings=2` on the page's own address.
 */
export function shareLink(
  pageUrl: string,
  ingredients: readonly string[],
  { diet, avoid, servings }: RecipeOptions,
): string {
  const params = new URLSearchParams();
  for (const ingredient of ingredients) params.append('i', ingredient);
  if (diet) params.set('diet', diet);
  for (const allergen of avoid) params.append('avoid', allergen);
  if (servings !== undefined) params.set('servings', String(servings));
  const url = new URL(pageUrl);
  url.search = params.toString();
  url.hash = '';
  return url.href;
}
