import type { DishSpec } from '../dish-types';

export const EASTERN_EUROPEAN_DISHES: readonly DishSpec[] = [];
