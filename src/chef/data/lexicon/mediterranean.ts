import type { IngredientSpec } from '../../types';

/** Ingredients particular to Italian, Spanish, Portuguese and Greek cooking. Shared, everyday ingredients live in `core.ts`. */
export const MEDITERRANEAN_INGREDIENTS = {} satisfies Record<string, IngredientSpec>;
