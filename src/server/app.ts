import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { HEALTH_PATH } from '../shared/recipe-api';
import { healthResponseSchema } from '../shared/recipe-schema';
import type { AppConfig, TrustProxy } from './config';
import { BadBodyError, handleError, NotFoundError } from './errors';
import rateLimit from './plugins/rate-limit';
import recipeProvider from './plugins/recipe-provider';
import { SHELL_PATHS } from '../shared/routes';
import type { RecipeProvider } from './providers/provider';
import recipeRoutes from './routes/recipe';
import { registerSecurityHeaders } from './security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** The built page, dist/: found from src/server/ (run from source) and dist/server/ (compiled). */
const HERE = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_STATIC_DIR =
  path.basename(path.dirname(HERE)) === 'dist'
    ? path.dirname(HERE)
    : path.resolve(HERE, '..', '..', 'dist');

/** Largest request body accepted: a full list of 30 long ingredients is under 3 KB. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  /** Replaces the provider chosen by the config (tests). */
  provider?: RecipeProvider;
  /** Where the built page is; `false` serves the API only. */
  staticDir?: string | false;
  /** `false` silences logging; a stream receives the JSON log lines (tests read them). */
  logger?: false | { write(line: string): void };
}

/** Builds the whole app (plugins, API, page) without listening: tests use it with `inject`. */
export async function buildApp({
  config,
  provider,
  staticDir = DEFAULT_STATIC_DIR,
  logger,
}: BuildAppOptions) {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie'],
              censor: '[redacted]',
            },
            ...(logger ? { stream: logger } : {}),
          },
    bodyLimit: BODY_LIMIT_BYTES,
    // Graceful shutdown closes idle keep-alive sockets instead of waiting for them.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Whose X-Forwarded-For decides request.ip, which the rate limit and the logs use.
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  // Route schemas are the shared zod schemas: they parse requests and serialize replies.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  await app.register(recipeProvider, { config, provider });
  app.setErrorHandler(handleError);
  // The API speaks JSON only; anything else is a 415 with a message saying so.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, parseJsonStrictly);

  const page = staticDir && existsSync(path.join(staticDir, 'index.html')) ? staticDir : undefined;
  registerSecurityHeaders(app, page ? inlineScriptHashes(page) : []);
  await app.register(rateLimit, { config });

  app.get(HEALTH_PATH, { schema: { response: { 200: healthResponseSchema } } }, async () => ({
    status: 'ok' as const,
    provider: app.recipeProvider.name,
    rateLimitStore: app.rateLimitStore.state(),
  }));
  await app.register(recipeRoutes);

  if (page) {
    await app.register(fastifyStatic, {
      root: page,
      preCompressed: true,
      wildcard: false,
      // The compiled server lives in dist/server/ too; its code and source map are not for visitors.
      globIgnore: ['server/**'],
      // '/' is routed below: @fastify/static's own index handling misses pre-compressed files.
      index: false,
      setHeaders(reply, filePath) {
        // Hashed file names never change content, so browsers may keep them for good.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
    // The catalogue's URLs are the app's too; they get the shell without the pre-rendered recipe page.
    const shell = existsSync(path.join(page, 'shell.html')) ? 'shell.html' : 'index.html';
    app.get('/', (_request, reply) => reply.sendFile('index.html', page));
    for (const url of SHELL_PATHS) {
      app.get(url, (_request, reply) => reply.sendFile(shell, page));
    }
  }

  app.setNotFoundHandler(async (request) => {
    throw new NotFoundError(request.method, request.url);
  });

  return app;
}

/**
 * Fastify 5.12 ignores a numeric `trustProxy` (a hop count cannot tell a proxy from a visitor who
 * reaches the server directly). TRUST_PROXY=n keeps that meaning on purpose, with the same caveat
 * as `true` (README): the instances must be reachable only through the proxies.
 */
function fastifyTrustProxy(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Fastify's JSON parsing, but refusing bytes that are not UTF-8 instead of guessing at them. */
function parseJsonStrictly(
  _request: unknown,
  body: Buffer,
  done: (error: Error | null, value?: unknown) => void,
) {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    return done(new BadBodyError('The request body is not valid UTF-8.'));
  }
  if (text.trim() === '')
    return done(new BadBodyError('The request body is empty: send {"ingredients": [...]}.'));
  try {
    done(null, JSON.parse(text));
  } catch {
    // Malformed or absurdly nested JSON (a RangeError) alike.
    done(new BadBodyError('The request body is not valid JSON.'));
  }
}

/** CSP hashes of the page's inline scripts (the theme script), so no 'unsafe-inline' is needed. */
function inlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  for (const file of ['index.html', 'shell.html']) {
    const full = path.join(dir, file);
    if (!existsSync(full)) continue;
    const html = readFileSync(full, 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const body = match[1] ?? '';
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
}
