import { vi } from 'vitest';
import { formatSse } from '../../shared/sse';

/**
 * The network edge for component tests: every `fetch` must be answered by a queued reply, and an
 * unexpected request fails the test. Replies are real `Response` objects, streams included.
 */
type Reply = (request: {
  url: string;
  init: RequestInit | undefined;
}) => Response | Promise<Response>;

export function mockFetch() {
  const replies: Reply[] = [];
  const calls: { url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected request: ${url}`);
    return reply({ url, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    reply(next: Reply) {
      replies.push(next);
    },
    get pending() {
      return replies.length;
    },
  };
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
