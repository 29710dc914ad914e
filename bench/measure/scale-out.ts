/**
 * Requests per second through the deployment deploy/ describes: two compiled instances sharing
 * their rate limit in Redis, behind nginx, on this one machine. Compare it with the one-instance
 * figure of recipe-throughput.ts: on two cores, nginx, Redis, two servers and the load generator
 * share the same CPUs, so the second instance gains far less here than on a machine of its own.
 */
import { startApp, type RunningApp } from '../../test-support/harness';
import { scaleBinaries, startNginx, startRedis } from '../../test-support/services';
import type { Measurement } from '../lib';
import { measureRecipeThroughput } from './recipe-throughput';

const SECONDS = 10;
const CONNECTIONS = 10;
const NAME = 'POST /api/recipe throughput, built-in chef, two instances behind nginx';

export default (async (bench) => {
  const binaries = scaleBinaries();
  if (!binaries.redis || !binaries.nginx) {
    bench.record(NAME, 'report', 'not measured', 0, binaries.why);
    return;
  }
  console.log(`Built-in chef throughput, two instances behind nginx, ${SECONDS} s...`);
  const redis = await startRedis(binaries.redis);
  const apps: RunningApp[] = [];
  try {
    const env = {
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      REDIS_URL: redis.url,
      TRUST_PROXY: 'loopback',
    };
    apps.push(await startApp(env), await startApp(env));
    const nginx = await startNginx(
      binaries.nginx,
      apps.map((app) => new URL(app.url).host),
    );
    try {
      await measureRecipeThroughput(nginx.url, { seconds: 2 });
      const r = await measureRecipeThroughput(nginx.url, {
        seconds: SECONDS,
        connections: CONNECTIONS,
      });
      bench.raw('scaleOutThroughput', r);
      bench.record(
        NAME,
        'report',
        `${r.rps.toFixed(0)} req/s`,
        r.rps,
        `autocannon through deploy/nginx's site to two compiled instances sharing the limit in Redis, all on this machine, ${CONNECTIONS} connections, ${SECONDS} s after a 2 s warm-up: ${r.requests} requests, non-2xx ${r.non2xx}, errors ${r.errors}, latency p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms`,
      );
    } finally {
      await nginx.stop();
    }
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    await redis.close();
  }
}) satisfies Measurement;
