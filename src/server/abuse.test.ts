import { existsSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATIC_DIR } from './app';
import { loadConfig } from './config';
import { closingBuildApp } from './test-apps';

/** Every app a test builds is closed after it. */
const buildApp = closingBuildApp();

/**
 * Bad input and abuse from anyone on the internet: malformed bodies of every kind, floods, and the
 * headers that keep the page safe.
 */
const VALID = { ingredients: ['Eggs', 'Spinach', 'Feta', 'Onion'] };

function builtinApp(env: Record<string, string> = {}) {
  return buildApp({
    config: loadConfig({ RECIPE_PROVIDER: 'builtin', RATE_LIMIT_PER_MINUTE: '1000000', ...env }),
    staticDir: false,
    logger: false,
  });
}

/** A small deterministic generator, so a failing case can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

interface FuzzCase {
  kind: string;
  contentType?: string;
  payload: string | Buffer;
}

function fuzzCases(count: number, seed = 20261121): FuzzCase[] {
  const rand = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const word = () =>
    Math.random.name.slice(0, 1 + Math.floor(rand() * 6)) + Math.floor(rand() * 1e6);
  const junkValues: unknown[] = [null, true, 0, -1, 1.5, 1e308, '', 'ab', {}, [], [[]], { a: 1 }];
  const json = (value: unknown) => JSON.stringify(value);
  const generators: Record<string, () => FuzzCase> = {
    'wrong type for ingredients': () => ({
      kind: 'wrong-type',
      payload: json({ ingredients: pick(junkValues) }),
    }),
    'wrong types inside the array': () => ({
      kind: 'wrong-item',
      payload: json({ ingredients: ['Eggs', 'Milk', 'Flour', pick(junkValues)] }),
    }),
    'missing field': () => ({
      kind: 'missing',
      payload: json(pick([{}, { ingredient: ['Eggs'] }, { attempt: 1 }])),
    }),
    'not an object': () => ({
      kind: 'not-object',
      payload: json(pick(junkValues.concat(['x', 42]))),
    }),
    'too few or too many': () => ({
      kind: 'count',
      payload: json({
        ingredients: Array.from({ length: pick([0, 1, 3, 31, 200, 1000]) }, (_, i) => `Item ${i}`),
      }),
    }),
    'huge array': () => ({
      kind: 'huge-array',
      payload: json({ ingredients: Array.from({ length: 5000 }, () => 'Egg') }),
    }),
    '1 MB string': () => ({
      kind: 'huge-string',
      payload: json({ ingredients: ['Eggs', 'Milk', 'Flour', 'x'.repeat(1024 * 1024)] }),
    }),
    'too long ingredient': () => ({
      kind: 'long-item',
      payload: json({
        ingredients: ['Eggs', 'Milk', 'Flour', word().padEnd(61 + Math.floor(rand() * 500), 'z')],
      }),
    }),
    'only control characters': () => ({
      kind: 'control',
      payload: json({
        ingredients: [
          'Eggs',
          'Milk',
          'Flour',
          pick(['\u0000\u0001\u0002', '\n\n\r\t', '\u202e\u200b ', ' \u0007 ']),
        ],
      }),
    }),
    'invalid UTF-8': () => ({
      kind: 'utf8',
      payload: Buffer.concat([
        Buffer.from('{"ingredients": ["Eggs", "Milk", "Flour", "'),
        Buffer.from(
          pick([[0xc3, 0x28], [0xff], [0xe2, 0x82], [0xf0, 0x28, 0x8c, 0xbc], [0xed, 0xa0, 0x80]]),
        ),
        Buffer.from('abc"]}'),
      ]),
    }),
    'deeply nested JSON': () => {
      const depth = pick([100, 1000, 5000, 100_000]);
      return {
        kind: 'nested',
        payload: `{"ingredients": ${'['.repeat(depth)}${']'.repeat(depth)}}`,
      };
    },
    'truncated or broken JSON': () => {
      const whole = json(VALID);
      return {
        kind: 'broken-json',
        payload: pick([
          whole.slice(0, Math.floor(rand() * whole.length)),
          whole.replace(':', ''),
          "{'ingredients': ['Eggs']}",
          '{"ingredients": ["Eggs",]}',
          'NaN',
          '',
          ' ',
        ]),
      };
    },
    'wrong content type': () => ({
      kind: 'content-type',
      contentType: pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'image/png',
      ]),
      payload: pick([json(VALID), 'ingredients=Eggs&ingredients=Milk', '<x/>']),
    }),
    'duplicate keys': () => ({
      kind: 'duplicate-keys',
      payload: `{"ingredients": ["Eggs", "Milk", "Flour", "Sugar"], "ingredients": ${json(pick(junkValues))}}`,
    }),
    'unknown fields': () => ({
      kind: 'unknown-field',
      payload: json({
        ...VALID,
        [pick(['__proto__', 'constructor', 'model', 'messages', 'system'])]: { role: 'system' },
      }),
    }),
    'bad attempt': () => ({
      kind: 'attempt',
      payload: json({ ...VALID, attempt: pick([-1, 1.5, '1', 1e9, null]) }),
    }),
  };
  const makers = Object.values(generators);
  return Array.from({ length: count }, (_, i) => makers[i % makers.length]!());
}

function heapUsed(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe('malformed requests (fuzz)', () => {
  it('answers 10,000 malformed requests with a 4xx in the documented shape, never a 5xx', async () => {
    const app = await builtinApp();
    const cases = fuzzCases(10_000);
    // Warm up, then measure the heap around the run.
    await app.inject({ method: 'POST', url: '/api/recipe', payload: VALID });
    const before = heapUsed();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const [i, c] of cases.entries()) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/recipe',
        headers: { 'content-type': c.contentType ?? 'application/json' },
        payload: c.payload,
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      let shapeOk: boolean;
      try {
        const body = res.json() as { error?: { code?: unknown; message?: unknown } };
        shapeOk = typeof body.error?.code === 'string' && typeof body.error?.message === 'string';
      } catch {
        shapeOk = false;
      }
      if (res.statusCode < 400 || res.statusCode >= 500 || !shapeOk) {
        failures.push(`#${i} ${c.kind}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect([...statuses.keys()].every((s) => s >= 400 && s < 500)).toBe(true);

    const ok = await app.inject({ method: 'POST', url: '/api/recipe', payload: VALID });
    expect(ok.statusCode).toBe(200);
    const growth = heapUsed() - before;
    // Generous: it catches a leak of the megabyte bodies (10,000 cases would be gigabytes), not noise.
    expect(growth).toBeLessThan(64 * 1024 * 1024);
  }, 120_000);

  it('limits the body to 16 KB', async () => {
    const app = await builtinApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/recipe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ingredients: ['Eggs', 'Milk', 'Flour', 'a'.repeat(17 * 1024)] }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: { code: 'invalid_ingredients', message: 'The request body is too large.' },
    });
  });

  it('names what is wrong with invalid UTF-8 and wrong content types', async () => {
    const app = await builtinApp();
    const utf8 = await app.inject({
      method: 'POST',
      url: '/api/recipe',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from([0x7b, 0xff, 0x7d]),
    });
    expect(utf8.json()).toEqual({
      error: { code: 'invalid_ingredients', message: 'The request body is not valid UTF-8.' },
    });
    const text = await app.inject({
      method: 'POST',
      url: '/api/recipe',
      headers: { 'content-type': 'text/plain' },
      payload: 'Eggs',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      error: {
        code: 'invalid_ingredients',
        message: 'Send the ingredients as JSON (Content-Type: application/json).',
      },
    });
  });
});

describe('rate limiting', () => {
  it('limits recipe requests per client IP per minute, with the error shape and a wait time', async () => {
    const app = await builtinApp({ RATE_LIMIT_PER_MINUTE: '3' });
    const ask = (ip: string) =>
      app.inject({ method: 'POST', url: '/api/recipe', payload: VALID, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await ask('10.0.0.1')).statusCode).toBe(200);
    const limited = await ask('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const body = limited.json() as { error: { code: string; message: string } };
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(
      /^Too many recipe requests\. Please try again in \d+ seconds\.$/,
    );
    // Another client is not affected, nor is the health check.
    expect((await ask('10.0.0.2')).statusCode).toBe(200);
    const health = await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.0.0.1',
    });
    expect(health.statusCode).toBe(200);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  /** Asks for a recipe from a peer address, optionally with an X-Forwarded-For header. */
  function asker(app: Awaited<ReturnType<typeof builtinApp>>) {
    return async (peer: string, forwardedFor?: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/recipe',
          payload: VALID,
          remoteAddress: peer,
          headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        })
      ).statusCode;
  }

  it('ignores X-Forwarded-For by default: everyone behind one proxy shares its bucket', async () => {
    const ask = asker(await builtinApp({ RATE_LIMIT_PER_MINUTE: '1' }));
    expect(await ask('127.0.0.1', '203.0.113.1')).toBe(200);
    expect(await ask('127.0.0.1', '203.0.113.2')).toBe(429);
  });

  it('gives each visitor behind a trusted proxy their own bucket', async () => {
    const ask = asker(await builtinApp({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '127.0.0.1' }));
    expect(await ask('127.0.0.1', '203.0.113.1')).toBe(200);
    expect(await ask('127.0.0.1', '203.0.113.2')).toBe(200);
    expect(await ask('127.0.0.1', '203.0.113.1')).toBe(429);
    // A visitor who sends their own X-Forwarded-For is still known by the address the proxy saw.
    expect(await ask('127.0.0.1', '198.51.100.50, 203.0.113.2')).toBe(429);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const ask = asker(await builtinApp({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '10.0.0.0/8' }));
    expect(await ask('198.51.100.7', '203.0.113.1')).toBe(200);
    expect(await ask('198.51.100.7', '203.0.113.2')).toBe(429);
    expect(await ask('10.1.2.3', '203.0.113.2')).toBe(200);
  });

  it('with a hop count, believes that many proxies and no more', async () => {
    const ask = asker(await builtinApp({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '1' }));
    expect(await ask('10.0.0.1', '198.51.100.50, 203.0.113.1')).toBe(200);
    expect(await ask('10.0.0.2', '203.0.113.1')).toBe(429);
    expect(await ask('10.0.0.1', '198.51.100.50, 203.0.113.2')).toBe(200);
  });

  it("logs the visitor's address, not the proxy's", async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: loadConfig({ RECIPE_PROVIDER: 'builtin', TRUST_PROXY: '127.0.0.1' }),
      staticDir: false,
      logger: { write: (line) => lines.push(line) },
    });
    await asker(app)('127.0.0.1', '203.0.113.9');
    const incoming = lines
      .map((line) => JSON.parse(line) as { msg?: string; req?: { remoteAddress?: string } })
      .find((entry) => entry.msg === 'incoming request');
    expect(incoming?.req?.remoteAddress).toBe('203.0.113.9');
  });
});

const built = existsSync(path.join(DEFAULT_STATIC_DIR, 'index.html'));

describe.runIf(built)('the served page', () => {
  async function pageApp(env: Record<string, string> = {}) {
    return buildApp({
      config: loadConfig({ RATE_LIMIT_PER_MINUTE: '2', ...env }),
      logger: false,
    });
  }

  it('sends security headers, with a CSP that allows no inline script but the hashed theme script', async () => {
    const app = await pageApp();
    for (const url of ['/', '/tasks', '/api/health']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp.split(/;\s*/).find((d) => d.startsWith('script-src')) ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves pre-compressed pages and immutable hashed assets', async () => {
    const app = await pageApp();
    const page = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.body).toContain('Add Ingredient');
    const asset = plain.body.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const js = await app.inject({
      method: 'GET',
      url: asset!,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not rate limit static files', async () => {
    const app = await pageApp();
    for (let i = 0; i < 10; i++) {
      expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
    }
  });

  it('serves the catalogue routes the app shell', async () => {
    const app = await pageApp();
    for (const url of ['/tasks', '/tasks/text-generation']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });
});
