import type { DishSpec } from '../dish-types';

export const AFRICAN_DISHES: readonly DishSpec[] = [];
