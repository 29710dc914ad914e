import type { IngredientSpec } from '../../types';

/** Ingredients particular to the cooking of the United States, Mexico, Latin America and the Caribbean. Shared, everyday ingredients live in `core.ts`. */
export const AMERICAS_INGREDIENTS = {} satisfies Record<string, IngredientSpec>;
