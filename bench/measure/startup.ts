/**
 * Time from launching the server to its first answer on /api/health, and its resident memory once
 * started: the compiled server `npm start` runs, against the TypeScript sources through tsx.
 */
import { spawn } from 'node:child_process';
import { ROOT, freePort, serverCommand } from '../../test-support/harness';
import { mb, rssOf, stats, type Measurement } from '../lib';

const RUNS = 5;
/** Milliseconds the server is left idle after it is ready before its settled memory is read. */
const SETTLE_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Launch {
  readyMs: number;
  rssAtReady: number;
  rssSettled: number;
}

async function launch(server: 'compiled' | 'source'): Promise<Launch> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, serverCommand(server), {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the ${server} server exited while starting`);
      if (performance.now() - started > 30_000)
        throw new Error(`the ${server} server never got ready`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        // Not listening yet.
      }
      await sleep(5);
    }
    const readyMs = performance.now() - started;
    const rssAtReady = rssOf(child.pid!);
    await sleep(SETTLE_MS);
    return { readyMs, rssAtReady, rssSettled: rssOf(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

export default (async (bench) => {
  console.log(`Server start-up, compiled and through tsx, ${RUNS} launches each...`);
  const results: Record<'compiled' | 'source', Launch[]> = { compiled: [], source: [] };
  // Interleaved, so both see the same machine.
  for (let i = 0; i < RUNS; i++) {
    for (const server of ['compiled', 'source'] as const)
      results[server].push(await launch(server));
  }
  bench.raw('startup', results);
  const median = (server: 'compiled' | 'source', key: keyof Launch) =>
    stats(results[server].map((r) => r[key])).median;
  const each = (server: 'compiled' | 'source', key: keyof Launch, format: (n: number) => string) =>
    results[server].map((r) => format(r[key])).join(', ');
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  bench.record(
    'Server launch to ready (compiled, as npm start runs it)',
    'report',
    `${seconds(median('compiled', 'readyMs'))} (through tsx: ${seconds(median('source', 'readyMs'))})`,
    median('compiled', 'readyMs'),
    `median of ${RUNS} interleaved launches of \`node dist/server/server.js\` and \`node --import tsx src/server/server.ts\`, from spawn to the first 200 from /api/health (polled every 5 ms); compiled ${each('compiled', 'readyMs', seconds)}; tsx ${each('source', 'readyMs', seconds)}`,
  );
  const settled = median('compiled', 'rssSettled');
  bench.record(
    'Server resident memory after start (compiled, built-in chef)',
    'serverRssAtStart',
    `${mb(settled)} (through tsx: ${mb(median('source', 'rssSettled'))})`,
    settled,
    `VmRSS from /proc ${SETTLE_MS} ms after the server was ready, median of the same ${RUNS} launches (at the moment it was ready: compiled ${mb(median('compiled', 'rssAtReady'))}, tsx ${mb(median('source', 'rssAtReady'))}); compiled ${each('compiled', 'rssSettled', mb)}`,
  );
}) satisfies Measurement;
