/** The built-in chef on classic combinations, via bench/chef-classic.ts (skipped when absent). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../../test-support/harness';
import type { Measurement } from '../lib';

const chefClassics: Measurement = async (bench) => {
  const file = path.join(ROOT, 'bench', 'chef-classic.ts');
  if (!existsSync(file)) return;
  console.log('Built-in chef on classic combinations...');
  const { evaluateClassics, loadClassics } = (await import(
    pathToFileURL(file).href
  )) as typeof import('../chef-classic');
  const tuning = evaluateClassics('tuning', await loadClassics(false));
  const heldOut = evaluateClassics('held-out', await loadClassics(true));
  bench.raw('chefClassics', { tuning, heldOut });
  for (const r of [tuning, heldOut]) {
    bench.record(
      `Chef: classic combinations named at the first answer (${r.set} set)`,
      'chefClassicsNamed',
      `${(r.rate * 100).toFixed(1)}% (${r.named}/${r.lists})`,
      r.rate,
      `bench/chef-eval/classic-${r.set === 'tuning' ? 'lists' : 'held-out'}.ts, ${r.cuisines} cuisines; a title counts when it contains a name a cook would use`,
    );
  }
};

export default chefClassics;
