import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeChatServer, type FakeChatServer } from '../../test-support/fake-chat-server';
import { createSseParser } from '../shared/sse';
import { loadConfig } from './config';
import { closingBuildApp } from './test-apps';
import { MAX_RECIPE_CHARS } from './routes/recipe';

/** Every app a test builds is closed after it. */
const buildApp = closingBuildApp();

/**
 * Every way a provider we do not control can fail, injected through the local fake provider: the
 * visitor always gets a clear message, the operator a log line, and nobody the key.
 */
const KEY = 'sk-fault-RECOGNISABLE-KEY-77aa';
const INGREDIENTS = ['Eggs', 'Spinach', 'Feta', 'Onion'];

let fake: FakeChatServer;
const logs: string[] = [];
beforeAll(async () => {
  fake = await startFakeChatServer();
});
afterAll(async () => {
  await fake.close();
  // Across every fault above, nothing logged the key.
  expect(logs.length).toBeGreaterThan(0);
  for (const line of logs) expect(line).not.toContain(KEY);
});
afterEach(() => {
  fake.requests.length = 0;
});

function app(env: Record<string, string> = {}) {
  return buildApp({
    config: loadConfig({
      CHAT_API_KEY: KEY,
      CHAT_API_BASE_URL: fake.baseUrl,
      // generous: the tests that time out set their own, and a shared machine under load can take
      // seconds to answer even a local fake
      CHAT_TIMEOUT_MS: '10000',
      LOG_LEVEL: 'debug',
      ...env,
    }),
    staticDir: false,
    logger: { write: (line) => logs.push(line) },
  });
}

async function ask(env: Record<string, string> = {}, stream = false) {
  const server = await app(env);
  const res = await server.inject({
    method: 'POST',
    url: '/api/recipe',
    headers: stream ? { accept: 'text/event-stream' } : {},
    payload: { ingredients: INGREDIENTS },
  });
  return res;
}

function sseEvents(body: string) {
  return createSseParser()(body).map((m) => ({
    event: m.event,
    data: JSON.parse(m.data) as Record<string, unknown>,
  }));
}

