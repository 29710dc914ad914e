/**
 * `npm run bench`: builds (via the npm script), starts what it needs on 127.0.0.1, measures every
 * figure of the performance issue, and prints a table (also written to bench/results/). It never
 * asserts: figures are printed with how they were measured.
 */
import { spawn, execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startFakeChatServer } from '../e2e/support/fake-chat-server';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  ROOT,
  addIngredients,
  freePort,
  launchBrowser,
  openPage,
  startApp,
} from '../e2e/support/harness';
import { type Figure as Row, rssOf } from './figure';
import { recipeThroughput } from './recipe-throughput';
import { serverStartup } from './server-startup';
import { streamPlateau } from './stream-plateau';

const run = promisify(execFile);
const DIST = path.join(ROOT, 'dist');
const INGREDIENTS = ['Chicken', 'Garlic', 'Lemon', 'Rice', 'Spinach'];

interface Figure {
  name: string;
  target: string;
  value: string;
  met: boolean | null;
  how: string;
}
const figures: Figure[] = [];
const raw: Record<string, unknown> = {};

function record(name: string, target: string, value: string, met: boolean | null, how: string) {
  figures.push({ name, target, value, met, how });
  console.log(`  ${name}: ${value} (target ${target})`);
}

/** Records the rows a measurement in its own file returned; their numbers go under `raw[key]`. */
function recordRows(key: string, rows: Row[]) {
  for (const row of rows) record(row.name, row.target, row.value, row.met, row.how);
  const numbers = rows.filter((row) => row.raw !== undefined).map((row) => row.raw);
  if (numbers.length > 0) raw[key] = numbers.length === 1 ? numbers[0] : numbers;
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    runs: values.length,
    median: at(0.5),
    min: sorted[0]!,
    max: sorted.at(-1)!,
    p99: at(0.99),
  };
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzSize = (file: string) =>
  existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;

async function bundleSizes() {
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
    raw.bundles = { firstScreen, afterRecipe: [...scripts], firstJsGz, cssGz, allJsGz };
    record(
      'First screen JS + CSS, gzipped',
      '≤ 65 KB',
      `${kb(firstJsGz + cssGz)} (JS ${kb(firstJsGz)}, inlined CSS ${kb(cssGz)})`,
      firstJsGz + cssGz <= 65 * 1024,
      `scripts Chromium requested on load: ${firstScreen.join(', ')}; gzip -9 sizes as served`,
    );
    record(
      'All JS after a recipe rendered, gzipped',
      '≤ 110 KB',
      kb(allJsGz),
      allJsGz <= 110 * 1024,
      `scripts requested after a built-in recipe rendered: ${[...scripts].length} files`,
    );
    await context.close();
  } finally {
    await browser.close();
    await app.stop();
  }
}

