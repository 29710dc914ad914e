import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthResponse, RecipeResponse } from '../src/shared/recipe-api';
import { ROOT, startApp, type RunningApp } from '../test-support/harness';

/**
 * The server `npm start` runs: dist/server/, plain JavaScript, started from a copy of the project
 * holding only the built files and the production dependencies, so nothing development-only (tsx,
 * esbuild, vite) can be reached from it.
 */
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { dev?: boolean }>;
};

function productionCopy(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recipes-prod-'));
  cpSync(path.join(ROOT, 'dist'), path.join(dir, 'dist'), { recursive: true });
  cpSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  // What `npm ci --omit=dev` installs: every locked package not marked dev-only. Nested ones come
  // with the folder of the package that holds them.
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!key.startsWith('node_modules/') || entry.dev) continue;
    if (key.lastIndexOf('node_modules/') !== 0) continue;
    cpSync(path.join(ROOT, key), path.join(dir, key), { recursive: true, verbatimSymlinks: true });
  }
  return dir;
}

const INGREDIENTS = ['Chicken', 'Garlic', 'Lemon', 'Rice'];

describe('the compiled server, from a copy with production dependencies only', () => {
  let dir: string;
  let app: RunningApp;
  beforeAll(async () => {
    dir = productionCopy();
    app = await startApp({ LOG_LEVEL: 'info' }, { server: 'compiled', root: dir });
  });
  afterAll(async () => {
    await app?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('has no development packages to fall back on', () => {
    for (const name of ['tsx', 'esbuild', 'vite', 'vitest', 'typescript']) {
      expect(() => readFileSync(path.join(dir, 'node_modules', name, 'package.json'))).toThrow();
    }
    expect(readFileSync(path.join(dir, 'node_modules', 'fastify', 'package.json'))).toBeTruthy();
  });

  it('serves /api/health and a built-in chef recipe over HTTP', async () => {
    const health = await fetch(`${app.url}/api/health`);
    expect(health.status).toBe(200);
    expect((await health.json()) as HealthResponse).toEqual({
      status: 'ok',
      provider: 'builtin',
      rateLimitStore: 'memory',
    });

    const res = await fetch(`${app.url}/api/recipe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ingredients: INGREDIENTS }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as RecipeResponse;
    expect(body.provider).toBe('builtin');
    expect(body.recipe).toMatch(/^# \S/);
    expect(body.recipe).toContain('## Ingredients');
    expect(body.recipe.toLowerCase()).toContain('chicken');
  });

  it('serves the page but not its own code', async () => {
    const page = await fetch(`${app.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    for (const file of ['server/server.js', 'server/main.js', 'server/main.js.map']) {
      const res = await fetch(`${app.url}/${file}`);
      expect(res.status, file).toBe(404);
    }
  });

  it('logs that it is ready', () => {
    expect(app.logs()).toContain('React Recipes is ready at');
  });
});

describe('stack traces of the compiled server', () => {
  let dir: string;
  let app: RunningApp;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'recipes-stack-'));
    // Fastify announces each new instance on a diagnostics channel, synchronously inside the call
    // that creates it: a stack taken there runs through our own code.
    const probe = path.join(dir, 'probe.mjs');
    writeFileSync(
      probe,
      `import diagnostics from 'node:diagnostics_channel';
diagnostics.subscribe('fastify.initialization', () => {
  process.stderr.write('PROBE-STACK ' + JSON.stringify(new Error('probe').stack) + '\\n');
});
`,
    );
    app = await startApp({}, { server: 'compiled', nodeArgs: ['--import', probe] });
  });
  afterAll(async () => {
    await app?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('name the TypeScript files and lines, not the bundle', () => {
    const line = app
      .logs()
      .split('\n')
      .find((l) => l.startsWith('PROBE-STACK '));
    expect(line, app.logs()).toBeDefined();
    const stack = JSON.parse(line!.slice('PROBE-STACK '.length)) as string;
    expect(stack).not.toContain('dist/server/main.js');
    const frames = [...stack.matchAll(/\/src\/server\/([\w-]+\.ts):(\d+):\d+/g)].map((m) => ({
      file: m[1]!,
      line: Number(m[2]),
    }));
    // The frame in app.ts is the line that creates the instance, and the one in server.ts the line
    // that builds the app: read from the sources, so the check follows edits to either file.
    const sourceLine = (file: string, n: number) =>
      readFileSync(path.join(ROOT, 'src', 'server', file), 'utf8').split('\n')[n - 1] ?? '';
    const inApp = frames.find((f) => f.file === 'app.ts');
    const inServer = frames.find((f) => f.file === 'server.ts');
    expect(inApp, stack).toBeDefined();
    expect(inServer, stack).toBeDefined();
    expect(sourceLine('app.ts', inApp!.line)).toMatch(/Fastify\(/);
    expect(sourceLine('server.ts', inServer!.line)).toMatch(/buildApp\(/);
  });
});
