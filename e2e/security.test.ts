import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeChatServer, type FakeChatServer } from '../test-support/fake-chat-server';
import {
  ROOT,
  addIngredients,
  launchBrowser,
  openPage,
  startApp,
  type RunningApp,
  waitForHydration,
} from '../test-support/harness';

const KEY = 'sk-security-RECOGNISABLE-4b1d2e';

/**
 * Untrusted markdown from a provider, fed through the fake provider into the real page. Each one
 * tries to run script (which would set window.__xss or open a dialog) or smuggle an unsafe URL.
 */
const MALICIOUS: string[] = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<a href="javascript:window.__xss=1">raw html link</a>',
  '<div style="background:url(javascript:window.__xss=1)">styled</div>',
  '<details open ontoggle="window.__xss=1">x</details>',
  '<body onload="window.__xss=1">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '[click](javascript:window.__xss=1)',
  '[click](JaVaScRiPt:window.__xss=1)',
  '[click](java\tscript:window.__xss=1)',
  '[click](&#106;avascript:window.__xss=1)',
  '[click](&#x6A;&#x61;&#x76;&#x61;script:window.__xss=1)',
  '[click](javascript&colon;window.__xss=1)',
  '[click](%6Aavascript:window.__xss=1)',
  '[click](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==)',
  '[click](DATA:text/html,<script>window.__xss=1</script>)',
  '[click](vbscript:msgbox(1))',
  '[click](VBScript:msgbox(1))',
  '[click](file:///etc/passwd)',
  '![img](javascript:window.__xss=1)',
  '![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+)',
  '![img](vbscript:msgbox(1))',
  '[ref link][r]\n\n[r]: javascript:window.__xss=1',
  '<javascript:window.__xss=1>',
  '`<script>window.__xss=1</script>` and `<img src=x onerror=alert(1)>`',
  '```html\n<script>window.__xss=1</script>\n```',
  '[x](javascript:window.__xss=1 "title")',
  '<a href="#" onclick="window.__xss=1">onclick</a>',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  `${'A'.repeat(20_000)} <script>window.__xss=1</script>`,
  '[safe link](https://example.com/recipe) and [mail](mailto:chef@example.com)',
];

const ALLOWED = /^(https?|ircs?|mailto|xmpp):/i;

async function inspect(page: Page) {
  return page.evaluate(() => {
    const region = document.querySelector('.recipe-output');
    const all = [...(region?.querySelectorAll('*') ?? [])];
    return {
      xss: (window as unknown as { __xss?: number }).__xss ?? 0,
      scripts: region?.querySelectorAll('script, iframe, object, embed, form, style').length ?? -1,
      handlers: all.flatMap((el) =>
        [...el.attributes].filter((a) => a.name.toLowerCase().startsWith('on')).map((a) => a.name),
      ),
      urls: all.flatMap((el) =>
        ['href', 'src', 'action', 'formaction', 'data']
          .map((name) => el.getAttribute(name))
          .filter((v): v is string => v !== null),
      ),
      links: [...(region?.querySelectorAll('a[href]') ?? [])].map((a) => ({
        href: a.getAttribute('href'),
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
      })),
    };
  });
}

let browser: Browser;
let fake: FakeChatServer;
let app: RunningApp;
beforeAll(async () => {
  browser = await launchBrowser();
  fake = await startFakeChatServer();
  app = await startApp({ CHAT_API_KEY: KEY, CHAT_API_BASE_URL: fake.baseUrl, LOG_LEVEL: 'trace' });
});
afterAll(async () => {
  await app?.stop();
  await fake?.close();
  await browser?.close();
});