async function lighthouse(runs = 3) {
  console.log(`Lighthouse (mobile, simulated throttling), ${runs} runs...`);
  const app = await startApp();
  const results: {
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    lcp: number;
    tbt: number;
    cls: number;
  }[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const out = path.join(os.tmpdir(), `recipes-lh-${process.pid}-${i}.json`);
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): try such a run again.
      await retry(3, () =>
        run(
          process.execPath,
          [
            path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
            `${app.url}/`,
            '--output=json',
            `--output-path=${out}`,
            '--only-categories=performance,accessibility,best-practices,seo',
            `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
            '--quiet',
          ],
          { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
        ),
      );
      const report = JSON.parse(readFileSync(out, 'utf8')) as {
        categories: Record<string, { score: number }>;
        audits: Record<string, { numericValue?: number }>;
      };
      const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: report.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      });
    }
  } finally {
    await app.stop();
  }
  raw.lighthouse = results;
  const { version: lighthouseVersion } = JSON.parse(
    readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
  ) as { version: string };
  const med = (key: keyof (typeof results)[number]) => stats(results.map((r) => r[key])).median;
  const scores = `${med('performance')} / ${med('accessibility')} / ${med('bestPractices')} / ${med('seo')}`;
  const how = `median of ${runs} runs, Lighthouse ${lighthouseVersion} mobile, system Chromium; each run: ${results
    .map((r) => `${r.performance}/${r.accessibility}/${r.bestPractices}/${r.seo}`)
    .join(', ')}`;
  record(
    'Lighthouse performance / accessibility / best practices / SEO',
    '100 each',
    scores,
    ['performance', 'accessibility', 'bestPractices', 'seo'].every((k) => med(k as 'seo') === 100),
    how,
  );
  const lcp = stats(results.map((r) => r.lcp));
  record(
    'Largest contentful paint (Lighthouse mobile)',
    '≤ 1.0 s',
    `${(lcp.median / 1000).toFixed(2)} s`,
    lcp.median <= 1000,
    `median of ${runs}; min ${(lcp.min / 1000).toFixed(2)} s, max ${(lcp.max / 1000).toFixed(2)} s`,
  );
  const tbt = stats(results.map((r) => r.tbt));
  record(
    'Total blocking time',
    '0 ms',
    `${tbt.median.toFixed(0)} ms`,
    tbt.median === 0,
    `median of ${runs}; max ${tbt.max.toFixed(0)} ms`,
  );
  const cls = stats(results.map((r) => r.cls));
  record(
    'Cumulative layout shift',
    '0',
    cls.median.toFixed(3),
    cls.median === 0,
    `median of ${runs}; max ${cls.max.toFixed(3)}`,
  );
}

async function retry<T>(times: number, attempt: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= times) throw error;
      console.log(`  (attempt ${i} failed, trying again: ${String(error).split('\n')[0]})`);
    }
  }
}

/** Milliseconds until the first byte of the body arrives. */
async function timeToFirstByte(url: string, init: RequestInit): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, init);
  const reader = res.body!.getReader();
  await reader.read();
  const elapsed = performance.now() - start;
  await reader.cancel();
  return elapsed;
}

async function serverOverhead(samples = 40) {
  console.log(
    `Server overhead on time to first recipe byte (fake provider answers after 100 ms), ${samples} samples each...`,
  );
  const fake = await startFakeChatServer();
  fake.fallback = { kind: 'reply', content: 'x'.repeat(2000), chunks: 10, firstByteDelayMs: 100 };
  const app = await startApp(
    { CHAT_API_KEY: 'bench-key', CHAT_API_BASE_URL: fake.baseUrl, LOG_LEVEL: 'warn' },
    { server: 'compiled' },
  );
  const direct: number[] = [];
  const through: number[] = [];
  try {
    const body = JSON.stringify({ ingredients: INGREDIENTS });
    const upstreamBody = JSON.stringify({
      model: 'm',
      messages: [{ role: 'user', content: 'x' }],
      stream: true,
    });
    // Warm up (JIT, keep-alive connections) as a long-running server would be, without the delay.
    fake.fallback = { kind: 'reply', content: 'x'.repeat(2000), chunks: 10 };
    for (let i = 0; i < 200; i++) {
      await timeToFirstByte(`${app.url}/api/recipe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body,
      });
    }
    fake.fallback = { kind: 'reply', content: 'x'.repeat(2000), chunks: 10, firstByteDelayMs: 100 };
    for (let i = 0; i < samples; i++) {
      direct.push(
        await timeToFirstByte(`${fake.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
          body: upstreamBody,
        }),
      );
      through.push(
        await timeToFirstByte(`${app.url}/api/recipe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
          body,
        }),
      );
    }
  } finally {
    await app.stop();
    await fake.close();
  }
  const d = stats(direct);
  const t = stats(through);
  raw.overhead = { direct: d, through: t };
  const overhead = t.median - d.median;
  record(
    'Server overhead on time to first recipe byte',
    '≤ 2 ms at the median',
    `${overhead.toFixed(2)} ms`,
    overhead <= 2,
    `median TTFB through our server ${t.median.toFixed(1)} ms (min ${t.min.toFixed(1)}, max ${t.max.toFixed(1)}) minus straight to the fake provider ${d.median.toFixed(1)} ms (min ${d.min.toFixed(1)}, max ${d.max.toFixed(1)}), ${samples} interleaved samples after 200 warm-up requests`,
  );
}

