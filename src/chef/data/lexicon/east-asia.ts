import type { IngredientSpec } from '../../types';

/** Ingredients particular to Chinese, Japanese, Korean, Vietnamese, Thai and Southeast Asian cooking. Shared, everyday ingredients live in `core.ts`. */
export const EAST_ASIA_INGREDIENTS = {} satisfies Record<string, IngredientSpec>;
