import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const OWN = [path.join(SRC, 'catalogue'), path.join(SRC, 'web', 'features', 'catalogue')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

// DESIGN.md: the recipe page must not load catalogue code, so the only way in from the rest of
// the app is the shell's lazy import of the page; and the catalogue API stays free of web/server.
describe('import boundaries', () => {
  const outside = sourceFiles(SRC).filter((file) => !OWN.some((own) => file.startsWith(own)));
  const imports = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)].map(
      (match) => ({ file: path.relative(SRC, file), spec: match[1] ?? '' }),
    );

  it('nothing outside the catalogue imports it, except one lazy import of the page', () => {
    const intoCatalogue = outside
      .flatMap(imports)
      .filter(({ spec }) => /(^|\/)catalogue(\/|$)|@huggingface\/tasks|@lezer\//.test(spec));
    for (const { spec } of intoCatalogue) {
      expect(spec).toBe('../features/catalogue/catalogue-page');
    }
    const app = readFileSync(path.join(SRC, 'web', 'app', 'app.tsx'), 'utf8');
    expect(app).toContain("lazy(() => import('../features/catalogue/catalogue-page'))");
    expect(app).not.toMatch(/^import .*features\/catalogue/m);
  });

  it('the catalogue API uses neither web nor server code', () => {
    const bad = sourceFiles(path.join(SRC, 'catalogue'))
      .flatMap(imports)
      .filter(({ spec }) => /\/(web|server)(\/|$)|^react/.test(spec));
    expect(bad).toEqual([]);
  });
});
