import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSseParser } from '../src/shared/sse';
import {
  FAKE_RECIPE,
  startFakeChatServer,
  type FakeChatServer,
} from '../test-support/fake-chat-server';
import { startApp, type RunningApp } from '../test-support/harness';
import {
  scaleBinaries,
  startNginx,
  startRedis,
  type Nginx,
  type RedisServer,
} from '../test-support/services';

/**
 * The deployment README's "Running several instances" describes, run for real: Debian's nginx
 * with deploy/nginx's configuration in front of two server instances (started as production
 * starts them) sharing one Redis, the chat provider a local fake. Visitors are told apart by the
 * loopback address their connection comes from (127.0.0.2, 127.0.0.3, ...), which nginx passes on
 * in X-Forwarded-For.
 */
const binaries = scaleBinaries();
const LIMIT = 3;
const INGREDIENTS = ['Eggs', 'Spinach', 'Feta', 'Onion'];
const WARNING = 'Redis for the shared rate limit is unreachable';

if (binaries.missing.length > 0 && binaries.required) {
  describe('scale-out behind nginx', () => {
    it('needs redis-server and nginx (CI_REQUIRE_SCALE=1)', () => {
      throw new Error(`cannot run: ${binaries.why}`);
    });
  });
} else if (binaries.missing.length > 0) {
  console.warn(`e2e/scale.test.ts is skipped: ${binaries.why}`);
}

interface Reply {
  status: number;
  body: string;
  /** Each piece of the body as it arrived, with when (ms since the request was sent). */
  arrivals: { ms: number; text: string }[];
}