async function cannon(url: string, body: string, seconds: number) {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: 10,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors,
    p50: result.latency.p50,
  };
}

async function throughput(seconds = 5) {
  console.log(
    `Throughput: POST /api/recipe with the built-in chef vs a bare Fastify route, ${seconds} s each...`,
  );
  const app = await startApp(
    { LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000' },
    { server: 'compiled' },
  );
  const port = await freePort();
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => bare.stdout!.once('data', () => resolve()));
  const body = JSON.stringify({ ingredients: INGREDIENTS });
  try {
    const bareResult = await cannon(`http://127.0.0.1:${port}/bare`, body, seconds);
    const ours = await cannon(`${app.url}/api/recipe`, body, seconds);
    raw.throughput = { bare: bareResult, ours };
    const ratio = ours.rps / bareResult.rps;
    record(
      'POST /api/recipe throughput (built-in chef) / bare Fastify route',
      '≥ 0.4',
      ratio.toFixed(2),
      ratio >= 0.4,
      `autocannon, 10 connections, ${seconds} s each over loopback: ours ${ours.rps.toFixed(0)} req/s (non-2xx ${ours.non2xx}), bare ${bareResult.rps.toFixed(0)} req/s`,
    );
  } finally {
    bare.kill('SIGTERM');
    await app.stop();
  }
}

