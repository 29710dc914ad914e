import type { DishSpec } from '../dish-types';

export const LATIN_AMERICAN_DISHES: readonly DishSpec[] = [];
