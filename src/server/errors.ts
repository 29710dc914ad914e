import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { RECIPE_PATH, type ErrorBody, type ErrorCode } from '../shared/recipe-api';
import { ProviderError } from './providers/errors';

/**
 * An answer the API gives on purpose: its status, code and message (shown to the client as it is).
 * Routes and hooks throw these; `handleError` turns every error into the one reply shape.
 */
export class RequestError extends Error {
  override name = 'RequestError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export class RateLimitedError extends RequestError {
  override name = 'RateLimitedError';
  constructor(waitSeconds: number) {
    super(
      429,
      'rate_limited',
      `Too many recipe requests. Please try again in ${waitSeconds} seconds.`,
    );
  }
}

export class NotFoundError extends RequestError {
  override name = 'NotFoundError';
  constructor(method: string, url: string) {
    super(404, 'not_found', `Nothing at ${method} ${url.split('?')[0]}.`);
  }
}

/** A request body we cannot read; its message is shown to the client as it is. */
export class BadBodyError extends Error {
  override name = 'BadBodyError';
  readonly statusCode = 400;
}

/** What Fastify's own client errors mean, in words a client can act on. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the ingredients as JSON (Content-Type: application/json).',
};

/**
 * The one error handler: client mistakes get a clear 4xx in the documented shape, provider failures
 * their own status and message, anything else is logged with the request context and answered
 * with a bare 500, never a stack trace.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RequestError) {
    return send(reply, error.statusCode, error.code, error.message);
  }
  if (error instanceof ProviderError) {
    if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    return send(reply, error.status, error.code, error.userMessage);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      error instanceof BadBodyError
        ? error.message
        : (validationMessage(error) ??
          CLIENT_ERROR_MESSAGES[error.code] ??
          'The request is not valid.');
    const code: ErrorCode =
      status === 404
        ? 'not_found'
        : request.url.startsWith(RECIPE_PATH)
          ? 'invalid_ingredients'
          : 'bad_request';
    return send(reply, status, code, message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, 'internal', 'Something went wrong on our side. Please try again.');
}

/** The first thing the route's zod schema found wrong, and where: "send at least 4 ingredients". */
function validationMessage(error: unknown): string | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const [issue] = error.validation;
  if (!issue) return undefined;
  const path = issue.instancePath.split('/').filter(Boolean);
  return `${issue.message}${path.length > 0 ? ` (at ${path.join('.')})` : ''}`;
}

function send(reply: FastifyReply, status: number, code: ErrorCode, message: string) {
  const body: ErrorBody = { error: { code, message } };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
