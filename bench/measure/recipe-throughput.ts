/**
 * Requests per second one compiled server instance answers on POST /api/recipe with the built-in
 * chef. `measureRecipeThroughput` takes any base URL, so the scale-out setup (two instances behind
 * nginx) can be measured the same way through the proxy and compared with this figure.
 */
import autocannon from 'autocannon';
import { startApp } from '../../test-support/harness';
import { INGREDIENTS, type Measurement } from '../lib';

const SECONDS = 10;
const CONNECTIONS = 10;

export async function measureRecipeThroughput(
  baseUrl: string,
  { seconds = SECONDS, connections = CONNECTIONS } = {},
) {
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

export default (async (bench) => {
  console.log(`Built-in chef throughput, one compiled instance, ${SECONDS} s...`);
  const app = await startApp({ LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000' });
  try {
    // A short warm-up, as a server that has been running a while would be.
    await measureRecipeThroughput(app.url, { seconds: 2 });
    const r = await measureRecipeThroughput(app.url);
    bench.raw('recipeThroughput', r);
    bench.record(
      'POST /api/recipe throughput, built-in chef, one instance',
      'report',
      `${r.rps.toFixed(0)} req/s`,
      r.rps,
      `autocannon over loopback against the compiled server, ${CONNECTIONS} connections, ${SECONDS} s after a 2 s warm-up: ${r.requests} requests, non-2xx ${r.non2xx}, errors ${r.errors}, latency p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms. Two instances behind nginx: scale-out.ts`,
    );
  } finally {
    await app.stop();
  }
}) satisfies Measurement;
