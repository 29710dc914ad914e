/**
 * Time from launching the server to its first answer on /api/health, and its resident memory once
 * started: the compiled server `npm start` runs against the TypeScript sources through tsx.
 */
import { spawn } from 'node:child_process';
import { ROOT, freePort, serverCommand } from '../e2e/support/harness';
import { type Figure, mb, median, rssOf, sleep } from './figure';

interface Launch {
  readyMs: number;
  rssAtReady: number;
  rssSettled: number;
}

/** Milliseconds the server is left idle after it is ready before its settled memory is read. */
const SETTLE_MS = 1000;

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

export async function serverStartup(runs = 5): Promise<Figure[]> {
  console.log(`Server start-up, compiled and through tsx, ${runs} launches each...`);
  const results: Record<'compiled' | 'source', Launch[]> = { compiled: [], source: [] };
  // Interleaved, so both see the same machine.
  for (let i = 0; i < runs; i++) {
    for (const server of ['compiled', 'source'] as const)
      results[server].push(await launch(server));
  }
  const summary = (server: 'compiled' | 'source') => ({
    readyMs: median(results[server].map((r) => r.readyMs)),
    rssAtReady: median(results[server].map((r) => r.rssAtReady)),
    rssSettled: median(results[server].map((r) => r.rssSettled)),
  });
  const compiled = summary('compiled');
  const source = summary('source');
  const list = (server: 'compiled' | 'source', key: keyof Launch, format: (n: number) => string) =>
    results[server].map((r) => format(r[key])).join(', ');
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    {
      name: 'Server launch to ready (compiled, npm start)',
      target: 'report',
      value: `${seconds(compiled.readyMs)} (through tsx: ${seconds(source.readyMs)})`,
      met: null,
      how: `median of ${runs} interleaved launches of \`node dist/server/server.js\` and \`node --import tsx src/server/server.ts\`, from spawn to the first 200 from /api/health (polled every 5 ms); compiled ${list('compiled', 'readyMs', seconds)}; tsx ${list('source', 'readyMs', seconds)}`,
      raw: results,
    },
    {
      name: 'Server resident memory after start (compiled, built-in chef)',
      target: '≤ 100 MB',
      value: `${mb(compiled.rssSettled)} (through tsx: ${mb(source.rssSettled)})`,
      met: compiled.rssSettled <= 100 * 2 ** 20,
      how: `VmRSS from /proc ${SETTLE_MS} ms after the server was ready, median of the same ${runs} launches (at the moment it was ready: compiled ${mb(compiled.rssAtReady)}, tsx ${mb(source.rssAtReady)}); compiled ${list('compiled', 'rssSettled', mb)}`,
    },
  ];
}