// Retries wait between attempts: on a loaded machine a test can run past vitest's 5 s default.
describe('provider faults', { timeout: 30_000 }, () => {
  it.each([500, 503])(
    'retries a %i a bounded number of times, then answers 502',
    async (status) => {
      fake.enqueue(
        { kind: 'status', status },
        { kind: 'status', status },
        { kind: 'status', status },
        { kind: 'status', status },
      );
      const res = await ask();
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        error: {
          code: 'provider_unavailable',
          message: 'The recipe service is unavailable right now. Please try again in a moment.',
        },
      });
      expect(fake.requests).toHaveLength(3);
      fake.requests.length = 0;
      await fake.close().catch(() => undefined);
      fake = await startFakeChatServer();
    },
  );

  it('recovers when a retry succeeds', async () => {
    fake.enqueue({ kind: 'status', status: 503 });
    const res = await ask();
    expect(res.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(2);
  });

  it('honours a short retry-after on 429', async () => {
    fake.enqueue({ kind: 'status', status: 429, headers: { 'retry-after': '1' } });
    const res = await ask();
    expect(res.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(2);
  });

  it('passes a long retry-after on to the visitor instead of waiting', async () => {
    fake.enqueue({ kind: 'status', status: 429, headers: { 'retry-after': '120' } });
    const res = await ask();
    expect(fake.requests).toHaveLength(1);
    expect(res.statusCode).toBe(502);
    expect(res.headers['retry-after']).toBe('120');
    expect(res.json()).toEqual({
      error: {
        code: 'provider_rate_limited',
        message: 'The recipe service is busy. Please try again in 120 seconds.',
      },
    });
  });

  it.each([401, 403])(
    'does not retry a rejected key (%i) and says it is misconfigured',
    async (status) => {
      const before = logs.length;
      fake.enqueue({ kind: 'status', status });
      const res = await ask();
      expect(fake.requests).toHaveLength(1);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        error: {
          code: 'provider_misconfigured',
          message:
            'The recipe service is misconfigured, so no recipe can be made right now. Please let the site operator know.',
        },
      });
      const logged = logs.slice(before).join('\n');
      expect(logged).toContain('rejected the API key');
    },
  );

  it('gives up on a provider that never answers after CHAT_TIMEOUT_MS (504)', async () => {
    fake.enqueue({ kind: 'hang' });
    const res = await ask({ CHAT_TIMEOUT_MS: '300' });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({ error: { code: 'provider_timeout' } });
  });

  it('times out a stream that stalls half-way with an error event', async () => {
    // A recipe opens with its title (our prompt asks for one), so it streams at once.
    fake.enqueue({
      kind: 'slow-stream',
      content: `# Slow\n\n${'x'.repeat(200)}`,
      chunkDelayMs: 100,
    });
    const res = await ask({ CHAT_TIMEOUT_MS: '500' }, true);
    const events = sseEvents(res.body);
    expect(events[0]?.event).toBe('delta');
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'provider_timeout' } });
  });

  it('answers 502 when the provider refuses connections', async () => {
    const closed = await startFakeChatServer();
    const base = closed.baseUrl;
    await closed.close();
    const res = await ask({ CHAT_API_BASE_URL: base });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: { code: 'provider_unavailable' } });
  });

  it('answers 502 when the provider resets the connection', async () => {
    fake.enqueue({ kind: 'reset' }, { kind: 'reset' }, { kind: 'reset' });
    const res = await ask();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: { code: 'provider_unavailable' } });
    expect(fake.requests).toHaveLength(3);
  });

  it.each([
    ['malformed JSON', 'malformed'],
    ['a reply without choices', 'no-choices'],
    ['empty content', 'empty'],
  ] as const)('treats %s as a failure, never an empty recipe', async (_name, kind) => {
    for (const stream of [false, true]) {
      fake.enqueue({ kind });
      const res = await ask({}, stream);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        error: {
          code: 'provider_bad_reply',
          message: 'The recipe service sent back a reply we could not use. Please try again.',
        },
      });
    }
  });

  it('keeps what arrived when a stream is cut off, then sends an error event', async () => {
    fake.enqueue({ kind: 'cut', content: '# Half a recipe\n\n' });
    const res = await ask({}, true);
    expect(res.statusCode).toBe(200);
    const events = sseEvents(res.body);
    expect(events[0]).toEqual({ event: 'delta', data: { text: '# Half a recipe\n\n' } });
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'provider_unavailable' } });
    expect(String(events.at(-1)?.data.message)).toContain('cut off');
  });

  it('caps a reply far too long at MAX_RECIPE_CHARS, in both modes', async () => {
    const huge = 'word '.repeat(10_000);
    fake.enqueue({ kind: 'reply', content: huge, chunks: 40 });
    const json = await ask();
    expect(json.statusCode).toBe(200);
    const body = json.json() as { recipe: string; truncated: boolean };
    expect(body.recipe).toHaveLength(MAX_RECIPE_CHARS);
    expect(body).toMatchObject({ truncated: true, stopReason: 'max_chars' });

    fake.enqueue({ kind: 'reply', content: huge, chunks: 40 });
    const streamed = sseEvents((await ask({}, true)).body);
    const text = streamed
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('');
    expect(text).toHaveLength(MAX_RECIPE_CHARS);
    expect(streamed.at(-1)).toMatchObject({
      event: 'done',
      data: { truncated: true, stopReason: 'max_chars' },
    });
  });

  it('cancels the upstream request when the client disconnects mid-stream', async () => {
    const server = await app();
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    fake.enqueue({ kind: 'slow-stream', content: 'y'.repeat(400), chunkDelayMs: 50 });
    const abandonedBefore = fake.abandoned;
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/recipe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ ingredients: INGREDIENTS }),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    await reader.read(); // the first delta is here: the stream is under way
    controller.abort();
    await fake.waitForAbandoned(abandonedBefore + 1);
    expect(fake.abandoned).toBe(abandonedBefore + 1);
    server.server.closeAllConnections();
  });
});
