import { AFRICAN_DISHES } from './dishes/african';
import { AMERICAN_DISHES } from './dishes/american';
import { BAKING_DISHES } from './dishes/baking';
import { BREAKFAST_DISHES } from './dishes/breakfast';
import { BRITISH_DISHES } from './dishes/british';
import { CARIBBEAN_DISHES } from './dishes/caribbean';
import { CHINESE_DISHES } from './dishes/chinese';
import { DESSERT_DISHES } from './dishes/desserts';
import { DRINKS_DISHES } from './dishes/drinks';
import { EASTERN_EUROPEAN_DISHES } from './dishes/eastern-european';
import { FRENCH_DISHES } from './dishes/french';
import { GERMAN_DISHES } from './dishes/german';
import { GREEK_DISHES } from './dishes/greek';
import { INDIAN_DISHES } from './dishes/indian';
import { INTERNATIONAL_DISHES } from './dishes/international';
import { IRISH_DISHES } from './dishes/irish';
import { ITALIAN_DISHES } from './dishes/italian';
import { JAPANESE_DISHES } from './dishes/japanese';
import { JEWISH_DISHES } from './dishes/jewish';
import { KOREAN_DISHES } from './dishes/korean';
import { LATIN_AMERICAN_DISHES } from './dishes/latin-american';
import { MEXICAN_DISHES } from './dishes/mexican';
import { MIDDLE_EASTERN_DISHES } from './dishes/middle-eastern';
import { NORDIC_DISHES } from './dishes/nordic';
import { NORTH_AFRICAN_DISHES } from './dishes/north-african';
import { PERSIAN_DISHES } from './dishes/persian';
import { PORTUGUESE_DISHES } from './dishes/portuguese';
import { SOUTHEAST_ASIAN_DISHES } from './dishes/southeast-asian';
import { SPANISH_DISHES } from './dishes/spanish';
import { THAI_DISHES } from './dishes/thai';
import { TURKISH_DISHES } from './dishes/turkish';
import { VIETNAMESE_DISHES } from './dishes/vietnamese';
import type { DishSpec } from './dish-types';

export type { DishIngredient, DishSpec } from './dish-types';

/** The knowledge base by file: one per cuisine for savoury dishes, one per course for breakfasts,
 * baking, desserts and drinks. */
export const DISH_FILES = {
  african: AFRICAN_DISHES,
  american: AMERICAN_DISHES,
  baking: BAKING_DISHES,
  breakfast: BREAKFAST_DISHES,
  british: BRITISH_DISHES,
  caribbean: CARIBBEAN_DISHES,
  chinese: CHINESE_DISHES,
  desserts: DESSERT_DISHES,
  drinks: DRINKS_DISHES,
  'eastern-european': EASTERN_EUROPEAN_DISHES,
  french: FRENCH_DISHES,
  german: GERMAN_DISHES,
  greek: GREEK_DISHES,
  indian: INDIAN_DISHES,
  international: INTERNATIONAL_DISHES,
  irish: IRISH_DISHES,
  italian: ITALIAN_DISHES,
  japanese: JAPANESE_DISHES,
  jewish: JEWISH_DISHES,
  korean: KOREAN_DISHES,
  'latin-american': LATIN_AMERICAN_DISHES,
  mexican: MEXICAN_DISHES,
  'middle-eastern': MIDDLE_EASTERN_DISHES,
  nordic: NORDIC_DISHES,
  'north-african': NORTH_AFRICAN_DISHES,
  persian: PERSIAN_DISHES,
  portuguese: PORTUGUESE_DISHES,
  'southeast-asian': SOUTHEAST_ASIAN_DISHES,
  spanish: SPANISH_DISHES,
  thai: THAI_DISHES,
  turkish: TURKISH_DISHES,
  vietnamese: VIETNAMESE_DISHES,
} as const satisfies Record<string, readonly DishSpec[]>;

/** Every dish in the knowledge base. */
export const DISHES: readonly DishSpec[] = Object.values(DISH_FILES).flat();
