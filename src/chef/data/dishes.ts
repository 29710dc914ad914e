import { BREAKFAST_AND_DRINK_DISHES } from './dishes-breakfast-drinks';
import { EASTERN_MAIN_DISHES } from './dishes-mains-east';
import { WESTERN_MAIN_DISHES } from './dishes-mains-west';
import { SIDE_AND_SWEET_DISHES } from './dishes-sides-sweets';
import { SOUP_AND_SALAD_DISHES } from './dishes-soups-salads';
import type { DishSpec } from './dish-types';

export type { DishIngredient, DishSpec } from './dish-types';

/** Every dish in the knowledge base. */
export const DISHES: readonly DishSpec[] = [
  ...BREAKFAST_AND_DRINK_DISHES,
  ...SOUP_AND_SALAD_DISHES,
  ...WESTERN_MAIN_DISHES,
  ...EASTERN_MAIN_DISHES,
  ...SIDE_AND_SWEET_DISHES,
];
