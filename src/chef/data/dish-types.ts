import type { Course, Cuisine, Role, Unit } from '../types';
import type { IngredientId } from './ingredients';

/** `[ingredient id, quantity, unit, role]` for four servings (or as `serves` says). */
export type DishIngredient = readonly [IngredientId, number, Unit, Role];

/**
 * A dish the chef knows. Steps refer to ingredients as `{id}` (rendered with the name of what the
 * visitor actually has) and `{safe:id}` (the safe-cooking clause for that ingredient, "until ...") or `{done:id}` (the safe
 * state alone, to follow "is"/"are": "the chicken is {done:chicken_thigh}"). A part of a
 * step in `[square brackets]` is dropped when an ingredient it mentions is left out; ingredients
 * mentioned only inside brackets are optional (garnishes always are).
 */
export interface DishSpec {
  readonly title: string;
  /** One line on what it is. */
  readonly blurb: string;
  readonly cuisine: Cuisine;
  readonly course: Course;
  readonly taste: 'sweet' | 'savoury';
  readonly serves: number;
  /** minutes */
  readonly prep: number;
  /** minutes */
  readonly cook: number;
  readonly ingredients: readonly DishIngredient[];
  readonly steps: readonly string[];
  /** Index of the step where a visitor's extra vegetables (or fruit, for sweet dishes) can go. */
  readonly open?: number;
}
