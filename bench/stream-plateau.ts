/**
 * Memory under load: repeated rounds of many concurrent recipe streams through a slow fake chat
 * provider (local, replaying the OpenAI-compatible stream format), against the compiled server.
 * The peak resident memory of each round should level off rather than climb round after round.
 */
import { startFakeChatServer, FAKE_RECIPE } from '../e2e/support/fake-chat-server';
import { startApp } from '../e2e/support/harness';
import { type Figure, mb, rssOf } from './figure';

const INGREDIENTS = ['Chicken', 'Garlic', 'Lemon', 'Rice', 'Spinach'];
/** How often the server's memory is read during a round. */
const SAMPLE_MS = 20;

interface Round {
  completed: number;
  failed: number;
  peakRss: number;
  rssAfter: number;
  seconds: number;
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

export async function streamPlateau(streams = 1000, rounds = 6): Promise<Figure[]> {
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
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    { server: 'compiled' },
  );
  const pid = app.process.pid!;
  const results: Round[] = [];
  try {
    const rssAtStart = rssOf(pid);
    for (let round = 1; round <= rounds; round++) {
      let peakRss = rssOf(pid);
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(pid))), SAMPLE_MS);
      const started = performance.now();
      const outcomes = await Promise.all(Array.from({ length: streams }, () => stream(app.url)));
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      const completed = outcomes.filter(Boolean).length;
      const result = {
        completed,
        failed: streams - completed,
        peakRss,
        rssAfter: rssOf(pid),
        seconds,
      };
      results.push(result);
      // The recorded requests are the fake's, not the server's: drop them between rounds.
      fake.requests.length = 0;
      console.log(
        `  round ${round}: ${completed}/${streams} complete in ${seconds.toFixed(1)} s, peak ${mb(peakRss)}, after ${mb(result.rssAfter)}`,
      );
    }
    const peaks = results.map((r) => r.peakRss);
    const half = Math.floor(rounds / 2);
    const firstHalf = Math.max(...peaks.slice(0, half));
    const secondHalf = Math.max(...peaks.slice(half));
    const allComplete = results.every((r) => r.failed === 0);
    const plateaus = secondHalf <= firstHalf * 1.05;
    return [
      {
        name: `Peak server memory, ${rounds} rounds of ${streams.toLocaleString('en')} concurrent streams`,
        target: 'levels off; every stream completes',
        value: `${peaks.map((p) => (p / 2 ** 20).toFixed(0)).join(' / ')} MB; ${results.reduce((n, r) => n + r.completed, 0)}/${streams * rounds} complete`,
        met: allComplete && plateaus,
        how: `compiled server with a local fake chat provider (first byte after 100 ms, 20 pieces 100 ms apart, 2,000 characters), ${streams} streams at once per round, VmRSS sampled every ${SAMPLE_MS} ms; ${mb(rssAtStart)} before the first round, ${mb(results.at(-1)!.rssAfter)} after the last; rounds took ${results.map((r) => r.seconds.toFixed(1)).join(', ')} s. Levels off: the highest peak of rounds ${half + 1}–${rounds} is within 5% of the highest of rounds 1–${half} (${mb(secondHalf)} vs ${mb(firstHalf)})`,
        raw: { rssAtStart, rounds: results },
      },
    ];
  } finally {
    await app.stop();
    await fake.close();
  }
}
