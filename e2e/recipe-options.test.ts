import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAnnouncements, takeAnnouncements } from '../test-support/announcements';
import { startFakeChatServer, type FakeChatServer } from '../test-support/fake-chat-server';
import {
  addIngredients,
  launchBrowser,
  startApp,
  waitForHydration,
  type RunningApp,
} from '../test-support/harness';

/**
 * The recipe page's options, warnings, shopping list, copy, print and share, in Chromium against
 * the real server; the chat provider is the local fake.
 */

const KEY = 'sk-e2e-options-NEVER-IN-A-BROWSER';
const BUTTERY = [
  '# Buttery Garlic Pasta',
  '',
  '## Ingredients',
  '',
  '- 200 g pasta',
  '- 50 g butter',
  '- 3 cloves garlic',
  '- 1 lemon',
  '',
  '## Instructions',
  '',
  '1. Boil the pasta.',
  '2. Melt the butter with the garlic, toss with the pasta and the lemon.',
  '',
].join('\n');

let browser: Browser;
let fake: FakeChatServer;
let app: RunningApp;
beforeAll(async () => {
  browser = await launchBrowser();
  fake = await startFakeChatServer();
  app = await startApp({ CHAT_API_KEY: KEY, CHAT_API_BASE_URL: fake.baseUrl });
});
afterAll(async () => {
  await app?.stop();
  await fake?.close();
  await browser?.close();
});

interface Opened {
  page: Page;
  context: BrowserContext;
  problems: string[];
  /** The JSON bodies the page sent to POST /api/recipe. */
  sent: unknown[];
}

async function open(url: string, context?: BrowserContext): Promise<Opened> {
  const ctx = context ?? (await browser.newContext());
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  const page = await ctx.newPage();
  const problems: string[] = [];
  const sent: unknown[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (request.url().endsWith('/api/recipe')) sent.push(request.postDataJSON());
  });
  await page.addInitScript(recordAnnouncements);
  await page.goto(url);
  await waitForHydration(page);
  return { page, context: ctx, problems, sent };
}

