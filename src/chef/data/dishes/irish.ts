import type { DishSpec } from '../dish-types';

export const IRISH_DISHES: readonly DishSpec[] = [];
