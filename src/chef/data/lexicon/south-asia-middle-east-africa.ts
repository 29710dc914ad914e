import type { IngredientSpec } from '../../types';

/** Ingredients particular to South Asian, Middle Eastern, Turkish, Persian and African cooking. Shared, everyday ingredients live in `core.ts`. */
export const SOUTH_ASIA_MIDDLE_EAST_AFRICA_INGREDIENTS = {} satisfies Record<
  string,
  IngredientSpec
>;
