import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../test-support/providers';
import { THINKING, type WireReply } from '../test-support/providers/wire';
import { startFakeChatServer, type FakeChatServer } from '../test-support/fake-chat-server';
import {
  addIngredients,
  launchBrowser,
  openPage,
  startApp,
  type RunningApp,
} from '../test-support/harness';

/**
 * The conformance fixtures the visitor sees: a reasoning model's reply and answers cut short,
 * replayed by the fake provider through the real server into a real Chromium.
 */
const KEY = 'sk-e2e-conformance-NEVER-SHOWN-7c1d';

let browser: Browser;
let fake: FakeChatServer;
let app: RunningApp;
beforeAll(async () => {
  browser = await launchBrowser();
  fake = await startFakeChatServer();
  app = await startApp({ CHAT_API_KEY: KEY, CHAT_API_BASE_URL: fake.baseUrl, CHAT_MODEL: 'qwen3' });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await fake?.close();
});

/** Replays a fixture's streamed bytes, slowly enough to watch the page while it thinks. */
function replay(id: string, chunkDelayMs = 0) {
  const wire = fixture(id).stream as WireReply;
  fake.enqueue({ kind: 'wire', ...wire, body: [...wire.body], chunkDelayMs });
}

describe('provider conformance in the browser', () => {
  it('shows that the chef is thinking, then the recipe without the thinking', async () => {
    const { page, context, problems } = await openPage(browser, app.url);
    await addIngredients(page, ['Eggs', 'Spinach', 'Feta', 'Onion']);
    replay('ollama-think-tag-split', 200);
    await page.getByRole('button', { name: 'Get a Recipe' }).click();
    await page.getByText('The chef is thinking…').waitFor();

    const output = page.getByRole('region', { name: 'AI Recipe Recommendation:' });
    await output.getByRole('heading', { name: 'Spinach and Feta Omelette' }).waitFor();
    await page.getByRole('heading', { name: 'Want a new recipe?' }).waitFor();
    await expect(page.getByText('The chef is thinking…').count()).resolves.toBe(0);
    const shown = await page.locator('main').innerText();
    expect(shown).not.toContain(THINKING.slice(0, 30));
    expect(shown).not.toMatch(/<\/?think/);
    await expect(output.getByRole('listitem').count()).resolves.toBe(6);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps a closing-tag-only reply clean too', async () => {
    const { page, context, problems } = await openPage(browser, app.url);
    await addIngredients(page, ['Eggs', 'Spinach', 'Feta', 'Onion']);
    replay('vllm-closing-tag-only');
    await page.getByRole('button', { name: 'Get a Recipe' }).click();
    // the recipe shows once its renderer has loaded: never as raw markdown
    const output = page.getByRole('region', { name: 'AI Recipe Recommendation:' });
    await output.getByRole('heading', { name: 'Spinach and Feta Omelette' }).waitFor();
    await page.getByRole('heading', { name: 'Want a new recipe?' }).waitFor();
    const shown = await page.locator('main').innerText();
    expect(shown).toContain('Spinach and Feta Omelette');
    expect(shown).not.toContain(THINKING.slice(0, 30));
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const [id, why] of [
    ['openai-finish-length', 'the recipe service ran out of room before the end.'],
    ['azure-content-filter', "the recipe service's content filter stopped it."],
  ] as const) {
    it(`keeps a recipe cut short (${id}), says so, and Try again asks anew`, async () => {
      const { page, context, problems } = await openPage(browser, app.url);
      await addIngredients(page, ['Eggs', 'Spinach', 'Feta', 'Onion']);
      replay(id);
      await page.getByRole('button', { name: 'Get a Recipe' }).click();
      const output = page.getByRole('region', { name: 'AI Recipe Recommendation:' });
      const note = output.getByText(/Cut short:/);
      await note.waitFor();
      await expect(output.locator('.recipe-cut-short p').innerText()).resolves.toBe(
        `Cut short: this recipe is not complete, because ${why}`,
      );
      await output.getByRole('heading', { name: 'Spinach and Feta Omelette' }).waitFor();
      const violations = (await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id);
      expect(violations).toEqual([]);

      // The fake's next answer is its own whole recipe.
      await output.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'Fake Provider Frittata' }).waitFor();
      await expect(page.getByText(/Cut short:/).count()).resolves.toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('tells the visitor what was left out as not food, and sends only food', async () => {
    const { page, context, problems } = await openPage(browser, app.url);
    await addIngredients(page, ['Bleach', 'Eggs', 'Spinach', 'Feta', 'Onion']);
    await page.getByRole('button', { name: 'Get a Recipe' }).click();
    await page.getByText('Left out because it is not food: Bleach (a cleaning product).').waitFor();
    await page.getByRole('heading', { name: 'Fake Provider Frittata' }).waitFor();
    expect(fake.requests.at(-1)?.body.messages?.[1]?.content).toBe(
      "I have Eggs, Spinach, Feta, Onion. Please give me a recipe you'd recommend I make!",
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
