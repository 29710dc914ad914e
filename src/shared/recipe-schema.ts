import { z } from 'zod';
import {
  MAX_INGREDIENTS,
  MAX_INGREDIENT_LENGTH,
  MIN_INGREDIENTS_FOR_RECIPE,
  MIN_INGREDIENT_LENGTH,
  cleanIngredientText,
} from './ingredients';
import {
  ALLERGENS,
  DIETS,
  MAX_SERVINGS,
  MIN_SERVINGS,
  type HealthResponse,
  type RecipeRequest,
  type RecipeResponse,
} from './recipe-api';

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
    servings: z
      .int({ error: `"servings" must be a whole number from ${MIN_SERVINGS} to ${MAX_SERVINGS}` })
      .min(
        MIN_SERVINGS,
        `"servings" must be a whole number from ${MIN_SERVINGS} to ${MAX_SERVINGS}`,
      )
      .max(
        MAX_SERVINGS,
        `"servings" must be a whole number from ${MIN_SERVINGS} to ${MAX_SERVINGS}`,
      )
      .optional(),
    diet: z.enum(DIETS, { error: `"diet" must be one of: ${DIETS.join(', ')}` }).optional(),
    avoid: z
      .array(z.enum(ALLERGENS, { error: `"avoid" may only hold: ${ALLERGENS.join(', ')}` }), {
        error: '"avoid" must be an array of allergens',
      })
      .max(ALLERGENS.length, `"avoid" may name each allergen once`)
      // the same allergen twice means it once
      .transform((list) => [...new Set(list)])
      .optional(),
  },
  { error: 'the body must be a JSON object with an "ingredients" array' },
  // What it parses must be the request type the page sends.
) satisfies z.ZodType<RecipeRequest>;

/**
 * The replies, as the server's route schemas: Fastify serializes each reply through them, so a
 * field the contract does not name never reaches a client.
 */
const stopReasonSchema = z.enum(['length', 'content_filter', 'max_chars']);
const providerNameSchema = z.enum(['builtin', 'chat']);

export const recipeResponseSchema = z.object({
  recipe: z.string(),
  provider: providerNameSchema,
  model: z.string(),
  truncated: z.literal(true).optional(),
  stopReason: stopReasonSchema.optional(),
  omitted: z.array(z.object({ ingredient: z.string(), reason: z.string() })).optional(),
  missing: z.array(z.string()),
  warnings: z.array(z.object({ avoid: z.enum([...ALLERGENS, ...DIETS]), ingredient: z.string() })),
}) satisfies z.ZodType<RecipeResponse>;

/** `code` is one of ErrorCode; the type checks it where replies are built, so here any string. */
export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  provider: providerNameSchema,
  rateLimitStore: z.enum(['memory', 'redis-ok', 'redis-down']),
}) satisfies z.ZodType<HealthResponse>;
