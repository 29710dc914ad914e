import type { DishSpec } from '../dish-types';

export const TURKISH_DISHES: readonly DishSpec[] = [];
