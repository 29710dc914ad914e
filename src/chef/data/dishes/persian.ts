import type { DishSpec } from '../dish-types';

export const PERSIAN_DISHES: readonly DishSpec[] = [];
