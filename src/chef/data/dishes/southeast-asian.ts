import type { DishSpec } from '../dish-types';

export const SOUTHEAST_ASIAN_DISHES: readonly DishSpec[] = [];