async function chefMemory(recipes = 1000) {
  console.log(
    `Server memory with the built-in chef, after start-up and after ${recipes} recipes...`,
  );
  const app = await startApp(
    { LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000' },
    { server: 'compiled' },
  );
  try {
    const pid = app.process.pid!;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const atStart = rssOf(pid);
    const pool = [
      'Chicken',
      'Garlic',
      'Lemon',
      'Rice',
      'Spinach',
      'Tomato',
      'Basil',
      'Pasta',
      'Eggs',
      'Milk',
      'Flour',
      'Sugar',
      'Butter',
      'Onion',
      'Carrot',
      'Potato',
      'Beef',
      'Tofu',
      'Mushroom',
      'Cheese',
    ];
    for (let i = 0; i < recipes; i++) {
      const ingredients = Array.from(
        { length: 4 + (i % 6) },
        (_, k) => pool[(i * 7 + k * 3) % pool.length]!,
      );
      const res = await fetch(`${app.url}/api/recipe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ingredients:
            [...new Set(ingredients)].length >= 4 ? [...new Set(ingredients)] : pool.slice(0, 4),
          attempt: i % 3,
        }),
      });
      await res.arrayBuffer();
    }
    const after = rssOf(pid);
    raw.memory = { atStart, after, recipes };
    record(
      'Server resident memory (compiled, built-in chef)',
      'report',
      `${(atStart / 2 ** 20).toFixed(1)} MB after start-up, ${(after / 2 ** 20).toFixed(1)} MB after ${recipes} recipes`,
      null,
      'VmRSS of the compiled server process from /proc (500 ms after it was ready, then after the recipes), recipes requested one after another over HTTP',
    );
  } finally {
    await app.stop();
  }
}

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

async function chefEvaluation() {
  const file = path.join(ROOT, 'bench', 'chef-eval.ts');
  if (!existsSync(file)) return;
  console.log('Built-in chef evaluation...');
  const { runChefEvaluation } = (await import(pathToFileURL(file).href)) as {
    runChefEvaluation: () => ChefEvaluation;
  };
  const e = runChefEvaluation();
  raw.chef = e;
  const lists = `${e.results.length} lists in bench/chef-eval.ts`;
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  record(
    "Chef: mean share of the visitor's ingredients used",
    '≥ 90%',
    pct(e.meanShare),
    e.meanShare >= 0.9,
    lists,
  );
  record('Chef: lowest share in one recipe', '≥ 60%', pct(e.minShare), e.minShare >= 0.6, lists);
  record(
    'Chef: most non-pantry ingredients not listed',
    '≤ 4',
    String(e.maxExtras),
    e.maxExtras <= 4,
    lists,
  );
  record(
    'Chef: recipes failing the structure check',
    '0',
    String(e.structureFailures),
    e.structureFailures === 0,
    `${lists}; an independent markdown checker: title, both sections, ≥ 3 steps, every ingredient used in a step`,
  );
  record(
    'Chef: lists giving 3 different titles in 3 asks',
    '≥ 80%',
    pct(e.distinctTitlesRate),
    e.distinctTitlesRate >= 0.8,
    lists,
  );
  record(
    'Chef: time per recipe in process, p99 (warmed up)',
    '< 2 ms',
    `${e.timing.p99Ms.toFixed(2)} ms (p50 ${e.timing.p50Ms.toFixed(2)} ms, max ${e.timing.maxMs.toFixed(2)} ms)`,
    e.timing.p99Ms < 2,
    `${e.timing.runs} calls of cookRecipe after 5,500 warm-up calls; right after start-up the same calls give p50 ${e.coldTiming.p50Ms.toFixed(2)} ms, p99 ${e.coldTiming.p99Ms.toFixed(2)} ms, max ${e.coldTiming.maxMs.toFixed(2)} ms`,
  );
}

async function chefClassics() {
  const file = path.join(ROOT, 'bench', 'chef-classic.ts');
  if (!existsSync(file)) return;
  console.log('Built-in chef on classic combinations...');
  const { evaluateClassics, loadClassics } = (await import(
    pathToFileURL(file).href
  )) as typeof import('./chef-classic');
  const tuning = evaluateClassics('tuning', await loadClassics(false));
  const heldOut = evaluateClassics('held-out', await loadClassics(true));
  raw.chefClassics = { tuning, heldOut };
  for (const r of [tuning, heldOut]) {
    record(
      `Chef: classic combinations named at the first answer (${r.set} set)`,
      '≥ 90%',
      `${(r.rate * 100).toFixed(1)}% (${r.named}/${r.lists})`,
      r.rate >= 0.9,
      `bench/chef-eval/classic-${r.set === 'tuning' ? 'lists' : 'held-out'}.ts, ${r.cuisines} cuisines; a title counts when it contains a name a cook would use`,
    );
  }
}

const started = new Date();
if (!existsSync(path.join(DIST, 'index.html')))
  throw new Error('dist/ is missing: run `npm run bench`, which builds first');
const only = process.argv.slice(2);
const steps: [string, () => Promise<void>][] = [
  ['bundles', bundleSizes],
  ['lighthouse', () => lighthouse(3)],
  ['overhead', () => serverOverhead(40)],
  ['throughput', () => throughput(5)],
  ['memory', () => chefMemory(1000)],
  ['startup', async () => recordRows('startup', await serverStartup(5))],
  ['recipe-throughput', async () => recordRows('recipeThroughput', await recipeThroughput(10))],
  ['streams', async () => recordRows('streams', await streamPlateau(1000, 6))],
  ['chef', chefEvaluation],
  ['classics', chefClassics],
];
for (const [name, step] of steps) {
  if (only.length === 0 || only.includes(name)) await step();
}

const machine = `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`;
console.log(`\nReact Recipes benchmark, ${started.toISOString()} on ${machine}\n`);
console.log('| figure | target | measured | met |');
console.log('|---|---|---|---|');
for (const f of figures)
  console.log(
    `| ${f.name} | ${f.target} | ${f.value} | ${f.met === null ? '-' : f.met ? 'yes' : 'no'} |`,
  );
console.log('\nHow each was measured:');
for (const f of figures) console.log(`- ${f.name}: ${f.how}`);

mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
const json = JSON.stringify({ date: started.toISOString(), machine, figures, raw }, null, 2);
// Only a full run replaces latest.json; `npm run bench -- chef` and the like write beside it.
const name = only.length === 0 ? 'latest.json' : `partial-${only.join('-')}.json`;
writeFileSync(path.join(ROOT, 'bench', 'results', name), `${json}\n`);
console.log(`\nWritten to bench/results/${name}`);
