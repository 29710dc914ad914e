import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RECIPE_PATH, type RecipeResponse } from '../../shared/recipe-api';
import { recipeRequestSchema } from '../../shared/recipe-schema';
import { formatSse } from '../../shared/sse';
import { ProviderError } from '../providers/errors';
import { sendError } from '../errors';

/** Replies longer than this are cut (and marked truncated): no recipe needs more. */
export const MAX_RECIPE_CHARS = 16_000;

export default async function recipeRoutes(app: FastifyInstance) {
  app.post(
    RECIPE_PATH,
    {
      config: {
        rateLimit: {
          max: app.config.rateLimitPerMinute,
          timeWindow: 60_000,
        },
      },
    },
    async (request, reply) => {
      const parsed = recipeRequestSchema.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue && issue.path.length > 0 ? ` (at ${issue.path.join('.')})` : '';
        return sendError(
          reply,
          400,
          'invalid_ingredients',
          `${issue?.message ?? 'invalid request'}${where}`,
        );
      }
      const wantsStream = (request.headers.accept ?? '').includes('text/event-stream');
      const controller = new AbortController();
      // The client going away cancels the provider's work (and so the upstream request).
      const onClose = () => {
        if (!reply.raw.writableFinished) controller.abort(new Error('client disconnected'));
      };
      reply.raw.on('close', onClose);
      const pieces = app.recipeProvider.generate({
        ingredients: parsed.data.ingredients,
        attempt: parsed.data.attempt ?? 0,
        stream: wantsStream,
        signal: controller.signal,
      });
      try {
        return wantsStream
          ? await streamRecipe(request, reply, pieces, controller)
          : await collectRecipe(reply, pieces, controller);
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  );
}

/**
 * The provider's pieces, cut off at MAX_RECIPE_CHARS: one cap for both reply modes. When it cuts,
 * it stops the provider and sets `cap.truncated`.
 */
function capped(pieces: AsyncIterable<string>, controller: AbortController) {
  const cap = { truncated: false };
  async function* run() {
    let length = 0;
    for await (const piece of pieces) {
      const room = MAX_RECIPE_CHARS - length;
      if (piece.length > room) {
        if (room > 0) yield piece.slice(0, room);
        cap.truncated = true;
        controller.abort(new Error('reply too long'));
        return;
      }
      length += piece.length;
      yield piece;
    }
  }
  return { pieces: run(), cap };
}

/** Who wrote the recipe, for the JSON body and the `done` event alike. */
function origin(reply: FastifyReply, truncated: boolean) {
  const { name, model } = reply.server.recipeProvider;
  return truncated ? { provider: name, model, truncated: true } : { provider: name, model };
}

async function collectRecipe(
  reply: FastifyReply,
  pieces: AsyncIterable<string>,
  controller: AbortController,
) {
  const { pieces: kept, cap } = capped(pieces, controller);
  let recipe = '';
  try {
    for await (const piece of kept) recipe += piece;
  } catch (error) {
    return sendProviderError(reply, error);
  }
  const body: RecipeResponse = { recipe, ...origin(reply, cap.truncated) };
  return reply.send(body);
}

async function streamRecipe(
  request: FastifyRequest,
  reply: FastifyReply,
  pieces: AsyncIterable<string>,
  controller: AbortController,
) {
  const { pieces: kept, cap } = capped(pieces, controller);
  const iterator = kept[Symbol.asyncIterator]();
  // Wait for the first piece before committing to a stream, so that a provider failing up front
  // still gets a plain HTTP error status.
  let first: IteratorResult<string>;
  try {
    first = await iterator.next();
  } catch (error) {
    return sendProviderError(reply, error);
  }

  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  try {
    for (let next = first; !next.done && !raw.destroyed; next = await iterator.next()) {
      if (next.value) raw.write(formatSse('delta', { text: next.value }));
    }
    raw.end(formatSse('done', origin(reply, cap.truncated)));
  } catch (error) {
    if (raw.destroyed) return;
    const failure = error instanceof ProviderError ? error : undefined;
    if (!failure) request.log.error({ err: error }, 'recipe stream failed');
    raw.end(
      formatSse('error', {
        code: failure?.code ?? 'internal',
        message: failure?.userMessage ?? 'Something went wrong while writing the recipe.',
      }),
    );
  }
}

function sendProviderError(reply: FastifyReply, error: unknown) {
  if (!(error instanceof ProviderError)) throw error;
  if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
  return sendError(reply, error.status, error.code, error.userMessage);
}
