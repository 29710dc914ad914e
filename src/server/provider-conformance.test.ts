import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROVIDER_FIXTURES } from '../../test-support/providers';
import type { ProviderFixture, WireReply } from '../../test-support/providers/wire';
import { startFakeChatServer, type FakeChatServer } from '../../test-support/fake-chat-server';
import { createSseParser } from '../shared/sse';
import { loadConfig } from './config';
import { closingBuildApp } from './test-apps';

/** Every app a test builds is closed after it. */
const buildApp = closingBuildApp();

/**
 * The provider conformance suite: each fixture is the bytes one provider sends for one behaviour,
 * replayed by the local fake provider to the real server (real HTTP, the official SDK's parsing),
 * in streaming and JSON mode. The visitor must get the recipe without the thinking, a cut-short
 * answer marked as such, or a plain message; the operator a log line with the provider's words.
 */
const KEY = 'sk-conform-SECRET-KEY-0123456789-77aa';
const INGREDIENTS = ['Eggs', 'Spinach', 'Feta', 'Onion'];

let fake: FakeChatServer;
const logs: string[] = [];
beforeAll(async () => {
  fake = await startFakeChatServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  logs.length = 0;
});

async function ask(stream: boolean) {
  const app = await buildApp({
    config: loadConfig({
      CHAT_API_KEY: KEY,
      CHAT_API_BASE_URL: fake.baseUrl,
      CHAT_TIMEOUT_MS: '5000',
      LOG_LEVEL: 'info',
    }),
    staticDir: false,
    logger: { write: (line) => logs.push(line) },
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/recipe',
    headers: stream ? { accept: 'text/event-stream' } : {},
    payload: { ingredients: INGREDIENTS },
  });
  return res;
}

function events(body: string) {
  return createSseParser()(body).map((m) => ({
    event: m.event,
    data: JSON.parse(m.data) as Record<string, unknown>,
  }));
}

const cases = PROVIDER_FIXTURES.flatMap((f) =>
  (['stream', 'json'] as const).flatMap((mode) => {
    const wire = f[mode];
    return wire ? [{ name: `${f.id} (${mode})`, fixture: f, mode, wire }] : [];
  }),
);

describe('provider conformance: real wire transcripts through the real server', () => {
  it('has a fixture for every behaviour issue 14 lists, each with a source', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    for (const f of PROVIDER_FIXTURES) expect(f.source, f.id).toMatch(/^https:\/\//);
    expect(new Set(PROVIDER_FIXTURES.map((f) => f.id)).size).toBe(PROVIDER_FIXTURES.length);
  });

  it.each(cases)('$name', async ({ fixture, mode, wire }) => {
    const expected = fixture.expect;
    const requests = expected.requests ?? 1;
    for (let i = 0; i < requests; i++) fake.enqueue({ kind: 'wire', ...copy(wire) });

    const res = await ask(mode === 'stream');
    const logged = logs.join('\n');

    expect(fake.requests).toHaveLength(requests);
    expect(fake.requests[0]!.body.stream ?? false).toBe(mode === 'stream');
    expect(res.body).not.toContain(KEY);
    expect(logged).not.toContain(KEY);
    if (expected.logged) {
      expect(logged).toContain(expected.logged);
      // The provider's words are for the operator, never the visitor.
      expect(res.body).not.toContain(expected.logged);
    }
    for (const text of expected.hidden ?? []) {
      expect(res.body).not.toContain(text);
      expect(logged).not.toContain(text);
    }

    const streamed = (res.headers['content-type'] ?? '').toString().startsWith('text/event-stream');
    // A failure before any text is a plain HTTP error, unless the stream had begun because the
    // model was thinking.
    if (mode === 'json') expect(streamed).toBe(false);
    else expect(streamed).toBe(expected.error ? Boolean(expected.thinking) : true);
    if (streamed) checkStream(fixture, events(res.body));
    else checkJson(fixture, mode, res.statusCode, res.json() as Record<string, unknown>);
  });
});

function checkStream(fixture: ProviderFixture, received: ReturnType<typeof events>) {
  const expected = fixture.expect;
  const text = received
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text)
    .join('');
  const last = received.at(-1);
  const thinking = received.findIndex((e) => e.event === 'thinking');
  const firstDelta = received.findIndex((e) => e.event === 'delta');
  if (expected.thinking) {
    expect(thinking).toBeGreaterThanOrEqual(0);
    if (firstDelta !== -1) expect(thinking).toBeLessThan(firstDelta);
  } else {
    expect(thinking).toBe(-1);
  }

  if (expected.recipe !== undefined) {
    expect(text).toBe(expected.recipe);
    expect(last?.event).toBe('done');
    if (expected.stopReason) {
      expect(last?.data).toMatchObject({ truncated: true, stopReason: expected.stopReason });
    } else {
      expect(last?.data).not.toHaveProperty('truncated');
      expect(last?.data).not.toHaveProperty('stopReason');
    }
  } else if (expected.brokeOff) {
    expect(text).toBe(expected.brokeOff.text);
    expect(last).toMatchObject({ event: 'error', data: { code: expected.brokeOff.code } });
  } else if (expected.error) {
    // The stream had begun (the model was thinking), so the failure comes as an event.
    expect(text).toBe('');
    expect(last).toMatchObject({ event: 'error', data: { code: expected.error.code } });
  } else {
    throw new Error(`fixture ${fixture.id} expects nothing`);
  }
}

function checkJson(
  fixture: ProviderFixture,
  mode: 'stream' | 'json',
  status: number,
  body: Record<string, unknown>,
) {
  const expected = fixture.expect;
  if (expected.recipe !== undefined) {
    expect(status).toBe(200);
    expect(body.recipe).toBe(expected.recipe);
    if (expected.stopReason) {
      expect(body).toMatchObject({ truncated: true, stopReason: expected.stopReason });
    } else {
      expect(body).not.toHaveProperty('truncated');
    }
    return;
  }
  if (expected.brokeOff) {
    // Only a stream can break off after some text; JSON mode never sees half a recipe.
    throw new Error(`fixture ${fixture.id} breaks off in ${mode} mode but answered JSON`);
  }
  expect(status).toBe(expected.error?.status);
  const error = body.error as { code: string; message: string };
  expect(error.code).toBe(expected.error?.code);
  expect(error.message).toMatch(/^[A-Z].+\.$/);
}

/** A fresh copy per request: the fake writes the pieces as given. */
function copy(wire: WireReply): WireReply {
  return { status: wire.status, headers: { ...wire.headers }, body: [...wire.body] };
}
