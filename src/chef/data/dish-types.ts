import type { Course, Cuisine, Role, Unit } from '../types';
import type { IngredientId } from './ingredients';

/**
 * `[ingredient id, quantity, unit, role, note]` for the dish's servings. The note is how the
 * ingredient is prepared in its line ("finely chopped", "cut into 3 cm chunks").
 */
export type DishIngredient =
  readonly [IngredientId, number, Unit, Role] | readonly [IngredientId, number, Unit, Role, string];

/**
 * A dish the chef knows, written as a cookbook would write it.
 *
 * Text refers to ingredients only through placeholders, so that a stand-in (the visitor's bacon
 * for the dish's pancetta, green lentils for red) reads correctly everywhere:
 * - `{id}`: the ingredient's name as its line counts it ("the onions", "the spinach");
 * - `{one:id}`: the singular name ("the egg mixture", "lemon juice");
 * - `{safe:id}`: the safe-cooking clause ("until the centre reaches 74 °C / 165 °F ...");
 * - `{done:id}`: the safe state alone, after "is/are" ("until the chicken is {done:chicken_thigh}").
 * In `title`, `{id}` is the name in Title Case, singular ("{red_lentil} Dal" → "Red Lentil Dal").
 *
 * A part of a step in `[square brackets]` is dropped when an ingredient it mentions is left out;
 * ingredients mentioned only inside brackets are optional (garnishes always are).
 */
export interface DishSpec {
  readonly title: string;
  /** One line on what it is; may use `{id}` placeholders. */
  readonly blurb: string;
  readonly cuisine: Cuisine;
  readonly course: Course;
  readonly taste: 'sweet' | 'savoury';
  readonly serves: number;
  /** minutes */
  readonly prep: number;
  /** minutes, including any resting or chilling the steps ask for */
  readonly cook: number;
  /**
   * The few ingredients (2 to 4) that together call for this dish: a cook handed them would name
   * it (digestive biscuits + cream cheese: cheesecake; white fish + beer + potatoes: fish and chips).
   */
  readonly signature: readonly IngredientId[];
  readonly ingredients: readonly DishIngredient[];
  readonly steps: readonly string[];
  /** Index of the step where a visitor's extra vegetables (or fruit, for sweet dishes) can go. */
  readonly open?: number;
}
