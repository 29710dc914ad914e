import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  startApp,
  waitForHydration,
  type RunningApp,
} from '../test-support/harness';

// A 1×1 transparent PNG: demo images come from huggingface.co, which tests must never reach.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Answers every request that leaves the app locally: an image, or an empty 204. */
async function stayOffline(context: BrowserContext, appUrl: string): Promise<string[]> {
  const external: string[] = [];
  await context.route(
    (url) => !url.href.startsWith(appUrl),
    (route) => {
      external.push(route.request().url());
      return route.request().resourceType() === 'image'
        ? route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL })
        : route.fulfill({ status: 204, body: '' });
    },
  );
  return external;
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

let browser: Browser;
let app: RunningApp;
beforeAll(async () => {
  browser = await launchBrowser();
  app = await startApp({ RECIPE_PROVIDER: 'builtin' });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('model-task catalogue', () => {
  it('goes from the recipe page to a task, generates and copies code, and comes back', async () => {
    const { page, context, problems } = await openPage(browser, app.url);
    await stayOffline(context, app.url);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });

    // The recipe page does not load catalogue code until the visitor goes there.
    const scripts = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    const before = await scripts();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Model tasks' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Model tasks' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/tasks');
    await expect(page.title()).resolves.toBe('Model tasks · React Recipes');
    const isCatalogueChunk = (name: string) => /\/assets\/catalogue-page-[^/]+\.js$/.test(name);
    expect(before.filter(isCatalogueChunk)).toEqual([]);
    expect((await scripts()).filter(isCatalogueChunk)).toHaveLength(1);
    await expect(page.getByRole('status').first().textContent()).resolves.toBe('47 tasks');

    await page.getByRole('searchbox', { name: 'Search tasks' }).fill('depth');
    await page.waitForURL((url) => url.search === '?q=depth');
    await expect(page.getByRole('link', { name: 'Depth Estimation' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByRole('link', { name: 'Text Classification' }).count()).resolves.toBe(0);

    await page.getByRole('link', { name: 'Depth Estimation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Depth Estimation' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/tasks/depth-estimation');

    await page.getByRole('combobox', { name: 'Library' }).selectOption('transformers');
    await page.getByRole('button', { name: 'Generate code' }).click();
    const snippet = page.getByRole('region', { name: 'Snippet 1 of 2 code' });
    await expect(snippet.textContent()).resolves.toContain('pipeline("depth-estimation", model=');
    await page.getByRole('button', { name: 'Copy snippet 1 of 2' }).click();
    await page.getByText('Copied', { exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await snippet.textContent());

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Model tasks' }).waitFor();
    expect(new URL(page.url()).search).toBe('?q=depth');
    await expect(page.getByRole('searchbox', { name: 'Search tasks' }).inputValue()).resolves.toBe(
      'depth',
    );

    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Depth Estimation' }).waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });

  it('warns before handing out a snippet that is not valid Python', async () => {
    // Offline before the task page loads: it shows the task's example images from the Hub.
    const { page, context, problems } = await openPage(browser, 'about:blank');
    await stayOffline(context, app.url);
    await page.goto(`${app.url}/tasks/mask-generation`);
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Model id' }).fill('facebook/sam2-hiera-large');
    await page.getByRole('combobox', { name: 'Library' }).selectOption('sam2');
    await page.getByRole('button', { name: 'Generate code' }).click();
    const alert = page.getByRole('alert').first();
    await expect(alert.textContent()).resolves.toContain(
      'Line 5 uses the model id facebook/sam2-hiera-large as code',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows code for the first widget model on a task page with no click, axe clean', async () => {
    const pages = [
      {
        path: '/tasks/automatic-speech-recognition',
        title: 'Automatic Speech Recognition',
        model: 'openai/whisper-large-v3',
        library: 'Transformers',
        code: 'pipe = pipeline("automatic-speech-recognition", model="openai/whisper-large-v3")',
      },
      {
        path: '/tasks/sentence-similarity',
        title: 'Sentence Similarity',
        model: 'sentence-transformers/all-MiniLM-L6-v2',
        library: 'sentence-transformers',
        code: 'model = SentenceTransformer("sentence-transformers/all-MiniLM-L6-v2")',
      },
    ];
    for (const expected of pages) {
      const { page, context, problems } = await openPage(browser, 'about:blank');
      await stayOffline(context, app.url);
      await page.goto(`${app.url}${expected.path}`);
      await page.getByRole('heading', { level: 1, name: expected.title }).waitFor();

      const section = page.getByRole('region', { name: 'Use a model' });
      const code = section.getByRole('region', { name: /^Snippet( 1 of \d+)? code$/ });
      await expect(code.isVisible()).resolves.toBe(true);
      await expect(code.textContent()).resolves.toContain(expected.code);
      const summary = section.getByRole('status').first();
      await expect(summary.textContent()).resolves.toContain(
        `first widget model, ${expected.model}, with ${expected.library},`,
      );
      await expect(
        summary.getByRole('link', { name: expected.model }).getAttribute('href'),
      ).resolves.toBe(`https://huggingface.co/${expected.model}`);
      // The code region takes focus from the keyboard, so a long line can be scrolled to.
      await code.focus();
      await expect(code.evaluate((node) => node === document.activeElement)).resolves.toBe(true);

      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations on the list and task views (${theme} theme)`, async () => {
      const { page, context, problems } = await openPage(browser, `${app.url}/tasks`);
      await stayOffline(context, app.url);
      if (theme === 'dark') {
        await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      }
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(
        theme,
      );

      await page.getByRole('heading', { level: 1, name: 'Model tasks' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Image Classification', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Image Classification' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // Text with tokens, a table, and a snippet with the quality gate's warning.
      await page.goto(`${app.url}/tasks/token-classification`);
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: 'Token Classification' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`${app.url}/tasks/tabular-classification`);

      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: 'Tabular Classification' }).waitFor();
      await page.getByRole('combobox', { name: 'Library' }).selectOption('cartesia_pytorch');
      await page.getByRole('button', { name: 'Generate code' }).click();
      await page.getByRole('alert').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);

      expect(problems).toEqual([]);
      await context.close();
      // four axe scans of four pages: on a busy machine each takes a quarter of a minute
    }, 150_000);
  }
});
