/** The built-in chef over the evaluation lists of bench/chef-eval.ts (skipped when it is absent). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../../test-support/harness';
import type { Measurement } from '../lib';

interface ChefEvaluation {
  meanShare: number;
  minShare: number;
  maxExtras: number;
  structureFailures: number;
  distinctTitlesRate: number;
  timing: { runs: number; p50Ms: number; p99Ms: number; maxMs: number };
  coldTiming: { runs: number; p50Ms: number; p99Ms: number; maxMs: number };
  results: unknown[];
}

const chefEvaluation: Measurement = async (bench) => {
  const file = path.join(ROOT, 'bench', 'chef-eval.ts');
  if (!existsSync(file)) return;
  console.log('Built-in chef evaluation...');
  const { runChefEvaluation } = (await import(pathToFileURL(file).href)) as {
    runChefEvaluation: () => ChefEvaluation;
  };
  const e = runChefEvaluation();
  bench.raw('chef', e);
  const lists = `${e.results.length} lists in bench/chef-eval.ts`;
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  bench.record(
    "Chef: mean share of the visitor's ingredients used",
    'chefMeanShare',
    pct(e.meanShare),
    e.meanShare,
    lists,
  );
  bench.record(
    'Chef: lowest share in one recipe',
    'chefMinShare',
    pct(e.minShare),
    e.minShare,
    lists,
  );
  bench.record(
    'Chef: most non-pantry ingredients not listed',
    'chefMaxExtras',
    String(e.maxExtras),
    e.maxExtras,
    lists,
  );
  bench.record(
    'Chef: recipes failing the structure check',
    'chefStructureFailures',
    String(e.structureFailures),
    e.structureFailures,
    `${lists}; an independent markdown checker: title, both sections, ≥ 3 steps, every ingredient used in a step`,
  );
  bench.record(
    'Chef: lists giving 3 different titles in 3 asks',
    'chefDistinctTitles',
    pct(e.distinctTitlesRate),
    e.distinctTitlesRate,
    lists,
  );
  bench.record(
    'Chef: time per recipe in process, p99 (warmed up)',
    'chefP99Ms',
    `${e.timing.p99Ms.toFixed(2)} ms (p50 ${e.timing.p50Ms.toFixed(2)} ms, max ${e.timing.maxMs.toFixed(2)} ms)`,
    e.timing.p99Ms,
    `${e.timing.runs} calls of cookRecipe after 5,500 warm-up calls; right after start-up the same calls give p50 ${e.coldTiming.p50Ms.toFixed(2)} ms, p99 ${e.coldTiming.p99Ms.toFixed(2)} ms, max ${e.coldTiming.maxMs.toFixed(2)} ms`,
  );
};

export default chefEvaluation;