async function openOptions(page: Page) {
  await page.getByText('Diet, allergies and servings').click();
  await page.getByRole('group', { name: 'Leave out' }).waitFor();
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe('the recipe options, in Chromium', () => {
  it('send the options, hide a recipe made for others, and show a warning the server found', async () => {
    const { page, context, problems, sent } = await open(app.url);
    await addIngredients(page, ['Pasta', 'Garlic', 'Lemon', 'Parsley']);
    fake.enqueue({ kind: 'reply', content: BUTTERY });
    await page.getByRole('button', { name: 'Get a Recipe' }).click();
    await page.getByRole('heading', { name: 'Buttery Garlic Pasta' }).waitFor();
    expect(sent).toEqual([{ ingredients: ['Pasta', 'Garlic', 'Lemon', 'Parsley'], attempt: 0 }]);
    // No constraints asked for: nothing to warn about.
    expect(await page.getByText(/Check before cooking/).count()).toBe(0);

    await openOptions(page);
    await page.getByRole('checkbox', { name: 'Milk' }).check();
    await page.getByRole('combobox', { name: 'Servings' }).selectOption('2');
    // A recipe for other options is gone, as after a list change.
    await page.getByRole('heading', { name: 'AI Recipe Recommendation:' }).waitFor({
      state: 'detached',
    });
    await takeAnnouncements(page);

    fake.enqueue({ kind: 'reply', content: BUTTERY });
    await page.getByRole('button', { name: 'Get a Recipe' }).click();
    await page.getByRole('heading', { name: 'Buttery Garlic Pasta' }).waitFor();
    expect(sent[1]).toEqual({
      ingredients: ['Pasta', 'Garlic', 'Lemon', 'Parsley'],
      attempt: 0,
      servings: 2,
      avoid: ['milk'],
    });
    // The chat model was told (the user message stays as it was).
    const system = fake.requests.at(-1)?.body.messages?.[0]?.content ?? '';
    expect(system.toLowerCase()).toContain('milk');
    const warning = page.getByRole('alert').filter({ hasText: 'Check before cooking' });
    expect(await warning.textContent()).toBe('Check before cooking: 50 g butter (Milk)');
    expect(await warning.isVisible()).toBe(true);
    // Above the recipe: both measured in one frame, since the page may scroll while the recipe
    // streams in and two separate measurements could straddle a scroll.
    const above = await page.evaluate(() => {
      const alert = [...document.querySelectorAll('[role="alert"]')].find((el) =>
        el.textContent?.startsWith('Check before cooking'),
      );
      const output = document.getElementById('recipe-output-heading')?.closest('section');
      if (!alert || !output) return null;
      return alert.getBoundingClientRect().bottom <= output.getBoundingClientRect().top;
    });
    expect(above).toBe(true);
    const said = (await takeAnnouncements(page)).map(({ kind, text }) => `${kind}: ${text}`);
    expect(said).toContain('alert: Check before cooking: 50 g butter (Milk)');

    // What the recipe uses that the list does not: from the server's reading.
    const needs = page.getByRole('region', { name: "What you'll need" });
    const items = await needs.getByRole('listitem').allTextContents();
    expect(items.length).toBeGreaterThan(0);
    expect(items.join(' ').toLowerCase()).toContain('butter');
    await needs.getByRole('button', { name: 'Copy shopping list' }).click();
    await page.getByRole('status').filter({ hasText: 'Shopping list copied' }).waitFor();
    expect(await clipboard(page)).toBe(items.join('\n'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('copies the recipe, prints it alone, and shares a link that rebuilds the list and options', async () => {
    const { page, context, problems } = await open(app.url);
    await addIngredients(page, ['Pasta', 'Garlic', 'Lemon', 'Parsley', 'Olive oil']);
    await openOptions(page);
    await page.getByRole('radio', { name: 'Vegan' }).check();
    await page.getByRole('checkbox', { name: 'Eggs' }).check();
    await page.getByRole('checkbox', { name: 'Sesame' }).check();
    await page.getByRole('combobox', { name: 'Servings' }).selectOption('3');
    fake.enqueue({ kind: 'reply', content: BUTTERY });
    await page.getByRole('button', { name: 'Get a Recipe' }).click();
    await page.getByRole('heading', { name: 'Buttery Garlic Pasta' }).waitFor();

    await page.getByRole('button', { name: 'Copy recipe' }).click();
    await page.getByRole('status').filter({ hasText: 'Recipe copied' }).waitFor();
    expect(await clipboard(page)).toBe(BUTTERY);

    // Printing: the recipe alone, black on white, whatever the theme.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.emulateMedia({ media: 'print' });
    for (const hidden of [
      page.locator('header'),
      page.locator('footer'),
      page.getByRole('textbox', { name: 'Add Ingredient' }),
      page.getByText('Diet, allergies and servings'),
      page.getByRole('heading', { name: 'Ingredients on hand:' }),
      page.getByRole('heading', { name: 'Want a new recipe?' }),
      page.getByRole('heading', { name: 'AI Recipe Recommendation:' }),
      page.getByRole('button', { name: 'Copy recipe' }),
    ]) {
      expect(await hidden.isVisible(), String(hidden)).toBe(false);
    }
    const visibleButtons = await page.evaluate(
      () => [...document.querySelectorAll('button')].filter((b) => b.checkVisibility()).length,
    );
    expect(visibleButtons).toBe(0);
    const title = page.getByRole('heading', { name: 'Buttery Garlic Pasta' });
    expect(await title.isVisible()).toBe(true);
    expect(await page.getByText('Melt the butter with the garlic').isVisible()).toBe(true);
    const colours = await title.evaluate((el) => ({
      text: getComputedStyle(el).color,
      page: getComputedStyle(document.body).backgroundColor,
    }));
    expect(colours).toEqual({ text: 'rgb(0, 0, 0)', page: 'rgb(255, 255, 255)' });
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    const link = await clipboard(page);
    expect(link.startsWith(`${app.url}/?i=Pasta&i=Garlic`)).toBe(true);

    // Opened elsewhere: the list and the options are back, and nothing is asked for by itself.
    const other = await open(link, context);
    const list = other.page.getByRole('region', { name: 'Ingredients on hand:' });
    await list.waitFor();
    expect(await list.getByRole('listitem').allTextContents()).toEqual([
      'Pasta×',
      'Garlic×',
      'Lemon×',
      'Parsley×',
      'Olive oil×',
    ]);
    await other.page.getByRole('group', { name: 'Leave out' }).waitFor();
    expect(await other.page.getByRole('radio', { name: 'Vegan' }).isChecked()).toBe(true);
    expect(await other.page.getByRole('checkbox', { name: 'Eggs' }).isChecked()).toBe(true);
    expect(await other.page.getByRole('checkbox', { name: 'Sesame' }).isChecked()).toBe(true);
    expect(await other.page.getByRole('checkbox', { name: 'Milk' }).isChecked()).toBe(false);
    expect(await other.page.getByRole('combobox', { name: 'Servings' }).inputValue()).toBe('3');
    // The query left the address bar: a reload does not import it again.
    await other.page.waitForURL(`${app.url}/`);
    await other.page.getByRole('status').filter({ hasText: 'Shared list loaded' }).waitFor();
    expect(other.sent).toEqual([]);
    expect(await other.page.getByRole('heading', { name: 'Ready for a recipe?' }).count()).toBe(1);

    // The options it carried go into the request when the visitor asks.
    fake.enqueue({ kind: 'reply', content: BUTTERY });
    await other.page.getByRole('button', { name: 'Get a Recipe' }).click();
    await other.page.getByRole('heading', { name: 'Buttery Garlic Pasta' }).waitFor();
    expect(other.sent).toEqual([
      {
        ingredients: ['Pasta', 'Garlic', 'Lemon', 'Parsley', 'Olive oil'],
        attempt: 0,
        diet: 'vegan',
        avoid: ['eggs', 'sesame'],
        servings: 3,
      },
    ]);
    expect([...problems, ...other.problems]).toEqual([]);
    await context.close();
  });

  it('reports what a tampered link holds that cannot be used, and keeps the rest', async () => {
    const many = Array.from({ length: 32 }, (_, i) => `i=Item+${i + 1}`).join('&');
    const { page, context, problems, sent } = await open(
      `${app.url}/?i=ab&${many}&i=item+3&diet=paleo&avoid=nuts&servings=99`,
    );
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.getByRole('listitem').allTextContents()).toEqual([
      '"ab": Please input a valid ingredient!',
      `That's plenty: a recipe can use at most 30 ingredients. Left out: "Item 31", "Item 32".`,
      'The diet "paleo" is not one we know, so it was ignored.',
      'The allergen "nuts" is not one we know, so it was ignored.',
      'Servings "99" is not a whole number from 1 to 12, so it was ignored.',
    ]);
    expect(
      await page
        .getByRole('listitem')
        .filter({ hasText: /^Item \d+×$/ })
        .count(),
    ).toBe(30);
    const said = (await takeAnnouncements(page)).map(({ kind, text }) => `${kind}: ${text}`);
    expect(said).toContain('status: Shared list loaded; 30 ingredients');
    expect(said.filter((text) => text.startsWith('alert: '))).toEqual([
      `alert: Not everything in the shared link could be used: ${(
        await alert.getByRole('listitem').allTextContents()
      ).join(' ')}`,
    ]);
    // No options were valid: the disclosure stays closed.
    expect(
      await page
        .locator('details.recipe-options')
        .evaluate((el) => (el as HTMLDetailsElement).open),
    ).toBe(false);
    expect(sent).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
