/**
 * `npm run bench`: builds (via the npm script), then runs each measurement of bench/measure/,
 * which starts what it needs on 127.0.0.1 and records its figures against bench/targets.ts. It
 * never asserts: figures are printed with how they were measured, written to bench/results/, and
 * a full run writes the table into the README between its bench-table markers.
 * `npm run bench -- chef lighthouse` runs only the named measurements.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../test-support/harness';
import { DIST, createBench, type Figure, type Measurement } from './lib';

// One line per measurement: its name on the command line, and its file.
const MEASUREMENTS: [string, () => Promise<{ default: Measurement }>][] = [
  ['bundles', () => import('./measure/bundles')],
  ['lighthouse', () => import('./measure/lighthouse')],
  ['overhead', () => import('./measure/overhead')],
  ['throughput', () => import('./measure/throughput')],
  ['memory', () => import('./measure/memory')],
  ['startup', () => import('./measure/startup')],
  ['recipe-throughput', () => import('./measure/recipe-throughput')],
  ['scale-out', () => import('./measure/scale-out')],
  ['streams', () => import('./measure/streams')],
  ['chef', () => import('./measure/chef')],
  ['classics', () => import('./measure/classics')],
];

const started = new Date();
if (!existsSync(path.join(DIST, 'index.html')))
  throw new Error('dist/ is missing: run `npm run bench`, which builds first');
const only = process.argv.slice(2);
const unknown = only.filter((name) => !MEASUREMENTS.some(([known]) => known === name));
if (unknown.length > 0)
  throw new Error(
    `unknown measurement ${unknown.join(', ')}; known: ${MEASUREMENTS.map(([n]) => n).join(', ')}`,
  );

const { bench, figures, raw } = createBench();
for (const [name, load] of MEASUREMENTS) {
  if (only.length === 0 || only.includes(name)) await (await load()).default(bench);
}

const machine = `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`;
const table = markdownTable(figures);
console.log(`\nReact Recipes benchmark, ${started.toISOString()} on ${machine}\n`);
console.log(table);
console.log('\nHow each was measured:');
for (const f of figures) console.log(`- ${f.name}: ${f.how}`);

mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
const json = JSON.stringify({ date: started.toISOString(), machine, figures, raw }, null, 2);
// Only a full run replaces latest.json and the README table; `npm run bench -- chef` and the
// like write beside it.
const name = only.length === 0 ? 'latest.json' : `partial-${only.join('-')}.json`;
writeFileSync(path.join(ROOT, 'bench', 'results', name), `${json}\n`);
console.log(`\nWritten to bench/results/${name}`);
if (only.length === 0) {
  const how = figures.map((f) => `- ${f.name}: ${f.how}`).join('\n');
  writeReadmeTable(
    `Latest run (${started.toISOString()}, on ${machine}):\n\n${table}\n\nHow each was measured:\n\n${how}`,
  );
  console.log('README.md: the bench table is replaced');
}

function markdownTable(rows: Figure[]): string {
  const cells = rows.map((f) => [
    f.name,
    f.target,
    f.value,
    f.met === null ? '-' : f.met ? 'yes' : 'no',
  ]);
  return [
    '| figure | target | measured | met |',
    '| --- | --- | --- | --- |',
    ...cells.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** Replaces what lies between the README's bench-table markers (prettier aligns the table). */
function writeReadmeTable(content: string) {
  const readme = path.join(ROOT, 'README.md');
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- bench-table -->';
  const end = '<!-- /bench-table -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to < from) throw new Error(`README.md needs ${start} ... ${end}`);
  writeFileSync(readme, `${text.slice(0, from + start.length)}\n\n${content}\n\n${text.slice(to)}`);
}
