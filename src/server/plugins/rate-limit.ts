import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Redis, type RedisOptions } from 'ioredis';
import type { RateLimitStoreState } from '../../shared/recipe-api';
import type { AppConfig } from '../config';
import { RateLimitedError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the recipe limit is counted, for /api/health. */
    rateLimitStore: { state(): RateLimitStoreState };
  }
}

/**
 * How the server talks to the shared Redis. Recipes must never wait on it: while it is away a
 * limit check fails at once, the plugin skips it (`skipOnError`) and the recipe is served.
 */
export const REDIS_OPTIONS = {
  // Fail a command at once while disconnected instead of queueing it until Redis returns.
  enableOfflineQueue: false,
  // A command in flight when the connection drops fails at the first reconnect, not after 20.
  maxRetriesPerRequest: 0,
  connectTimeout: 1_000,
  // A Redis that accepts connections but does not answer (overloaded, paused) holds nobody long.
  commandTimeout: 500,
  // Keep reconnecting for as long as it takes, at most every 2 s, so limits resume on their own.
  retryStrategy: (times: number) => Math.min(times * 200, 2_000),
} satisfies RedisOptions;

/** Registers @fastify/rate-limit (per-route limits) with a memory or, given REDIS_URL, Redis store. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const redis = config.redisUrl ? await connect(config.redisUrl, app.log) : undefined;
    app.decorate('rateLimitStore', {
      state: (): RateLimitStoreState =>
        !redis ? 'memory' : redis.client.status === 'ready' ? 'redis-ok' : 'redis-down',
    });
    if (redis) app.addHook('onClose', redis.close);

    await app.register(rateLimit, {
      global: false,
      ...(redis
        ? { redis: redis.client, nameSpace: 'react-recipes:rate-limit:', skipOnError: true }
        : {}),
      errorResponseBuilder: (_request, context) =>
        new RateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
    });
  },
  { name: 'rate-limit', fastify: '5.x' },
);

/**
 * A Redis client that reconnects on its own, logging once when Redis goes away and once when it is
 * back (never per request). Start-up waits for the first connection only briefly: an instance
 * whose Redis is down still starts, and serves recipes without limits until Redis is reachable.
 */
async function connect(url: string, log: FastifyBaseLogger) {
  const client = new Redis(url, REDIS_OPTIONS);
  let closing = false;
  let warned = false;
  const wentAway = (reason: string) => {
    if (closing || warned) return;
    warned = true;
    log.warn(
      { reason },
      'Redis for the shared rate limit is unreachable: recipes are served without a limit until it is back',
    );
  };
  client.on('error', (error: Error) => wentAway(error.message));
  client.on('close', () => wentAway('connection closed'));
  client.on('ready', () => {
    if (warned) log.info('Redis for the shared rate limit is reachable again: limits resumed');
    warned = false;
  });
  await new Promise<void>((resolve) => {
    const done = () => {
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    client.once('ready', done);
    client.once('error', done);
  });
  return {
    client,
    close: async () => {
      closing = true;
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
