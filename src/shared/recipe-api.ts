/**
 * The HTTP contract of `POST /api/recipe` and `GET /api/health` (DESIGN.md): paths and types only,
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

export interface RecipeResponse {
  recipe: string;
  provider: ProviderName;
  model: string;
  /** Set when the reply was cut at the size cap. */
  truncated?: boolean;
}

export type ErrorCode =
  | 'invalid_ingredients'
  | 'rate_limited'
  | 'provider_not_configured'
  | 'provider_misconfigured'
  | 'provider_rate_limited'
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

/** Server-sent events of the streaming mode. */
export type RecipeEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { provider: ProviderName; model: string; truncated?: boolean } }
  | { event: 'error'; data: ApiError };

export interface HealthResponse {
  status: 'ok';
  provider: ProviderName;
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
