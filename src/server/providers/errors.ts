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

export class ProviderNotConfiguredError extends ProviderError {
  override name = 'ProviderNotConfiguredError';
  readonly code = 'provider_not_configured';
  readonly status = 503;
  readonly userMessage =
    'No recipe service is configured. Set CHAT_API_KEY (and optionally CHAT_API_BASE_URL and CHAT_MODEL) on the server, then restart it.';
}

export class ProviderAuthError extends ProviderError {
  override name = 'ProviderAuthError';
  readonly code = 'provider_misconfigured';
  readonly status = 502;
  readonly userMessage =
    'The recipe service is misconfigured, so no recipe can be made right now. Please let the site operator know.';
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

/** The stream ended before the provider said it was finished. */
export class ProviderCutOffError extends ProviderError {
  override name = 'ProviderCutOffError';
  readonly code = 'provider_unavailable';
  readonly status = 502;
  readonly userMessage =
    'The recipe was cut off before it was finished. What arrived is shown; please try again for the whole recipe.';
}
