import AxeBuilder from '@axe-core/playwright';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rawMarkdownSeen,
  recordAnnouncements,
  takeAnnouncements,
  type Announcement,
} from '../test-support/announcements';
import { startFakeChatServer, type FakeChatServer } from '../test-support/fake-chat-server';
import {
  addIngredients,
  launchBrowser,
  startApp,
  waitForHydration,
  type RunningApp,
} from '../test-support/harness';

/**
 * The recipe page and the catalogue as keyboard and screen-reader users meet them: keys only,
 * where focus is after every step, what each live region and alert would say, forced colours,
 * and 320 CSS px (a 1280 px window at 400% zoom).
 */

const KEY = 'sk-e2e-a11y-NEVER-IN-A-BROWSER';
const LOADING = 'Loading AI Recommended Recipe...';
const STREAMED = [
  '# Lemon Garlic Chicken',
  '',
  '**Uses your:** Tomato, Garlic, Pasta, Basil',
  '',
  '## Ingredients',
  '',
  '- 2 chicken breasts',
  '- 3 cloves garlic',
  '',
  '## Instructions',
  '',
  '1. Season the chicken.',
  '2. Sear it, then roast until it reaches 74 °C / 165 °F inside.',
  '',
].join('\n');
const MISCONFIGURED =
  'The recipe service is misconfigured, so no recipe can be made right now. Please let the site operator know.';
const CUT_OFF =
  'The recipe was cut off before it was finished. What arrived is shown; please try again for the whole recipe.';

// A 1×1 transparent PNG: demo images come from huggingface.co, which tests must never reach.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Every element that took focus, as "TAG name" (buttons) or "TAG role". */
interface FocusWindow {
  __focusTrail: string[];
}

interface Opened {
  page: Page;
  context: BrowserContext;
  problems: string[];
}

/** A fresh context whose page records announcements from its first script, kept offline. */
async function open(
  browser: Browser,
  app: RunningApp,
  path = '/',
  options: BrowserContextOptions = {},
): Promise<Opened> {
  const context = await browser.newContext(options);
  await context.route(
    (url) => !url.href.startsWith(app.url),
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL })
        : route.fulfill({ status: 204, body: '' }),
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(recordAnnouncements);
  await page.addInitScript(() => {
    const w = window as unknown as FocusWindow;
    w.__focusTrail = [];
    document.addEventListener('focusin', (event) => {
      const el = event.target as HTMLElement;
      const name = el.tagName === 'BUTTON' ? el.textContent : el.getAttribute('role');
      w.__focusTrail.push(`${el.tagName} ${name ?? ''}`.trim());
    });
  });
  await page.goto(`${app.url}${path}`);
  await waitForHydration(page);
  return { page, context, problems };
}

async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el ? el.outerHTML.slice(0, 160) : 'nothing';
  });
}

/** Waits (briefly) until `locator` is the focused element, and says what has focus if not. */
async function expectFocus(page: Page, locator: Locator): Promise<void> {
  try {
    await locator.and(page.locator(':focus')).waitFor({ timeout: 5_000 });
  } catch {
    throw new Error(
      `expected focus on ${String(locator)}, but it is on ${await describeFocus(page)}`,
    );
  }
}

/** Scrolls to the bottom at once (a smooth scroll still running would move the page later). */
async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
}

