/** Bundle sizes: what Chromium really loads for the first screen, and after a recipe. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { addIngredients, launchBrowser, openPage, startApp } from '../../test-support/harness';
import { DIST, INGREDIENTS, gzSize, kb, type Measurement } from '../lib';

const bundleSizes: Measurement = async (bench) => {
  console.log('Bundle sizes (what the browser really loads)...');
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const { page, context } = await openPage(browser, 'about:blank');
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(app.url, { waitUntil: 'networkidle' });
    const firstScreen = [...scripts];
    const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)]
      .map((m) => m[1] ?? '')
      .join('');
    const cssGz = inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0;
    const firstJsGz = firstScreen.reduce((sum, p) => sum + gzSize(path.join(DIST, p)), 0);

    await addIngredients(page, INGREDIENTS);
    await page.getByRole('button', { name: 'Get a Recipe' }).click();
    await page.getByRole('heading', { name: 'Want a new recipe?' }).waitFor();
    await page.waitForLoadState('networkidle');
    const allJsGz = [...scripts].reduce((sum, p) => sum + gzSize(path.join(DIST, p)), 0);
    bench.raw('bundles', { firstScreen, afterRecipe: [...scripts], firstJsGz, cssGz, allJsGz });
    bench.record(
      'First screen JS + CSS, gzipped',
      'firstScreenGz',
      `${kb(firstJsGz + cssGz)} (JS ${kb(firstJsGz)}, inlined CSS ${kb(cssGz)})`,
      firstJsGz + cssGz,
      `scripts Chromium requested on load: ${firstScreen.join(', ')}; gzip -9 sizes as served`,
    );
    bench.record(
      'All JS after a recipe rendered, gzipped',
      'afterRecipeGz',
      kb(allJsGz),
      allJsGz,
      `scripts requested after a built-in recipe rendered: ${[...scripts].length} files`,
    );
    await context.close();
  } finally {
    await browser.close();
    await app.stop();
  }
};

export default bundleSizes;
