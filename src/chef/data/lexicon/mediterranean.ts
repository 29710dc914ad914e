import type { IngredientSpec } from '../../types';

/** See ./README.md for what belongs in this part of the lexicon. */
export const MEDITERRANEAN_INGREDIENTS = {} satisfies Record<string, IngredientSpec>;