async function press(page: Page, key: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

/** Selects what is in the focused box and types over it. */
async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

const status = (text: string, recipeRendered = false): Announcement => ({
  text,
  kind: 'status',
  recipeRendered,
});
const alert = (text: string, recipeRendered = false): Announcement => ({
  text,
  kind: 'alert',
  recipeRendered,
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the recipe page by keyboard and screen reader', () => {
  let fake: FakeChatServer;
  let app: RunningApp;
  beforeAll(async () => {
    fake = await startFakeChatServer();
    app = await startApp({ CHAT_API_KEY: KEY, CHAT_API_BASE_URL: fake.baseUrl });
  });
  afterAll(async () => {
    await app?.stop();
    await fake?.close();
  });

  it('goes from an empty list to a recipe, a failure, a cut-off and a cut-short reply by keys alone', async () => {
    const { page, context, problems } = await open(browser, app);
    // Hold the markdown renderer back until the whole reply is in, as on a slow connection.
    let releaseRenderer!: () => void;
    const rendererHeld = new Promise<void>((resolve) => (releaseRenderer = resolve));
    await context.route(/\/assets\/recipe-markdown-[^/]+\.js$/, async (route) => {
      await rendererHeld;
      await route.continue();
    });
    const input = page.getByRole('textbox', { name: 'Add Ingredient' });
    const getRecipe = page.getByRole('button', { name: 'Get a Recipe', exact: true });
    const waiting = page.getByRole('button', { name: 'Please Wait... for your recipe' });
    const output = page.getByRole('heading', { name: 'AI Recipe Recommendation:' });
    const errorPanel = page.getByRole('alert');

    await press(page, 'Tab');
    await expectFocus(page, page.getByRole('link', { name: 'Skip to content' }));
    await press(page, 'Enter');
    await press(page, 'Tab');
    await expectFocus(page, input);
    expect(
      await input.evaluate(
        (el) => document.getElementById(el.getAttribute('aria-describedby')!)?.textContent,
      ),
    ).toBe('One at a time, at least 3 characters each.');

    // Invalid, the same again, an addition, a duplicate, and on to four.
    await page.keyboard.type('ab');
    await press(page, 'Enter');
    await expectFocus(page, input);
    await press(page, 'Enter');
    await typeOver(page, 'Tomato');
    await press(page, 'Enter');
    await expectFocus(page, input);
    await page.keyboard.type('tomato');
    await press(page, 'Enter');
    for (const item of ['Onion', 'Garlic', 'Pasta']) {
      await typeOver(page, item);
      await press(page, 'Enter');
      await expectFocus(page, input);
    }
    // Remove Onion from the list (past the options' disclosure); focus moves to the next item.
    await press(page, 'Tab', 4);
    await expectFocus(page, page.getByRole('button', { name: 'Remove Onion' }));
    await press(page, 'Enter');
    await expectFocus(page, page.getByRole('button', { name: 'Remove Garlic' }));
    await press(page, 'Shift+Tab', 4);
    await expectFocus(page, input);
    await page.keyboard.type('Basil');
    await press(page, 'Enter');
    await expectFocus(page, input);
    expect(await takeAnnouncements(page)).toEqual([
      alert('Please input a valid ingredient!'),
      alert('Please input a valid ingredient!'),
      status('Tomato added; 3 more needed'),
      alert('Ingredient already exists!'),
      status('Onion added; 2 more needed'),
      status('Garlic added; 1 more needed'),
      status('Pasta added; you can get a recipe now'),
      status('Onion removed; 1 more needed'),
      status('Basil added; you can get a recipe now'),
    ]);
    // The list itself is not a live region (the status region speaks for it).
    expect(await page.locator('ul.ingredient-list[aria-live]').count()).toBe(0);

    // A recipe: focus stays on the button while it loads; a second press asks nothing.
    fake.enqueue({ kind: 'slow-stream', content: STREAMED, chunkDelayMs: 30 });
    await press(page, 'Tab', 7);
    await expectFocus(page, getRecipe);
    await press(page, 'Enter');
    await expectFocus(page, waiting);
    expect(await waiting.getAttribute('aria-disabled')).toBe('true');
    await press(page, 'Enter');
    await page.getByRole('heading', { name: 'Want a new recipe?' }).waitFor();
    expect(fake.requests).toHaveLength(1);
    // The reply is complete but the renderer is not here yet: no "ready", no raw markdown.
    await expectFocus(page, getRecipe);
    expect(await takeAnnouncements(page)).toEqual([status(LOADING)]);
    releaseRenderer();
    await expectFocus(page, output);
    await page.getByRole('heading', { name: 'Lemon Garlic Chicken' }).waitFor();
    expect(await takeAnnouncements(page)).toEqual([
      status('Your recipe is ready: Lemon Garlic Chicken.', true),
    ]);
    expect(await rawMarkdownSeen(page)).toEqual([]);

    // A failure: focus goes to the error panel, then Try again, then a reply cut off mid-way.
    await press(page, 'Shift+Tab');
    await expectFocus(page, getRecipe);
    fake.enqueue({ kind: 'status', status: 401 });
    await press(page, 'Enter');
    await expectFocus(page, errorPanel);
    expect(await errorPanel.textContent()).toContain(MISCONFIGURED);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await press(page, 'Tab');
    await expectFocus(page, errorPanel.getByRole('button', { name: 'Try again' }));
    fake.enqueue({ kind: 'cut', content: '# Half a Stew\n\n## Ingredients\n\n- 1 onion\n' });
    await page.evaluate(() => (window as unknown as FocusWindow).__focusTrail.splice(0));
    await press(page, 'Enter');
    await expectFocus(page, errorPanel);
    // Try again went with its panel; meanwhile focus was on the button that stays, never lost.
    expect(await page.evaluate(() => (window as unknown as FocusWindow).__focusTrail)).toEqual([
      'BUTTON Get a Recipe', // the recipe button, about to read "Please Wait..."
      'DIV alert',
    ]);
    expect(await errorPanel.textContent()).toContain(CUT_OFF);
    await page.getByText('this recipe was cut off before it was finished').waitFor();
    expect(await takeAnnouncements(page)).toEqual([
      status(LOADING),
      alert(`${MISCONFIGURED} Try again`),
      status(LOADING),
      alert(`${CUT_OFF} Try again`, true),
    ]);

    // A reply longer than the server's cap: ready, but said (and shown) to be cut short.
    await press(page, 'Shift+Tab');
    await expectFocus(page, getRecipe);
    fake.enqueue({
      kind: 'reply',
      content: `# Long Simmered Stew\n\n${'Stir the pot gently and keep tasting as it cooks.\n'.repeat(400)}`,
    });
    await press(page, 'Enter');
    await expectFocus(page, output);
    await page.getByText('it ran longer than we can show.', { exact: false }).waitFor();
    expect(await takeAnnouncements(page)).toEqual([
      status(LOADING),
      status(
        'Your recipe is ready: Long Simmered Stew. It was cut short: the end of the recipe is missing.',
        true,
      ),
    ]);

    // Removing an ingredient while a recipe shows says that the recipe went with it.
    await press(page, 'Shift+Tab', 2);
    await expectFocus(page, page.getByRole('button', { name: 'Remove Basil' }));
    await press(page, 'Enter');
    await expectFocus(page, page.getByRole('button', { name: 'Remove Pasta' }));
    expect(await output.count()).toBe(0);
    expect(await takeAnnouncements(page)).toEqual([
      status('Basil removed; the recipe was cleared; 1 more needed'),
    ]);

    // The failed request is a network error in the console by design; nothing else may be there.
    expect(problems.filter((p) => !p.includes('502'))).toEqual([]);
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations in the ${theme} theme with the options open, a shared link's problems, a warning and the recipe's tools`, async () => {
      const link =
        '/?i=ab&i=Pasta&i=Garlic&i=Lemon&i=Parsley&diet=vegetarian&avoid=eggs&servings=4';
      const { page, context, problems } = await open(browser, app);
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.goto(`${app.url}${link}`);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await page.getByRole('group', { name: 'Leave out' }).waitFor();
      await page.getByText('Not everything in the shared link could be used:').waitFor();
      const violations = async () =>
        (await new AxeBuilder({ page }).analyze()).violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      expect(await violations()).toEqual([]);

      // The disclosure and its controls by keys: Enter closes and opens it, Space ticks a box.
      const summary = page.getByText('Diet, allergies and servings');
      await summary.focus();
      await press(page, 'Enter');
      await page.getByRole('group', { name: 'Leave out' }).waitFor({ state: 'detached' });
      await press(page, 'Enter');
      await page.getByRole('group', { name: 'Leave out' }).waitFor();
      await press(page, 'Tab');
      await expectFocus(page, page.getByRole('radio', { name: 'Vegetarian' }));
      await press(page, 'ArrowRight');
      expect(await page.getByRole('radio', { name: 'Vegan' }).isChecked()).toBe(true);
      await press(page, 'Tab');
      await expectFocus(page, page.getByRole('checkbox', { name: 'Gluten' }));
      await press(page, ' ');
      expect(await page.getByRole('checkbox', { name: 'Gluten' }).isChecked()).toBe(true);

      fake.enqueue({
        kind: 'reply',
        content:
          '# Egg Pasta\n\n## Ingredients\n\n- 200 g pasta\n- 2 eggs\n- 1 lemon\n\n## Instructions\n\n1. Boil.\n',
      });
      await page.getByRole('button', { name: 'Get a Recipe' }).click();
      await page.getByRole('heading', { name: 'Egg Pasta' }).waitFor();
      const warning = page.getByRole('alert').filter({ hasText: 'Check before cooking:' });
      await warning.waitFor();
      expect(await warning.textContent()).toContain('2 eggs (Eggs)');
      await page.getByRole('button', { name: 'Share' }).waitFor();
      expect(await violations()).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('says that the title link opens an external site in a new tab', async () => {
    const { page, context, problems } = await open(browser, app);
    const title = page.getByRole('link', { name: 'React Recipes', exact: true });
    expect(
      await title.evaluate((el) => {
        const ids = (el.getAttribute('aria-describedby') ?? '').split(' ');
        return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
      }),
    ).toBe('Opens react.dev, an external site, in a new tab');
    expect(await title.getAttribute('target')).toBe('_blank');
    // No control repeats its name in a title tooltip.
    expect(await page.locator('button[title], a[title]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the catalogue by keyboard and screen reader', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ RECIPE_PROVIDER: 'builtin' });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('goes to the catalogue, searches, clears, opens a task, goes back and forward, and home', async () => {
    // A short window, so that even the filtered list scrolls.
    const { page, context, problems } = await open(browser, app, '/', {
      viewport: { width: 1280, height: 300 },
    });
    const search = page.getByRole('searchbox', { name: 'Search tasks' });
    const listHeading = page.getByRole('heading', { level: 1, name: 'Model tasks' });
    const taskHeading = page.getByRole('heading', { level: 1, name: 'Depth Estimation' });

    await press(page, 'Tab', 3);
    await expectFocus(page, page.getByRole('link', { name: 'Model tasks' }));
    await press(page, 'Enter');
    await expectFocus(page, listHeading);
    await press(page, 'Tab');
    await expectFocus(page, search);
    await page.keyboard.type('depth');
    await page.waitForURL((url) => url.search === '?q=depth');
    await page.getByText('1 task', { exact: true }).waitFor();

    // Clear search and filters goes away with the filters: focus goes to the search box.
    await press(page, 'Tab', 3);
    await expectFocus(page, page.getByRole('button', { name: 'Clear search and filters' }));
    await press(page, 'Enter');
    await expectFocus(page, search);
    expect(await search.inputValue()).toBe('');
    await page.getByText('47 tasks', { exact: true }).waitFor();
    const counts = (await takeAnnouncements(page)).map((a) => a.text);
    expect(counts.at(-2)).toBe('1 task');
    expect(counts.at(-1)).toBe('47 tasks');

    await page.keyboard.type('depth');
    await page.getByText('1 task', { exact: true }).waitFor();
    await press(page, 'Tab', 4);
    await expectFocus(page, page.getByRole('link', { name: 'Depth Estimation' }));
    await press(page, 'Enter');
    await expectFocus(page, taskHeading);

    // Back and Forward from deep down a page: focus on the new page's heading, and it in view.
    const headingInView = () =>
      page.evaluate(() => {
        const { top, bottom } = document.querySelector('h1')!.getBoundingClientRect();
        return top >= -1 && bottom <= window.innerHeight + 1; // subpixel rounding
      });
    await scrollToEnd(page);
    expect(await headingInView()).toBe(false);
    await page.goBack();
    await expectFocus(page, listHeading);
    expect(await headingInView()).toBe(true);
    expect(await search.inputValue()).toBe('depth');
    await scrollToEnd(page);
    expect(await headingInView()).toBe(false);
    await page.goForward();
    await expectFocus(page, taskHeading);
    expect(await headingInView()).toBe(true);

    // Back to the recipe page by the header link: its heading takes focus like the catalogue's.
    await press(page, 'Shift+Tab', 3);
    await expectFocus(
      page,
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recipes' }),
    );
    await press(page, 'Enter');
    await expectFocus(
      page,
      page.getByRole('heading', { level: 1, name: 'Get a recipe from the ingredients you have' }),
    );
    await press(page, 'Tab');
    await expectFocus(page, page.getByRole('textbox', { name: 'Add Ingredient' }));
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('forced colours and narrow screens', () => {
  let fake: FakeChatServer;
  let app: RunningApp;
  beforeAll(async () => {
    fake = await startFakeChatServer();
    app = await startApp({ CHAT_API_KEY: KEY, CHAT_API_BASE_URL: fake.baseUrl });
  });
  afterAll(async () => {
    await app?.stop();
    await fake?.close();
  });

  /** Buttons whose border would not show in forced colours (so they read as plain text). */
  async function unborderedButtons(page: Page): Promise<string[]> {
    return page.evaluate(() =>
      [...document.querySelectorAll('button')]
        .filter((button) => button.getClientRects().length > 0)
        .filter((button) => {
          const style = getComputedStyle(button);
          const invisible = /rgba\(.*,\s*0\)$|transparent/.test(style.borderTopColor);
          return (
            style.borderTopStyle === 'none' ||
            parseFloat(style.borderTopWidth) === 0 ||
            invisible ||
            style.borderTopColor === style.backgroundColor
          );
        })
        .map((button) => button.textContent?.trim() || button.getAttribute('aria-label') || '?'),
    );
  }

  it('keeps every control visibly a control in forced colours, and chart bars filled', async () => {
    const { page, context, problems } = await open(browser, app);
    await page.emulateMedia({ forcedColors: 'active' });
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);

    await addIngredients(page, ['Flour', 'Sugar', 'Butter', 'Eggs']);
    expect(await unborderedButtons(page)).toEqual([]);
    fake.enqueue({ kind: 'status', status: 401 });
    await page.getByRole('button', { name: 'Get a Recipe' }).click();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    expect(await unborderedButtons(page)).toEqual([]);
    fake.enqueue({ kind: 'hang' });
    // Loading: both "Please Wait..." buttons still show as (disabled) buttons.
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Please Wait... for your recipe' }).waitFor();
    expect(await unborderedButtons(page)).toEqual([]);
    await context.close();

    const catalogue = await open(browser, app, '/tasks/image-classification');
    await catalogue.page.emulateMedia({ forcedColors: 'active' });
    await catalogue.page.getByRole('button', { name: 'Generate code' }).waitFor();
    expect(await unborderedButtons(catalogue.page)).toEqual([]);
    const bars = await catalogue.page.evaluate(() =>
      [...document.querySelectorAll('.demo-chart__bar')].map((bar) => {
        const track = bar.parentElement!;
        return {
          bar: getComputedStyle(bar).backgroundColor,
          track: getComputedStyle(track).backgroundColor,
          width: bar.getBoundingClientRect().width,
        };
      }),
    );
    expect(bars.length).toBeGreaterThan(0);
    for (const { bar, track, width } of bars) {
      expect(bar).not.toBe(track);
      expect(bar).not.toMatch(/rgba\(.*,\s*0\)$|transparent/);
      expect(width).toBeGreaterThan(0);
    }
    await catalogue.page.goto(`${app.url}/tasks?q=depth`);
    await waitForHydration(catalogue.page);
    await catalogue.page.getByRole('button', { name: 'Clear search and filters' }).waitFor();
    expect(await unborderedButtons(catalogue.page)).toEqual([]);
    // The failed request is a network error in the console by design; nothing else may be there.
    expect([...problems, ...catalogue.problems].filter((p) => !p.includes('502'))).toEqual([]);
    await catalogue.context.close();
  });

  /** Controls cut off at the sides, or text cut off inside them, and the page's sideways scroll. */
  async function layoutProblems(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const found: string[] = [];
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > width) {
        found.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
      }
      for (const el of document.querySelectorAll<HTMLElement>('button, input, select, a[href]')) {
        if (el.getClientRects().length === 0 || el.closest('.visually-hidden, .skip-link'))
          continue;
        const rect = el.getBoundingClientRect();
        const name = el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName;
        if (rect.left < -0.5 || rect.right > width + 0.5) found.push(`${name} outside the page`);
        if (el.matches('button') && el.scrollWidth > el.clientWidth + 1) {
          found.push(`${name} text clipped`);
        }
      }
      return found;
    });
  }

  // 320 CSS px: a narrow phone, and a 1280×1024 window at 400% zoom.
  for (const [label, options] of [
    ['320 px wide', { viewport: { width: 320, height: 640 } }],
    ['400% zoom', { viewport: { width: 320, height: 256 }, deviceScaleFactor: 4 }],
  ] as const) {
    it(`wraps rather than clips or squeezes at ${label}`, async () => {
      const { page, context, problems } = await open(browser, app, '/', options);
      expect(await layoutProblems(page)).toEqual([]);
      await addIngredients(page, ['Chicken breasts', 'Lemon', 'Garlic', 'Thyme', 'Parsley']);
      fake.enqueue({ kind: 'reply', content: STREAMED });
      await page.getByRole('button', { name: 'Get a Recipe' }).click();
      await page.getByRole('heading', { name: 'Lemon Garlic Chicken' }).waitFor();
      expect(await layoutProblems(page)).toEqual([]);

      const input = await page.getByRole('textbox', { name: 'Add Ingredient' }).boundingBox();
      const main = await page.locator('main').evaluate((el) => el.clientWidth);
      // The input keeps the row's width (minus main's padding) instead of shrinking to fit a button.
      expect(input!.width).toBeGreaterThanOrEqual(main - 32 - 1);
      const toggle = await page.getByRole('button', { name: 'Switch to dark theme' }).boundingBox();
      expect(toggle!.width).toBeGreaterThanOrEqual(44);
      expect(Math.round(toggle!.width)).toBe(Math.round(toggle!.height));

      await page.goto(`${app.url}/tasks?q=image`);
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: 'Model tasks' }).waitFor();
      expect(await layoutProblems(page)).toEqual([]);
      await page.goto(`${app.url}/tasks/image-classification`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Generate code' }).waitFor();
      expect(await layoutProblems(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
