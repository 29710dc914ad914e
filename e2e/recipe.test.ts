import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeChatServer, type FakeChatServer } from '../test-support/fake-chat-server';
import {
  addIngredients,
  launchBrowser,
  openPage,
  startApp,
  type RunningApp,
  waitForHydration,
} from '../test-support/harness';

const KEY = 'sk-e2e-NEVER-IN-A-BROWSER-5f3a9c';
const STREAMED = [
  '# Lemon Garlic Chicken',
  '',
  'Juicy pan-roasted chicken with a bright lemon sauce.',
  '',
  '## Ingredients',
  '',
  '- 2 chicken breasts',
  '- 1 lemon',
  '- 3 cloves garlic',
  '',
  '## Instructions',
  '',
  '1. Season the chicken.',
  '2. Sear it, then roast until it reaches 74 °C / 165 °F inside.',
  '3. Finish with lemon and garlic.',
  '',
].join('\n');

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('with a chat provider (fake, local)', () => {
  let fake: FakeChatServer;
  let app: RunningApp;
  beforeAll(async () => {
    fake = await startFakeChatServer();
    app = await startApp({
      CHAT_API_KEY: KEY,
      CHAT_API_BASE_URL: fake.baseUrl,
      CHAT_MODEL: 'fake/chef',
    });
  });
  afterAll(async () => {
    await app?.stop();
    await fake?.close();
  });

  it('adds, validates and removes ingredients, then streams a recipe in', async () => {
    const { page, context, problems } = await openPage(browser, app.url);
    const bodies: string[] = [];
    page.on('response', async (response) => {
      try {
        bodies.push(JSON.stringify(await response.allHeaders()) + (await response.text()));
      } catch {
        // Redirects and aborted requests have no body.
      }
    });
    await page.reload();
    await waitForHydration(page);

    await expect(page.getByRole('img', { name: /chef/i }).isVisible()).resolves.toBe(true);
    const input = page.getByRole('textbox', { name: 'Add Ingredient' });
    await input.fill('ab');
    await input.press('Enter');
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Please input a valid ingredient!',
    );

    await addIngredients(page, ['chicken breasts', 'LEMON', 'garlic']);
    await addIngredients(page, ['Lemon']);
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Ingredient already exists!');
    await expect(page.getByText('Add 1 more ingredient to proceed...').isVisible()).resolves.toBe(
      true,
    );

    await addIngredients(page, ['thyme', 'parsley']);
    await page.getByRole('button', { name: 'Remove Parsley' }).click();
    expect(await page.getByRole('listitem').allTextContents()).toEqual([
      'Chicken breasts×',
      'Lemon×',
      'Garlic×',
      'Thyme×',
    ]);

    // Slow enough to watch the text arrive while the request is still running.
    fake.enqueue({ kind: 'slow-stream', content: STREAMED, chunkDelayMs: 60 });
    await page.getByRole('button', { name: 'Get a Recipe' }).click();
    // Shown, and said once by the status region.
    await page.locator('p.loading', { hasText: 'Loading AI Recommended Recipe...' }).waitFor();
    await expect(page.getByRole('status').textContent()).resolves.toBe(
      'Loading AI Recommended Recipe...',
    );
    await page.getByRole('heading', { name: 'AI Recipe Recommendation:' }).waitFor();
    // Both buttons read "Please Wait...", each with a name of its own.
    await expect(
      page.getByRole('button', { name: 'Please Wait... for your recipe', exact: true }).count(),
    ).resolves.toBe(1);
    await expect(
      page
        .getByRole('button', { name: 'Please Wait... to add more ingredients', exact: true })
        .count(),
    ).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'Remove Lemon' }).isDisabled()).resolves.toBe(
      true,
    );

    await page.getByRole('heading', { name: 'Want a new recipe?' }).waitFor();
    await expect(
      page.getByRole('heading', { name: 'Lemon Garlic Chicken' }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      page.getByRole('listitem').filter({ hasText: '2 chicken breasts' }).count(),
    ).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'Get a Recipe' }).isEnabled()).resolves.toBe(
      true,
    );

    const sent = fake.requests.at(-1)!;
    expect(sent.body.stream).toBe(true);
    expect(sent.body.messages?.[1]?.content).toBe(
      "I have Chicken breasts, Lemon, Garlic, Thyme. Please give me a recipe you'd recommend I make!",
    );
    for (const body of bodies) expect(body).not.toContain(KEY);
    expect(app.logs()).not.toContain(KEY);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a failure with Try again and keeps the list', async () => {
    const { page, context, problems } = await openPage(browser, app.url);
    await addIngredients(page, ['Rice', 'Peas', 'Carrot', 'Egg']);
    fake.enqueue({ kind: 'status', status: 401 });
    await page.getByRole('button', { name: 'Get a Recipe' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The recipe service is misconfigured');
    await expect(page.getByRole('listitem').count()).resolves.toBe(4);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Fake Provider Frittata' }).waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    // The failed request is a network error in the console by design; nothing else may be there.
    expect(problems.filter((p) => !p.includes('502'))).toEqual([]);
    await context.close();
  });
});