describe('untrusted markdown in the real page', () => {
  it(`runs no script and keeps no unsafe URL across ${MALICIOUS.length} malicious replies`, async () => {
    expect(MALICIOUS.length).toBeGreaterThanOrEqual(30);
    const { page, context, problems } = await openPage(browser, app.url);
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs++;
      await dialog.dismiss();
    });
    await addIngredients(page, ['Flour', 'Sugar', 'Butter', 'Eggs']);
    for (const [i, payload] of MALICIOUS.entries()) {
      fake.enqueue({ kind: 'reply', content: `# Payload ${i}\n\n${payload}\n`, chunks: 3 });
      await page.getByRole('button', { name: 'Get a Recipe' }).click();
      await page.getByRole('heading', { name: `Payload ${i}` }).waitFor();
      await page.getByRole('button', { name: 'Get a Recipe' }).waitFor();
      // Click every link the page kept: none may run anything.
      const result = await inspect(page);
      expect(result.xss, payload).toBe(0);
      expect(result.scripts, payload).toBe(0);
      expect(result.handlers, payload).toEqual([]);
      for (const url of result.urls) {
        expect(
          url === '' || ALLOWED.test(url) || !/^[a-z][a-z0-9+.-]*:/i.test(url),
          `${payload} -> ${url}`,
        ).toBe(true);
      }
      for (const link of result.links.filter((l) => l.href)) {
        expect(link.target).toBe('_blank');
        expect(link.rel).toContain('noopener');
      }
    }
    const last = await inspect(page);
    expect(last.links.map((l) => l.href)).toEqual([
      'https://example.com/recipe',
      'mailto:chef@example.com',
    ]);
    expect(dialogs).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});

describe('the key stays on the server', () => {
  it('is in no response the page receives and in no log line, even at trace level', async () => {
    const { page, context } = await openPage(browser, app.url);
    const seen: string[] = [];
    page.on('response', async (response) => {
      seen.push(JSON.stringify(await response.allHeaders()));
      seen.push(await response.text().catch(() => ''));
    });
    await page.reload();
    await waitForHydration(page);
    await addIngredients(page, ['Rice', 'Beans', 'Corn', 'Lime']);
    await page.getByRole('button', { name: 'Get a Recipe' }).click();
    await page.getByRole('heading', { name: 'Want a new recipe?' }).waitFor();
    expect(seen.length).toBeGreaterThan(3);
    for (const text of seen) expect(text).not.toContain(KEY);
    expect(app.logs()).toContain('incoming request');
    expect(app.logs()).not.toContain(KEY);
    // The provider did get it, so the test is looking at the right thing.
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);
    await context.close();
  });

  it('is not in the built assets, even when the build runs with it in the environment', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'recipes-build-'));
    try {
      execFileSync(
        process.execPath,
        [
          path.join(ROOT, 'node_modules/vite/bin/vite.js'),
          'build',
          '--outDir',
          out,
          '--emptyOutDir',
        ],
        {
          cwd: ROOT,
          // Vite puts VITE_* variables in the page when code reads them, so both carry the key.
          env: { ...process.env, CHAT_API_KEY: KEY, VITE_CHAT_API_KEY: KEY },
          stdio: 'pipe',
        },
      );
      const files = walk(out).concat(walk(path.join(ROOT, 'dist')));
      expect(files.length).toBeGreaterThan(3);
      for (const file of files) expect(readFileSync(file).includes(KEY), file).toBe(false);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes an in-flight stream after SIGTERM, refuses new work, then exits 0', async () => {
    const own = await startApp({ CHAT_API_KEY: KEY, CHAT_API_BASE_URL: fake.baseUrl });
    fake.enqueue({ kind: 'slow-stream', content: 'z'.repeat(600), chunkDelayMs: 40 });
    const res = await fetch(`${own.url}/api/recipe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ ingredients: ['Eggs', 'Milk', 'Flour', 'Sugar'] }),
    });
    // The first bytes prove the stream is in flight before the signal.
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let body = (await reader.read()).value ?? '';
    const exit = own.stop();
    await expect
      .poll(() =>
        fetch(`${own.url}/api/health`).then(
          () => 'answered',
          () => 'refused',
        ),
      )
      .toBe('refused');
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      body += chunk.value;
    expect(body).toContain('event: done');
    await expect(exit).resolves.toBe(0);
    expect(own.logs()).not.toContain('did not finish in time');
  });
});

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
