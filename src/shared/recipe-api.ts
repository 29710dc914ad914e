/**
 * The HTTP contract of `POST /api/recipe` and `GET /api/health` (docs/rules.md): paths and types only,
 * so the page can use them without shipping the validation library (see recipe-schema.ts).
 */
export const RECIPE_PATH = '/api/recipe';
export const HEALTH_PATH = '/api/health';

/** Diets a visitor can ask the cook to keep to. */
export const DIETS = ['vegetarian', 'vegan', 'pescatarian'] as const;
export type Diet = (typeof DIETS)[number];

/** The fourteen allergens EU law requires labelled (Regulation 1169/2011, Annex II). */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'tree-nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** How a diet or an allergen reads in the page and in warnings. */
export const CONSTRAINT_LABELS: Readonly<Record<Diet | Allergen, string>> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  pescatarian: 'Pescatarian',
  gluten: 'Gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  peanuts: 'Peanuts',
  soy: 'Soy',
  milk: 'Milk',
  'tree-nuts': 'Tree nuts',
  celery: 'Celery',
  mustard: 'Mustard',
  sesame: 'Sesame',
  sulphites: 'Sulphites',
  lupin: 'Lupin',
  molluscs: 'Molluscs',
};

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 12;

export interface RecipeRequest {
  ingredients: string[];
  /** How many times this list has been asked for before: lets the offline chef vary its answer. */
  attempt?: number;
  /** How many people the recipe feeds, 1 to 12; the cook's own choice when absent. */
  servings?: number;
  diet?: Diet;
  /** Allergens the recipe must not contain. */
  avoid?: Allergen[];
}

/** Something in a finished recipe that breaks the visitor's diet or one of their allergens. */
export interface ConstraintWarning {
  /** the allergen or the diet it breaks */
  avoid: Allergen | Diet;
  /** the recipe's ingredient line that breaks it, as written */
  ingredient: string;
}

/** What the server read in the finished recipe, against the visitor's list and constraints. */
export interface RecipeCheck {
  /** the recipe's non-pantry ingredients the visitor did not list: a shopping list */
  missing: string[];
  warnings: ConstraintWarning[];
}

export type ProviderName = 'builtin' | 'chat';

/** Why a provider stopped before the recipe was finished (set by the provider itself). */
export type ProviderStopReason = 'length' | 'content_filter';

/**
 * Why a recipe is incomplete: the model ran out of tokens (`length`), its provider's content
 * filter stopped it (`content_filter`), or it passed our own size cap (`max_chars`).
 */
export type StopReason = ProviderStopReason | 'max_chars';

/** An ingredient that is not food (bleach, batteries, ...), left out of the request to the cook. */
export interface OmittedIngredient {
  ingredient: string;
  /** Why, in words the visitor reads: "a cleaning product", "a medicine", ... */
  reason: string;
}

/**
 * Who wrote the recipe and whether it is whole: the JSON body's extras and the `done` event, with
 * what the server read in it (`missing`, `warnings`).
 */
export interface RecipeOrigin extends RecipeCheck {
  provider: ProviderName;
  model: string;
  /** Set (with `stopReason`) when the recipe was cut short. */
  truncated?: true;
  stopReason?: StopReason;
}

export interface RecipeResponse extends RecipeOrigin {
  recipe: string;
  /** Things on the list that are not food and were not sent to the cook. */
  omitted?: OmittedIngredient[];
}

export type ErrorCode =
  | 'invalid_ingredients'
  | 'rate_limited'
  | 'provider_misconfigured'
  | 'provider_rate_limited'
  | 'provider_quota'
  | 'provider_bad_request'
  | 'inedible_ingredients'
  | 'provider_unavailable'
  | 'provider_timeout'
  | 'provider_bad_reply'
  | 'bad_request'
  | 'not_found'
  | 'internal';

export interface ApiError {
  code: ErrorCode;
  message: string;
}
export interface ErrorBody {
  error: ApiError;
}

/**
 * Where the recipe rate limit is counted: in this process (`memory`, no REDIS_URL), or in the
 * shared Redis, reachable (`redis-ok`) or not (`redis-down`: limits are off until it is back).
 */
export type RateLimitStoreState = 'memory' | 'redis-ok' | 'redis-down';

export interface HealthResponse {
  status: 'ok';
  provider: ProviderName;
  rateLimitStore: RateLimitStoreState;
}

/** Reads our error shape from any parsed JSON body, or undefined when it is something else. */
export function readErrorBody(body: unknown): ApiError | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  return { code: code as ErrorCode, message };
}