describe('faults the visitor sees', () => {
  let fake: FakeChatServer;
  let app: RunningApp;
  beforeAll(async () => {
    fake = await startFakeChatServer();
    app = await startApp({
      CHAT_API_KEY: KEY,
      CHAT_API_BASE_URL: fake.baseUrl,
      CHAT_TIMEOUT_MS: '1500',
      RATE_LIMIT_PER_MINUTE: '3',
    });
  });
  afterAll(async () => {
    await app?.stop();
    await fake?.close();
  });

  it('keeps a cut-off recipe visible, marked incomplete, then a timeout, then the rate limit', async () => {
    const { page, context } = await openPage(browser, app.url);
    await addIngredients(page, ['Flour', 'Sugar', 'Butter', 'Eggs']);
    const getRecipe = page.getByRole('button', { name: 'Get a Recipe' });

    fake.enqueue({ kind: 'cut', content: '# Half a Cake\n\n## Ingredients\n\n- 200 g flour\n' });
    await getRecipe.click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('cut off before it was finished');
    // Rendered once the markdown renderer is here (raw markdown is never shown meanwhile).
    await page.getByRole('heading', { name: 'Half a Cake' }).waitFor();
    await expect(page.getByText('this recipe was cut off').isVisible()).resolves.toBe(true);
    await expect(getRecipe.isEnabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Remove Flour' }).isEnabled()).resolves.toBe(
      true,
    );

    fake.enqueue({ kind: 'hang' });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('The recipe service took too long to answer. Please try again.').waitFor();
    await expect(page.getByRole('button', { name: 'Add ingredient' }).isEnabled()).resolves.toBe(
      true,
    );
    await expect(page.getByRole('listitem').count()).resolves.toBe(4);

    // The third request this minute is allowed; the fourth is over RATE_LIMIT_PER_MINUTE=3.
    await getRecipe.click();
    await page.getByRole('heading', { name: 'Want a new recipe?' }).waitFor();
    await getRecipe.click();
    await page.getByText(/Too many recipe requests\. Please try again in \d+ seconds\./).waitFor();
    await expect(page.getByRole('listitem').count()).resolves.toBe(4);
    await context.close();
  });
});

describe('out of the box, with no key', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('the built-in chef writes a recipe, and a different one when asked again', async () => {
    const { page, context, problems } = await openPage(browser, app.url);
    await addIngredients(page, ['Chicken', 'Broccoli', 'Soy sauce', 'Garlic', 'Rice']);
    await page.getByRole('button', { name: 'Get a Recipe' }).click();
    await page.getByRole('heading', { name: 'Want a new recipe?' }).waitFor();
    const output = page.getByRole('region', { name: 'AI Recipe Recommendation:' });
    const first = await output.getByRole('heading', { level: 3 }).first().textContent();
    expect(first).toBeTruthy();
    await expect(output.getByRole('heading', { name: 'Ingredients' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(output.getByRole('heading', { name: 'Instructions' }).isVisible()).resolves.toBe(
      true,
    );

    await page.getByRole('button', { name: 'Get a Recipe' }).click();
    await page.getByRole('button', { name: 'Get a Recipe' }).waitFor();
    await output.getByRole('heading', { level: 3 }).first().waitFor();
    const second = await output.getByRole('heading', { level: 3 }).first().textContent();
    expect(second).not.toBe(first);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('paints the first screen without JavaScript, and keeps typed text if submitted too early', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Hold the scripts back: the page must still show and must not reload on submit.
    await context.route('**/assets/*.js', (route) => route.abort());
    await page.goto(app.url);
    await expect(page.getByRole('textbox', { name: 'Add Ingredient' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByRole('button', { name: 'Add ingredient' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByRole('img', { name: /chef/i }).isVisible()).resolves.toBe(true);
    const input = page.getByRole('textbox', { name: 'Add Ingredient' });
    await input.fill('Oregano');
    // Listens after the page's own guard, so it sees whether the reload was cancelled.
    await page.evaluate(() =>
      window.addEventListener('submit', (event) => {
        document.body.dataset.submitPrevented = String(event.defaultPrevented);
      }),
    );
    await input.press('Enter');
    await page.waitForFunction(() => document.body.dataset.submitPrevented !== undefined);
    await expect(page.evaluate(() => document.body.dataset.submitPrevented)).resolves.toBe('true');
    expect(page.url()).toBe(`${app.url}/`);
    await expect(input.inputValue()).resolves.toBe('Oregano');
    await context.close();
  });

  it('keeps the theme across a reload, applied before the page paints', async () => {
    const { page, context, problems } = await openPage(browser, app.url);
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(
      'light',
    );
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('dark');

    // Read the theme from the first script that runs after the <head> one, before React loads.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { __earlyTheme: string }).__earlyTheme =
            document.documentElement.dataset.theme ?? '';
        }
      });
    });
    await page.reload();
    await waitForHydration(page);
    await expect(
      page.evaluate(() => (window as unknown as { __earlyTheme: string }).__earlyTheme),
    ).resolves.toBe('dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(17, 20, 24)');
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations in the ${theme} theme, empty and with a recipe`, async () => {
      const { page, context, problems } = await openPage(browser, app.url);
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.reload();
      await waitForHydration(page);
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(
        theme,
      );
      expect(await axeViolations(page)).toEqual([]);

      await addIngredients(page, ['Flour', 'Sugar', 'Butter', 'Eggs', 'Vanilla']);
      await page.getByRole('button', { name: 'Get a Recipe' }).click();
      await page.getByRole('heading', { name: 'Want a new recipe?' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
