import type { ErrorCode } from '../../shared/recipe-api';

/**
 * What can go wrong with a recipe provider, one class per cause, each mapped to one HTTP status
 * and one message a visitor can act on. Details for the operator go to the log, never the client.
 */
export abstract class ProviderError extends Error {
  abstract readonly code: ErrorCode;
  abstract readonly status: number;
  /** Shown to the visitor as it is. */
  abstract readonly userMessage: string;
  /** Seconds after which asking again makes sense, when known. */
  retryAfterSeconds: number | undefined;
}

export class ProviderAuthError extends ProviderError {
  override name = 'ProviderAuthError';
  readonly code = 'provider_misconfigured';
  readonly status = 502;
  readonly userMessage =
    'The recipe service is misconfigured, so no recipe can be made right now. Please let the site operator know.';
}

/** The provider does not know the model, or the base URL points at something else. */
export class ProviderModelError extends ProviderAuthError {
  override name = 'ProviderModelError';
}

/** The account's credits or quota are used up: waiting will not help, paying will. */
export class ProviderQuotaError extends ProviderError {
  override name = 'ProviderQuotaError';
  readonly code = 'provider_quota';
  readonly status = 502;
  readonly userMessage =
    'The recipe service has used up its credits for now, so no recipe can be made. Please let the site operator know.';
}

/** The provider refused this request as too big for the model (or otherwise malformed). */
export class ProviderBadRequestError extends ProviderError {
  override name = 'ProviderBadRequestError';
  readonly code = 'provider_bad_request';
  readonly status = 502;
  readonly userMessage =
    'The recipe service could not take this request. Try a shorter list of ingredients; if it keeps happening, please let the site operator know.';
}

export class ProviderRateLimitError extends ProviderError {
  override name = 'ProviderRateLimitError';
  readonly code = 'provider_rate_limited';
  readonly status = 502;
  get userMessage(): string {
    return this.retryAfterSeconds
      ? `The recipe service is busy. Please try again in ${this.retryAfterSeconds} seconds.`
      : 'The recipe service is busy. Please try again shortly.';
  }
}

export class ProviderUnavailableError extends ProviderError {
  override name = 'ProviderUnavailableError';
  readonly code = 'provider_unavailable';
  readonly status = 502;
  readonly userMessage =
    'The recipe service is unavailable right now. Please try again in a moment.';
}

export class ProviderTimeoutError extends ProviderError {
  override name = 'ProviderTimeoutError';
  readonly code = 'provider_timeout';
  readonly status = 504;
  readonly userMessage = 'The recipe service took too long to answer. Please try again.';
}

export class ProviderBadReplyError extends ProviderError {
  override name = 'ProviderBadReplyError';
  readonly code = 'provider_bad_reply';
  readonly status = 502;
  readonly userMessage = 'The recipe service sent back a reply we could not use. Please try again.';
}

/** A reasoning model spent its whole answer thinking and never wrote the recipe. */
export class ProviderThinkingOnlyError extends ProviderError {
  override name = 'ProviderThinkingOnlyError';
  readonly code = 'provider_bad_reply';
  readonly status = 502;
  readonly userMessage =
    'The chef spent all its time thinking and never wrote the recipe down. Please try again.';
}

/** The stream ended before the provider said it was finished. */
export class ProviderCutOffError extends ProviderError {
  override name = 'ProviderCutOffError';
  readonly code = 'provider_unavailable';
  readonly status = 502;
  readonly userMessage =
    'The recipe was cut off before it was finished. What arrived is shown; please try again for the whole recipe.';
}
