import type { DishSpec } from '../dish-types';

export const JEWISH_DISHES: readonly DishSpec[] = [];
