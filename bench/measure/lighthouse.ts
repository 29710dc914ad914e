/** Lighthouse, mobile with simulated throttling, against the built app served by our server. */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, startApp } from '../../test-support/harness';
import { retry, stats, type Measurement } from '../lib';

const { version: LIGHTHOUSE_VERSION } = JSON.parse(
  readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
) as { version: string };

const run = promisify(execFile);

const RUNS = 3;

const lighthouse: Measurement = async (bench) => {
  const runs = RUNS;
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
  bench.raw('lighthouse', results);
  const med = (key: keyof (typeof results)[number]) => stats(results.map((r) => r[key])).median;
  const scores = `${med('performance')} / ${med('accessibility')} / ${med('bestPractices')} / ${med('seo')}`;
  const how = `median of ${runs} runs, Lighthouse ${LIGHTHOUSE_VERSION} mobile, system Chromium; each run: ${results
    .map((r) => `${r.performance}/${r.accessibility}/${r.bestPractices}/${r.seo}`)
    .join(', ')}`;
  bench.record(
    'Lighthouse performance / accessibility / best practices / SEO',
    'lighthouseScores',
    scores,
    Math.min(med('performance'), med('accessibility'), med('bestPractices'), med('seo')),
    how,
  );
  const lcp = stats(results.map((r) => r.lcp));
  bench.record(
    'Largest contentful paint (Lighthouse mobile)',
    'lcpMs',
    `${(lcp.median / 1000).toFixed(2)} s`,
    lcp.median,
    `median of ${runs}; min ${(lcp.min / 1000).toFixed(2)} s, max ${(lcp.max / 1000).toFixed(2)} s`,
  );
  const tbt = stats(results.map((r) => r.tbt));
  bench.record(
    'Total blocking time',
    'tbtMs',
    `${tbt.median.toFixed(0)} ms`,
    tbt.median,
    `median of ${runs}; max ${tbt.max.toFixed(0)} ms`,
  );
  const cls = stats(results.map((r) => r.cls));
  bench.record(
    'Cumulative layout shift',
    'cls',
    cls.median.toFixed(3),
    cls.median,
    `median of ${runs}; max ${cls.max.toFixed(3)}`,
  );
};

export default lighthouse;
