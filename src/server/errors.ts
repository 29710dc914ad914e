import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { RECIPE_PATH, type ErrorBody, type ErrorCode } from '../shared/recipe-api';

/** A request body we cannot read; its message is shown to the client as it is. */
export class BadBodyError extends Error {
  override name = 'BadBodyError';
  readonly statusCode = 400;
}

export function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string) {
  const body: ErrorBody = { error: { code, message } };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** What Fastify's own client errors mean, in words a client can act on. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the ingredients as JSON (Content-Type: application/json).',
};

/**
 * The one error handler: client mistakes get a clear 4xx in the documented shape, anything else is
 * logged with the request context and answered with a bare 500, never a stack trace.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return sendError(reply, 429, 'rate_limited', error.message);
  }
  if (status >= 400 && status < 500) {
    const message =
      error instanceof BadBodyError
        ? error.message
        : (CLIENT_ERROR_MESSAGES[error.code] ?? 'The request is not valid.');
    const code: ErrorCode =
      status === 404
        ? 'not_found'
        : request.url.startsWith(RECIPE_PATH)
          ? 'invalid_ingredients'
          : 'bad_request';
    return sendError(reply, status, code, message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 500, 'internal', 'Something went wrong on our side. Please try again.');
}
