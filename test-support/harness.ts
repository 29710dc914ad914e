import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * End-to-end harness: the real server in a child process on 127.0.0.1 serving the built page, and
 * the system Chromium driven by playwright-core. The server is the compiled one `npm start` runs
 * (`npm test` builds first), unless a caller asks for the TypeScript sources through tsx.
 */
export const ROOT = path.resolve(import.meta.dirname, '..');
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Headless, and no calls home: the machine running the tests may have no network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface RunningApp {
  url: string;
  /** Everything the server wrote to stdout and stderr so far. */
  logs: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>;
  process: ChildProcess;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface StartOptions {
  /** `compiled` (the default) runs dist/server/server.js; `source` runs src/server/server.ts via tsx. */
  server?: 'source' | 'compiled';
  /** The project directory to run in (a copy of it, for instance); the repository by default. */
  root?: string;
  /** Extra options for node, before the script. */
  nodeArgs?: string[];
}

/** The command line (after `node`) that runs the server the given way. */
export function serverCommand(server: StartOptions['server'] = 'compiled'): string[] {
  return server === 'compiled'
    ? ['dist/server/server.js']
    : ['--import', 'tsx', 'src/server/server.ts'];
}

/**
 * How production starts the server (`npm start`'s command, after any build), as `node` arguments:
 * the browser and scale-out tests run exactly this.
 */
export const SERVER_NODE_ARGS: readonly string[] = serverCommand('compiled');

/** Newest change to the server's sources (tests aside), in ms since the epoch. */
function newestServerSource(dir = path.join(ROOT, 'src')): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== path.join(ROOT, 'src', 'web'))
        newest = Math.max(newest, newestServerSource(full));
    } else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
      newest = Math.max(newest, statSync(full).mtimeMs);
    }
  }
  return newest;
}

/** Starts the server with the given environment (only these variables plus PATH and HOME). */
export async function startApp(
  env: Record<string, string> = {},
  { server = 'compiled', root = ROOT, nodeArgs = [] }: StartOptions = {},
): Promise<RunningApp> {
  if (!existsSync(path.join(root, 'dist', 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` first (npm test does)');
  }
  if (server === 'compiled') {
    const bundle = path.join(root, 'dist', 'server', 'main.js');
    if (!existsSync(bundle)) {
      throw new Error('dist/server/ is missing: run `npm run build` first (npm test does)');
    }
    // A test must not pass or fail on yesterday's server.
    if (root === ROOT && statSync(bundle).mtimeMs < newestServerSource()) {
      throw new Error('dist/server/ is older than src/: run `npm run build` (npm test does)');
    }
  }
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, ...serverCommand(server)], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    logs: () => output,
    process: child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors and CSP violations seen so far. */
  problems: string[];
}

/** A fresh context and page that records every console error, uncaught error and CSP violation. */
export async function openPage(browser: Browser, url: string): Promise<WatchedPage> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto(url);
  if (url.startsWith('http')) await waitForHydration(page);
  return { page, context, problems };
}

/** The page is interactive once React has hydrated it (the app marks <html data-hydrated>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Types each ingredient into the form and submits it. */
export async function addIngredients(page: Page, items: string[]): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Add Ingredient' });
  for (const item of items) {
    await input.fill(item);
    await input.press('Enter');
  }
}
