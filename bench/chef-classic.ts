/**
 * Does the built-in chef name the dish a cook would name? Runs the classic-combination lists
 * (bench/chef-eval/classic-lists.ts, written before the ranking was tuned) through `cookRecipe`
 * at attempt 0 and counts the answers whose title contains an accepted name.
 *
 *   node --import tsx bench/chef-classic.ts              # the tuning set
 *   node --import tsx bench/chef-classic.ts --held-out   # the set kept aside until the end
 *   node --import tsx bench/chef-classic.ts --misses     # also print every miss
 */
import { pathToFileURL } from 'node:url';
import { cookRecipe } from '../src/chef/chef';
import type { ClassicCase } from './chef-eval/classic-lists';

export interface ClassicResult {
  set: string;
  lists: number;
  named: number;
  rate: number;
  cuisines: number;
  misses: { ingredients: readonly string[]; accept: readonly string[]; title: string }[];
}

/** Lowercase, accents stripped, punctuation to spaces: how titles and accepted names compare. */
export function normaliseTitle(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // letters NFD does not split: Turkish dotless i, Nordic ø and æ, German ß, Polish ł
      .replace(/ı/g, 'i')
      .replace(/ø/g, 'o')
      .replace(/æ/g, 'ae')
      .replace(/ß/g, 'ss')
      .replace(/ł/g, 'l')
      .replace(/đ/g, 'd')
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
  );
}

/**
 * Whether a title contains an accepted name, as the lists define it ("Sausage Rolls" names a
 * sausage roll, "Cheeseburgers" a burger). A name of four letters or fewer must start a word, so
 * "dal" is not found in "Pork Medallions".
 */
export function names(title: string, accept: readonly string[]): boolean {
  const t = normaliseTitle(title);
  return accept.some((a) => {
    const phrase = normaliseTitle(a);
    for (let i = t.indexOf(phrase); i >= 0; i = t.indexOf(phrase, i + 1)) {
      if (phrase.length >= 5 || i === 0 || t[i - 1] === ' ') return true;
    }
    return false;
  });
}

export function evaluateClassics(set: string, cases: readonly ClassicCase[]): ClassicResult {
  const misses: ClassicResult['misses'] = [];
  let named = 0;
  for (const c of cases) {
    const { title } = cookRecipe(c.ingredients, { attempt: 0 });
    if (names(title, c.accept)) named++;
    else misses.push({ ingredients: c.ingredients, accept: c.accept, title });
  }
  return {
    set,
    lists: cases.length,
    named,
    rate: cases.length === 0 ? 0 : named / cases.length,
    cuisines: new Set(cases.map((c) => c.cuisine)).size,
    misses,
  };
}

export async function loadClassics(heldOut: boolean): Promise<readonly ClassicCase[]> {
  if (heldOut) return (await import('./chef-eval/classic-held-out')).CLASSIC_HELD_OUT;
  return (await import('./chef-eval/classic-lists')).CLASSIC_LISTS;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const heldOut = process.argv.includes('--held-out');
  const r = evaluateClassics(heldOut ? 'held-out' : 'tuning', await loadClassics(heldOut));
  if (process.argv.includes('--misses')) {
    for (const m of r.misses)
      console.log(
        `MISS ${m.ingredients.join(', ')}\n  got "${m.title}", wanted ${m.accept.join(' | ')}`,
      );
  }
  console.log(
    `${r.set}: ${r.named}/${r.lists} named at attempt 0 (${(r.rate * 100).toFixed(1)}%), ${r.cuisines} cuisines`,
  );
}
