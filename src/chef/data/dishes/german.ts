import type { DishSpec } from '../dish-types';

export const GERMAN_DISHES: readonly DishSpec[] = [];
