import type { IngredientSpec } from '../../types';

/** Ingredients of baking, desserts, sweet breakfasts and drinks. Shared, everyday ingredients live in `core.ts`. */
export const SWEET_INGREDIENTS = {} satisfies Record<string, IngredientSpec>;
