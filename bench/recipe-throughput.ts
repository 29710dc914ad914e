/**
 * Requests per second one compiled server instance answers on POST /api/recipe with the built-in
 * chef. `measureRecipeThroughput` takes any base URL, so the scale-out setup (two instances behind
 * nginx) can measure the same way through the proxy and compare with this figure.
 */
import autocannon from 'autocannon';
import { startApp } from '../e2e/support/harness';
import type { Figure } from './figure';

const INGREDIENTS = ['Chicken', 'Garlic', 'Lemon', 'Rice', 'Spinach'];

export interface ThroughputResult {
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
}

export async function measureRecipeThroughput(
  baseUrl: string,
  { seconds = 10, connections = 10 } = {},
): Promise<ThroughputResult> {
  const result = await autocannon({
    url: `${baseUrl}/api/recipe`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ingredients: INGREDIENTS }),
    connections,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

export async function recipeThroughput(seconds = 10, connections = 10): Promise<Figure[]> {
  console.log(`Built-in chef throughput, one compiled instance, ${seconds} s...`);
  const app = await startApp(
    { LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000' },
    { server: 'compiled' },
  );
  try {
    // A short warm-up, as a server that has been running a while would be.
    await measureRecipeThroughput(app.url, { seconds: 2, connections });
    const r = await measureRecipeThroughput(app.url, { seconds, connections });
    return [
      {
        name: 'POST /api/recipe throughput, built-in chef, one instance',
        target: 'report',
        value: `${r.rps.toFixed(0)} req/s`,
        met: null,
        how: `autocannon over loopback against the compiled server, ${connections} connections, ${seconds} s after a 2 s warm-up: ${r.requests} requests, non-2xx ${r.non2xx}, errors ${r.errors}, latency p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms. Two instances behind nginx: measured by the scale-out setup with measureRecipeThroughput (bench/recipe-throughput.ts)`,
        raw: r,
      },
    ];
  } finally {
    await app.stop();
  }
}