describe.skipIf(binaries.missing.length > 0)(
  `scale-out behind nginx${binaries.missing.length > 0 ? ` (skipped: ${binaries.why})` : ''}`,
  () => {
    let fake: FakeChatServer;
    let redis: RedisServer;
    let instances: RunningApp[] = [];
    let nginx: Nginx;

    beforeAll(async () => {
      fake = await startFakeChatServer();
      redis = await startRedis(binaries.redis!);
      const env = {
        CHAT_API_KEY: 'sk-scale-test-key',
        CHAT_API_BASE_URL: fake.baseUrl,
        RATE_LIMIT_PER_MINUTE: String(LIMIT),
        TRUST_PROXY: '127.0.0.1',
        REDIS_URL: redis.url,
      };
      instances = await Promise.all([startApp(env), startApp(env)]);
      nginx = await startNginx(
        binaries.nginx!,
        instances.map((app) => new URL(app.url).host),
      );
    }, 60_000);

    afterAll(async () => {
      await nginx?.stop();
      await Promise.all(instances.map((app) => app.stop()));
      await redis?.close();
      await fake?.close();
    });

    /** POST /api/recipe through nginx from the loopback address `visitor`. */
    function ask(
      visitor: string,
      options: { stream?: boolean; forwardedFor?: string; onFirstDelta?: () => void } = {},
    ): Promise<Reply> {
      const payload = JSON.stringify({ ingredients: INGREDIENTS });
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const req = request(
          `${nginx.url}/api/recipe`,
          {
            method: 'POST',
            localAddress: visitor,
            agent: false,
            headers: {
              'content-type': 'application/json',
              ...(options.stream ? { accept: 'text/event-stream' } : {}),
              ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
            },
          },
          (res) => {
            const arrivals: Reply['arrivals'] = [];
            let firstDelta = false;
            res.setEncoding('utf8');
            res.on('data', (text: string) => {
              arrivals.push({ ms: performance.now() - started, text });
              if (!firstDelta && text.includes('event: delta')) {
                firstDelta = true;
                options.onFirstDelta?.();
              }
            });
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                body: arrivals.map((a) => a.text).join(''),
                arrivals,
              }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    }

    async function statuses(visitor: string, count: number) {
      const seen: number[] = [];
      for (let i = 0; i < count; i++) seen.push((await ask(visitor)).status);
      return seen;
    }

    /** Which instances served this visitor: each logs the address it took from X-Forwarded-For. */
    const servedBy = (visitor: string) =>
      instances.filter((app) => app.logs().includes(`"remoteAddress":"${visitor}"`));

    async function waitForStore(app: RunningApp, state: string) {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const health = (await (await fetch(`${app.url}/api/health`)).json()) as {
          rateLimitStore: string;
        };
        if (health.rateLimitStore === state) return;
        if (Date.now() > deadline) throw new Error(`${app.url} never reported ${state}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    const events = (body: string) =>
      createSseParser()(body).map((m) => ({
        event: m.event,
        data: JSON.parse(m.data) as Record<string, unknown>,
      }));

    const recipeText = (body: string) =>
      events(body)
        .filter((e) => e.event === 'delta')
        .map((e) => e.data.text)
        .join('');

    it('limits one visitor across both instances, and not a second visitor', async () => {
      const health = (await (await fetch(`${nginx.url}/api/health`)).json()) as object;
      expect(health).toMatchObject({ status: 'ok', rateLimitStore: 'redis-ok' });

      expect(await statuses('127.0.0.2', LIMIT + 1)).toEqual([200, 200, 200, 429]);
      // nginx spread them over both instances, so the count was shared, not per instance.
      expect(servedBy('127.0.0.2')).toHaveLength(2);
      // A forged X-Forwarded-For does not make a new visitor: nginx appends the real address.
      expect((await ask('127.0.0.2', { forwardedFor: '203.0.113.7' })).status).toBe(429);

      expect(await statuses('127.0.0.3', 1)).toEqual([200]);
    });

    it('passes the first recipe bytes through before the stream ends', async () => {
      // 20 pieces, 100 ms apart: about two seconds from the first to the last.
      fake.enqueue({ kind: 'slow-stream', content: FAKE_RECIPE, chunkDelayMs: 100 });
      const reply = await ask('127.0.0.4', { stream: true });
      expect(reply.status).toBe(200);
      expect(recipeText(reply.body)).toBe(FAKE_RECIPE);
      const firstDelta = reply.arrivals.findIndex((a) => a.text.includes('event: delta'));
      const done = reply.arrivals.findIndex((a) => a.text.includes('event: done'));
      expect(firstDelta).toBeGreaterThanOrEqual(0);
      // Buffered, the body would arrive in one piece at the end; unbuffered, piece by piece as
      // the provider sends them, the first long before the last.
      expect(done - firstDelta).toBeGreaterThanOrEqual(10);
      expect(reply.arrivals[done]!.ms - reply.arrivals[firstDelta]!.ms).toBeGreaterThan(1_000);
    });

    it('keeps serving recipes while Redis is down, and shares the limit again once it is back', async () => {
      await redis.stop();
      await Promise.all(instances.map((app) => waitForStore(app, 'redis-down')));
      // 127.0.0.2 is over its limit, but no instance can check it: recipes are served.
      expect(await statuses('127.0.0.2', 4)).toEqual([200, 200, 200, 200]);
      for (const app of instances) {
        expect(app.logs().split(WARNING).length - 1).toBe(1);
      }

      await redis.start();
      await Promise.all(instances.map((app) => waitForStore(app, 'redis-ok')));
      expect(await statuses('127.0.0.5', LIMIT + 1)).toEqual([200, 200, 200, 429]);
      expect(servedBy('127.0.0.5')).toHaveLength(2);
    });

    it('lets a stream finish on an instance that is stopped, and sends new visitors to the other', async () => {
      // About three seconds of recipe; the instance is stopped as soon as its first piece is out.
      fake.enqueue({ kind: 'slow-stream', content: FAKE_RECIPE, chunkDelayMs: 150 });
      let stopping: RunningApp | undefined;
      let exited: Promise<number | null> | undefined;
      const others: Promise<Reply[]>[] = [];
      const streamed = await ask('127.0.0.6', {
        stream: true,
        onFirstDelta: () => {
          [stopping] = servedBy('127.0.0.6');
          exited = stopping?.stop();
          // New visitors while it shuts down, then some more a moment later.
          others.push(Promise.all(['127.0.0.7', '127.0.0.8'].map((v) => ask(v))));
          others.push(
            new Promise((resolve) => setTimeout(resolve, 500)).then(() =>
              Promise.all(['127.0.0.9', '127.0.0.10'].map((v) => ask(v))),
            ),
          );
        },
      });
      expect(stopping).toBeDefined();
      expect(streamed.status).toBe(200);
      expect(recipeText(streamed.body)).toBe(FAKE_RECIPE);
      expect(events(streamed.body).at(-1)?.event).toBe('done');
      expect(await exited).toBe(0);

      const replies = (await Promise.all(others)).flat();
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const other = instances.find((app) => app !== stopping)!;
      for (const visitor of ['127.0.0.7', '127.0.0.8', '127.0.0.9', '127.0.0.10']) {
        expect(servedBy(visitor)).toEqual([other]);
      }
    });
  },
);
