/** Requests per second through POST /api/recipe (built-in chef) against a bare Fastify route. */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { ROOT, freePort, startApp } from '../../test-support/harness';
import { INGREDIENTS, type Measurement } from '../lib';

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

const SECONDS = 5;

const throughput: Measurement = async (bench) => {
  const seconds = SECONDS;
  console.log(
    `Throughput: POST /api/recipe with the built-in chef vs a bare Fastify route, ${seconds} s each...`,
  );
  const app = await startApp({ LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000' });
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
    bench.raw('throughput', { bare: bareResult, ours });
    const ratio = ours.rps / bareResult.rps;
    bench.record(
      'POST /api/recipe throughput (built-in chef) / bare Fastify route',
      'throughputRatio',
      ratio.toFixed(2),
      ratio,
      `autocannon, 10 connections, ${seconds} s each over loopback: ours ${ours.rps.toFixed(0)} req/s (non-2xx ${ours.non2xx}), bare ${bareResult.rps.toFixed(0)} req/s`,
    );
  } finally {
    bare.kill('SIGTERM');
    await app.stop();
  }
};

export default throughput;
