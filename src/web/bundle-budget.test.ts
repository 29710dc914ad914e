import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TARGETS } from '../../bench/targets';

/**
 * Size ceilings on the built page (sizes are not noisy, so they belong in tests; timings do not).
 * They live beside the bench's targets, in bench/targets.ts, which says why they differ.
 */
const FIRST_SCREEN_LIMIT = TARGETS.firstScreenGz.ceiling;
const AFTER_RECIPE_LIMIT = TARGETS.afterRecipeGz.ceiling;

const dist = path.resolve(import.meta.dirname, '..', '..', 'dist');
const built = existsSync(path.join(dist, 'index.html'));

/** Every chunk a chunk pulls in statically, itself included. */
function staticGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(path.join(dist, 'assets', entry), 'utf8');
  for (const match of code.matchAll(
    /(?:^|[;\s}])(?:import|export)[^"'`]*?from\s*"\.\/([^"]+\.js)"|import\s*"\.\/([^"]+\.js)"/g,
  )) {
    staticGraph((match[1] ?? match[2])!, seen);
  }
  return seen;
}

const gz = (file: string) =>
  gzipSync(readFileSync(path.join(dist, 'assets', file)), { level: 9 }).length;

describe.runIf(built)('bundle budget of the recipe page', () => {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // index.html requests its entry script after load; the shell names it plainly.
  const shell = readFileSync(path.join(dist, 'shell.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(shell)?.[1] ?? '';
  const firstScreen = staticGraph(entry);
  const markdown =
    readdirSync(path.join(dist, 'assets')).find((f) => /^recipe-markdown-.*\.js$/.test(f)) ?? '';
  const afterRecipe = staticGraph(markdown, new Set(firstScreen));
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');

  it('finds the entry chunk and the lazily loaded markdown renderer', () => {
    expect(entry).toMatch(/^index-.*\.js$/);
    expect(markdown).not.toBe('');
    expect(firstScreen.has(markdown)).toBe(false);
  });

  it(`keeps the first screen's JS + inlined CSS under ${FIRST_SCREEN_LIMIT / 1024} KB gzipped`, () => {
    const size = [...firstScreen].reduce((sum, f) => sum + gz(f), 0) + gzipSync(css).length;
    expect(size).toBeLessThanOrEqual(FIRST_SCREEN_LIMIT);
  });

  it(`keeps all JS after a recipe under ${AFTER_RECIPE_LIMIT / 1024} KB gzipped`, () => {
    const size = [...afterRecipe].reduce((sum, f) => sum + gz(f), 0);
    expect(size).toBeLessThanOrEqual(AFTER_RECIPE_LIMIT);
  });

  it('loads no catalogue code on the recipe page', () => {
    for (const file of afterRecipe) {
      const code = readFileSync(path.join(dist, 'assets', file), 'utf8');
      expect(code, file).not.toContain('huggingface.co');
      expect(code, file).not.toContain('MODEL_LIBRARIES');
      expect(file).not.toMatch(/catalogue/);
    }
  });

  it('pre-renders the first screen into index.html, with the exact texts', () => {
    expect(html).toContain(`s.src="/assets/${entry}"`);
    expect(html).toContain('placeholder="e.g. oregano"');
    expect(html).toMatch(
      /<label for="[^"]+" class="add-ingredient__label">Add Ingredient<\/label>/,
    );
    expect(html).toContain('Add ingredient</button>');
    expect(html).toMatch(/Copyright © <!-- -->\d{4}<!-- --> \| All Rights Reserved\./);
  });
});
