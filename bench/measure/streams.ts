/**
 * Memory under load: rounds of many concurrent recipe streams through a slow fake chat provider
 * (local, replaying the OpenAI-compatible stream format), against the compiled server. The peak
 * resident memory of each round should level off, and the live heap after a full collection
 * between rounds should not grow.
 */
import { FAKE_RECIPE, startFakeChatServer } from '../../test-support/fake-chat-server';
import { startApp } from '../../test-support/harness';
import { INGREDIENTS, mb, rssOf, type Measurement } from '../lib';

const STREAMS = 1000;
const ROUNDS = 6;
/** How often the server's memory is read during a round. */
const SAMPLE_MS = 20;

interface Round {
  completed: number;
  failed: number;
  peakRss: number;
  /** After the round, once a full garbage collection has run. */
  rssAfterGc: number;
  heapAfterGc: number;
  seconds: number;
}

/**
 * The server's inspector (on loopback, bench only): between rounds it runs a full garbage
 * collection and reads the live heap, which tells memory still in use from memory not yet
 * collected.
 */
async function connectInspector(logs: () => string) {
  const url = /ws:\/\/127\.0\.0\.1:\d+\/[\w-]+/.exec(logs())?.[0];
  if (!url) throw new Error(`the server did not print its inspector address:\n${logs()}`);
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let nextId = 0;
  const pending = new Map<number, (result: unknown) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  };
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = ++nextId;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    async collectAndMeasureHeap(): Promise<number> {
      await send('HeapProfiler.collectGarbage');
      const result = (await send('Runtime.evaluate', {
        expression: 'process.memoryUsage().heapUsed',
        returnByValue: true,
      })) as { result: { value: number } };
      return result.result.value;
    },
    close: () => socket.close(),
  };
}

/** One stream, read to the end: true when it ended with the `done` event and no `error`. */
async function stream(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/recipe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ ingredients: INGREDIENTS }),
    });
    const text = await res.text();
    return res.ok && text.includes('event: done') && !text.includes('event: error');
  } catch {
    return false;
  }
}

export default (async (bench) => {
  const streams = STREAMS;
  const rounds = ROUNDS;
  // About 2 s per stream: the first byte after 100 ms, then 20 pieces 100 ms apart.
  const content = FAKE_RECIPE.repeat(Math.ceil(2000 / FAKE_RECIPE.length)).slice(0, 2000);
  console.log(
    `Memory over ${rounds} rounds of ${streams} concurrent streams through a slow fake provider (compiled server)...`,
  );
  const fake = await startFakeChatServer();
  fake.fallback = { kind: 'reply', content, chunks: 20, chunkDelayMs: 100, firstByteDelayMs: 100 };
  const app = await startApp(
    {
      CHAT_API_KEY: 'bench-key',
      CHAT_API_BASE_URL: fake.baseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    { server: 'compiled', nodeArgs: ['--inspect=127.0.0.1:0'] },
  );
  const pid = app.process.pid!;
  const results: Round[] = [];
  const inspector = await connectInspector(app.logs);
  try {
    const heapAtStart = await inspector.collectAndMeasureHeap();
    const rssAtStart = rssOf(pid);
    for (let round = 1; round <= rounds; round++) {
      let peakRss = rssOf(pid);
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(pid))), SAMPLE_MS);
      const started = performance.now();
      const outcomes = await Promise.all(Array.from({ length: streams }, () => stream(app.url)));
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      const completed = outcomes.filter(Boolean).length;
      const heapAfterGc = await inspector.collectAndMeasureHeap();
      const result = {
        completed,
        failed: streams - completed,
        peakRss,
        rssAfterGc: rssOf(pid),
        heapAfterGc,
        seconds,
      };
      results.push(result);
      // The recorded requests are the fake's, not the server's: drop them between rounds.
      fake.requests.length = 0;
      console.log(
        `  round ${round}: ${completed}/${streams} complete in ${seconds.toFixed(1)} s, peak ${mb(peakRss)}; after a full GC ${mb(result.rssAfterGc)} resident, ${mb(heapAfterGc)} live heap`,
      );
    }
    const peaks = results.map((r) => r.peakRss);
    const heaps = results.map((r) => r.heapAfterGc);
    const half = Math.floor(rounds / 2);
    const firstHalf = Math.max(...peaks.slice(0, half));
    const secondHalf = Math.max(...peaks.slice(half));
    const complete = results.reduce((n, r) => n + r.completed, 0);
    const allComplete = complete === streams * rounds;
    const megabytes = (values: number[]) => values.map((v) => (v / 2 ** 20).toFixed(0)).join(' / ');
    const setup = `compiled server (inspector on loopback) with a local fake chat provider (first byte after 100 ms, 20 pieces 100 ms apart, 2,000 characters), ${streams} streams at once per round, ${complete}/${streams * rounds} complete; rounds took ${results.map((r) => r.seconds.toFixed(1)).join(', ')} s`;
    bench.raw('streams', { rssAtStart, heapAtStart, rounds: results });
    bench.record(
      `Peak server memory per round, ${rounds} rounds of ${streams.toLocaleString('en')} concurrent streams`,
      'streamPeakGrowth',
      `${megabytes(peaks)} MB`,
      allComplete ? secondHalf / firstHalf : Infinity,
      `${setup}; VmRSS sampled every ${SAMPLE_MS} ms, ${mb(rssAtStart)} before the first round; the highest peak of rounds ${half + 1}–${rounds} against the highest of rounds 1–${half}: ${mb(secondHalf)} vs ${mb(firstHalf)}`,
    );
    // The live heap after a full collection is what the server still holds: the leak check.
    bench.record(
      `Live heap after each round of ${streams.toLocaleString('en')} streams (after a full GC)`,
      'streamHeapGrowth',
      `${megabytes(heaps)} MB (${mb(heapAtStart)} before the first)`,
      allComplete ? heaps.at(-1)! / heaps[0]! : Infinity,
      `${setup}; the inspector's HeapProfiler.collectGarbage then process.memoryUsage().heapUsed after each round; resident after that collection: ${megabytes(results.map((r) => r.rssAfterGc))} MB`,
    );
  } finally {
    inspector.close();
    await app.stop();
    await fake.close();
  }
}) satisfies Measurement;
