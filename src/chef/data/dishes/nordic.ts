import type { DishSpec } from '../dish-types';

export const NORDIC_DISHES: readonly DishSpec[] = [];
