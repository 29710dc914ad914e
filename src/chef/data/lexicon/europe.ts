import type { IngredientSpec } from '../../types';

/** Ingredients particular to French, British, Irish, German, Eastern European, Nordic and Jewish cooking. Shared, everyday ingredients live in `core.ts`. */
export const EUROPE_INGREDIENTS = {} satisfies Record<string, IngredientSpec>;
