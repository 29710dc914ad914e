/** What our server adds to the time to the first recipe byte, against a fake provider. */
import { startFakeChatServer } from '../../test-support/fake-chat-server';
import { startApp } from '../../test-support/harness';
import { INGREDIENTS, stats, type Measurement } from '../lib';

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

const SAMPLES = 40;

const serverOverhead: Measurement = async (bench) => {
  const samples = SAMPLES;
  console.log(
    `Server overhead on time to first recipe byte (fake provider answers after 100 ms), ${samples} samples each...`,
  );
  const fake = await startFakeChatServer();
  fake.fallback = { kind: 'reply', content: 'x'.repeat(2000), chunks: 10, firstByteDelayMs: 100 };
  const app = await startApp({
    CHAT_API_KEY: 'bench-key',
    CHAT_API_BASE_URL: fake.baseUrl,
    LOG_LEVEL: 'warn',
  });
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
  bench.raw('overhead', { direct: d, through: t });
  const overhead = t.median - d.median;
  bench.record(
    'Server overhead on time to first recipe byte',
    'overheadMs',
    `${overhead.toFixed(2)} ms`,
    overhead,
    `median TTFB through our server ${t.median.toFixed(1)} ms (min ${t.min.toFixed(1)}, max ${t.max.toFixed(1)}) minus straight to the fake provider ${d.median.toFixed(1)} ms (min ${d.min.toFixed(1)}, max ${d.max.toFixed(1)}), ${samples} interleaved samples after 200 warm-up requests`,
  );
};

export default serverOverhead;
