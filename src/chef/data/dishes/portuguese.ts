import type { DishSpec } from '../dish-types';

export const PORTUGUESE_DISHES: readonly DishSpec[] = [];
