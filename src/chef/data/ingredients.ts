import type { IngredientSpec } from '../types';
import { AMERICAS_INGREDIENTS } from './lexicon/americas';
import { CORE_INGREDIENTS } from './lexicon/core';
import { EAST_ASIA_INGREDIENTS } from './lexicon/east-asia';
import { EUROPE_INGREDIENTS } from './lexicon/europe';
import { FREE_FROM_INGREDIENTS } from './lexicon/free-from';
import { MEDITERRANEAN_INGREDIENTS } from './lexicon/mediterranean';
import { PREPARED_INGREDIENTS } from './lexicon/prepared';
import { SOUTH_ASIA_MIDDLE_EAST_AFRICA_INGREDIENTS } from './lexicon/south-asia-middle-east-africa';
import { SWEET_INGREDIENTS } from './lexicon/sweet';

/**
 * The parts of the lexicon, by kind and region. An id must be defined in one part only: the data
 * test compares the parts' sizes with the merged lexicon's.
 */
export const LEXICON_PARTS = {
  core: CORE_INGREDIENTS,
  prepared: PREPARED_INGREDIENTS,
  mediterranean: MEDITERRANEAN_INGREDIENTS,
  europe: EUROPE_INGREDIENTS,
  americas: AMERICAS_INGREDIENTS,
  'south-asia-middle-east-africa': SOUTH_ASIA_MIDDLE_EAST_AFRICA_INGREDIENTS,
  'east-asia': EAST_ASIA_INGREDIENTS,
  sweet: SWEET_INGREDIENTS,
  'free-from': FREE_FROM_INGREDIENTS,
} as const;

/**
 * The chef's ingredient lexicon. Quantities are sensible defaults for four servings when the
 * ingredient is a main part of a dish. Keys are the ids dishes refer to.
 */
export const INGREDIENTS = {
  ...CORE_INGREDIENTS,
  ...PREPARED_INGREDIENTS,
  ...MEDITERRANEAN_INGREDIENTS,
  ...EUROPE_INGREDIENTS,
  ...AMERICAS_INGREDIENTS,
  ...SOUTH_ASIA_MIDDLE_EAST_AFRICA_INGREDIENTS,
  ...EAST_ASIA_INGREDIENTS,
  ...SWEET_INGREDIENTS,
  ...FREE_FROM_INGREDIENTS,
} satisfies Record<string, IngredientSpec>;

export type IngredientId = keyof typeof INGREDIENTS;

export const INGREDIENT_IDS = Object.keys(INGREDIENTS) as IngredientId[];

export function ingredient(id: IngredientId): IngredientSpec {
  return INGREDIENTS[id];
}
