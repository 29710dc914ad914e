/**
 * The HTTP contract of `POST /api/recipe` and `GET /api/health` (docs/rules.md): paths and types only,
 * so the page can use them without shipping the validation library (see recipe-schema.ts).
 */
export const RECIPE_PATH = '/api/recipe';
export const HEALTH_PATH = '/api/health';

export interface RecipeRequest {
  ingredients: string[];
  /** How many times this list has been asked for before: lets the offline chef vary its answer. */
  attempt?: number;
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

/** Who wrote the recipe and whether it is whole: the JSON body's extras and the `done` event. */
export interface RecipeOrigin {
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
  | 'provider_not_configured'
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
