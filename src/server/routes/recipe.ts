import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MIN_INGREDIENTS_FOR_RECIPE } from '../../shared/ingredients';
import { tooLittleFoodMessage } from '../../shared/omitted';
import {
  RECIPE_PATH,
  type OmittedIngredient,
  type RecipeCheck,
  type RecipeOrigin,
  type RecipeResponse,
  type StopReason,
} from '../../shared/recipe-api';
import {
  errorBodySchema,
  recipeRequestSchema,
  recipeResponseSchema,
} from '../../shared/recipe-schema';
import { formatSse } from '../../shared/sse';
import { checkRecipe } from '../../chef/read-recipe';
import { RequestError } from '../errors';
import { screenIngredients } from '../non-food-screen';
import { ProviderError } from '../providers/errors';
import type { RecipePiece } from '../providers/provider';

/** Replies longer than this are cut (and marked truncated): no recipe needs more. */
export const MAX_RECIPE_CHARS = 16_000;

/** POST /api/recipe, answered as JSON or, for clients that accept it, as server-sent events. */
const recipeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    RECIPE_PATH,
    {
      schema: {
        body: recipeRequestSchema,
        // The streamed reply is written by hand (it is hijacked); this is the JSON one.
        response: { 200: recipeResponseSchema, '4xx': errorBodySchema, '5xx': errorBodySchema },
      },
      config: {
        rateLimit: {
          max: app.config.rateLimitPerMinute,
          timeWindow: 60_000,
        },
      },
    },
    async (request, reply) => {
      const { ingredients, attempt = 0, servings, diet, avoid } = request.body;
      const wantsStream = (request.headers.accept ?? '').includes('text/event-stream');
      // Things that are not food never reach a chat provider; the built-in chef refuses them itself
      // (and says so in its recipe).
      const { kept, omitted } =
        app.recipeProvider.name === 'chat'
          ? screenIngredients(ingredients)
          : { kept: ingredients, omitted: [] };
      if (omitted.length > 0) {
        request.log.info({ omitted: omitted.length }, 'left non-food items out of the request');
      }
      if (kept.length < MIN_INGREDIENTS_FOR_RECIPE) {
        throw new RequestError(
          422,
          'inedible_ingredients',
          tooLittleFoodMessage(omitted, kept.length),
        );
      }
      const controller = new AbortController();
      // The client going away cancels the provider's work (and so the upstream request).
      const onClose = () => {
        if (!reply.raw.writableFinished) controller.abort(new Error('client disconnected'));
      };
      reply.raw.on('close', onClose);
      const pieces = app.recipeProvider.generate({
        ingredients: kept,
        attempt,
        servings,
        diet,
        avoid,
        signal: controller.signal,
      });
      // Read once the recipe is whole: its shopping list and anything breaking the visitor's rules.
      const check = (recipe: string) => checkRecipe(recipe, kept, { diet, avoid });
      try {
        if (!wantsStream) return await collectRecipe(reply, pieces, controller, omitted, check);
        await streamRecipe(request, reply, pieces, controller, omitted, check);
        return reply;
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  );
};

export default recipeRoutes;

/** What the route passes on: text and thinking signs; a stop reason is kept aside in `Cap`. */
type Passed = Exclude<RecipePiece, { kind: 'stop' }>;

interface Cap {
  stopReason: StopReason | undefined;
}

/**
 * The provider's pieces, cut off at MAX_RECIPE_CHARS: one cap for both reply modes. When it cuts,
 * it stops the provider and records `max_chars`; a provider's own stop reason is recorded too.
 */
function capped(pieces: AsyncIterable<RecipePiece>, controller: AbortController) {
  const cap: Cap = { stopReason: undefined };
  async function* run(): AsyncIterable<Passed> {
    let length = 0;
    for await (const piece of pieces) {
      if (piece.kind === 'stop') {
        cap.stopReason = piece.reason;
        continue;
      }
      if (piece.kind === 'thinking') {
        yield piece;
        continue;
      }
      const room = MAX_RECIPE_CHARS - length;
      if (piece.text.length > room) {
        if (room > 0) yield { kind: 'text', text: piece.text.slice(0, room) };
        cap.stopReason = 'max_chars';
        controller.abort(new Error('reply too long'));
        return;
      }
      length += piece.text.length;
      yield piece;
    }
  }
  return { pieces: run(), cap };
}

type Check = (recipe: string) => RecipeCheck;

/**
 * Who wrote the recipe, whether it is whole and what the server read in it, for the JSON body and
 * the `done` event alike.
 */
function origin(reply: FastifyReply, cap: Cap, check: RecipeCheck): RecipeOrigin {
  const { name, model } = reply.server.recipeProvider;
  return cap.stopReason
    ? { provider: name, model, truncated: true, stopReason: cap.stopReason, ...check }
    : { provider: name, model, ...check };
}

/** The whole recipe as one JSON body; a provider failure is thrown to the error handler. */
async function collectRecipe(
  reply: FastifyReply,
  pieces: AsyncIterable<RecipePiece>,
  controller: AbortController,
  omitted: OmittedIngredient[],
  check: Check,
): Promise<RecipeResponse> {
  const { pieces: kept, cap } = capped(pieces, controller);
  let recipe = '';
  for await (const piece of kept) if (piece.kind === 'text') recipe += piece.text;
  return {
    recipe,
    ...origin(reply, cap, check(recipe)),
    ...(omitted.length > 0 ? { omitted } : {}),
  };
}

async function streamRecipe(
  request: FastifyRequest,
  reply: FastifyReply,
  pieces: AsyncIterable<RecipePiece>,
  controller: AbortController,
  omitted: OmittedIngredient[],
  check: Check,
) {
  const { pieces: kept, cap } = capped(pieces, controller);
  let recipe = '';
  const iterator = kept[Symbol.asyncIterator]();
  // Wait for the first piece (text, or a sign the model is thinking) before committing to a
  // stream, so that a provider failing up front still gets a plain HTTP error status (thrown to
  // the error handler).
  const first = await iterator.next();

  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  try {
    if (omitted.length > 0) raw.write(formatSse('omitted', { omitted }));
    for (let next = first; !next.done && !raw.destroyed; next = await iterator.next()) {
      const piece = next.value;
      if (piece.kind === 'thinking') raw.write(formatSse('thinking', {}));
      else if (piece.text) {
        recipe += piece.text;
        raw.write(formatSse('delta', { text: piece.text }));
      }
    }
    raw.end(formatSse('done', origin(reply, cap, check(recipe))));
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
