import type { IngredientSpec } from '../../types';

/** See ./README.md for what belongs in this part of the lexicon. */
export const SOUTH_ASIA_MIDDLE_EAST_AFRICA_INGREDIENTS = {} satisfies Record<
  string,
  IngredientSpec
>;
