import type { IngredientSpec } from '../../types';

/** See ./README.md for what belongs in this part of the lexicon. */
export const SWEET_INGREDIENTS = {} satisfies Record<string, IngredientSpec>;
