import { vi } from 'vitest';
import { formatSse } from '../../shared/sse';

/**
 * The network edge for component tests: every `fetch` must be answered by a queued reply, and an
 * unexpected request fails the test. Replies are real `Response` objects, streams included.
 *
 * Throwing from `fetch` alone cannot fail a test: the page catches it and shows its offline
 * message, which a test may well be expecting. So each unexpected request is also recorded, and
 * `assertNetworkSettled` (run after every test by setup.ts) fails the test that made it.
 */
type Reply = (request: {
  url: string;
  init: RequestInit | undefined;
}) => Response | Promise<Response>;

let current: { replies: Reply[]; unexpected: string[] } | null = null;

export function mockFetch() {
  const replies: Reply[] = [];
  const unexpected: string[] = [];
  current = { replies, unexpected };
  const calls: { url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const reply = replies.shift();
    if (!reply) {
      unexpected.push(url);
      throw new Error(`unexpected request: ${url}`);
    }
    return reply({ url, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    reply(next: Reply) {
      replies.push(next);
    },
  };
}

/** Fails the test that made a request nobody queued a reply for, or left a queued reply unused. */
export function assertNetworkSettled() {
  if (!current) return;
  const { replies, unexpected } = current;
  current = null;
  if (unexpected.length > 0)
    throw new Error(`unexpected request(s) with no queued reply: ${unexpected.join(', ')}`);
  if (replies.length > 0) throw new Error(`${replies.length} queued reply(ies) never requested`);
}

/** A server-sent-event response whose events are released one by one through `push`. */
export function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
    }),
    push(event: string, data: unknown) {
      controller.enqueue(encoder.encode(formatSse(event, data)));
    },
    close() {
      controller.close();
    },
  };
}

export function sseResponse(events: [string, unknown][]) {
  return new Response(events.map(([event, data]) => formatSse(event, data)).join(''), {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });
}

export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
