import { z } from 'zod';
import {
  MAX_INGREDIENTS,
  MAX_INGREDIENT_LENGTH,
  MIN_INGREDIENTS_FOR_RECIPE,
  MIN_INGREDIENT_LENGTH,
  cleanIngredientText,
} from './ingredients';
import type { RecipeRequest } from './recipe-api';

/** The server's parser for `POST /api/recipe` bodies; the page never imports this (it pulls in zod). */
export const ingredientSchema = z
  .string({ error: 'each ingredient must be a string' })
  .transform(cleanIngredientText)
  .pipe(
    z
      .string()
      .min(
        MIN_INGREDIENT_LENGTH,
        `each ingredient must be at least ${MIN_INGREDIENT_LENGTH} characters`,
      )
      .max(
        MAX_INGREDIENT_LENGTH,
        `each ingredient must be at most ${MAX_INGREDIENT_LENGTH} characters`,
      ),
  );

export const recipeRequestSchema = z.strictObject(
  {
    ingredients: z
      .array(ingredientSchema, { error: '"ingredients" must be an array of strings' })
      .min(MIN_INGREDIENTS_FOR_RECIPE, `send at least ${MIN_INGREDIENTS_FOR_RECIPE} ingredients`)
      .max(MAX_INGREDIENTS, `send at most ${MAX_INGREDIENTS} ingredients`),
    /** How many times this list has been asked for before: lets the offline chef vary its answer. */
    attempt: z.int().min(0).max(1000).optional(),
  },
  { error: 'the body must be a JSON object with an "ingredients" array' },
  // What it parses must be the request type the page sends.
) satisfies z.ZodType<RecipeRequest>;
