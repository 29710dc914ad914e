import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible provider: a real HTTP server on 127.0.0.1 speaking the
 * chat-completions protocol (JSON and streamed), which records what it was sent and can be told to
 * misbehave in each of the ways a real provider does.
 */
export type FakeBehaviour =
  | {
      kind: 'reply';
      content: string;
      chunks?: number;
      chunkDelayMs?: number;
      /** Wait this long before answering at all (a model thinking). */
      firstByteDelayMs?: number;
    }
  | { kind: 'status'; status: number; body?: string; headers?: Record<string, string> }
  | { kind: 'hang' }
  | { kind: 'reset' }
  | { kind: 'malformed' }
  | { kind: 'no-choices' }
  | { kind: 'empty' }
  | { kind: 'cut'; content: string }
  | { kind: 'slow-stream'; content: string; chunkDelayMs: number }
  | {
      /** Replays a provider's bytes as they are: the status, headers and body pieces given. */
      kind: 'wire';
      status: number;
      headers: Record<string, string>;
      /** Written one after another, each flushed on its own (how chunks split on the wire). */
      body: readonly string[];
      chunkDelayMs?: number;
    };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: ChatBody;
}

export interface ChatBody {
  model?: string;
  messages?: { role: string; content: string }[];
  max_tokens?: number;
  temperature?: number;
  stream?: boolean;
  [key: string]: unknown;
}

export interface FakeChatServer {
  /** Base URL to use as CHAT_API_BASE_URL, ending in /v1. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Requests whose client went away before the reply was finished. */
  abandoned: number;
  /** Queue behaviours for the next requests; after the queue, `fallback` answers. */
  enqueue(...behaviours: FakeBehaviour[]): void;
  fallback: FakeBehaviour;
  /** Resolves once `count` requests have been abandoned by the client. */
  waitForAbandoned(count?: number): Promise<void>;
  close(): Promise<void>;
}

export const FAKE_RECIPE = [
  '# Fake Provider Frittata',
  '',
  'A quick frittata from the fake provider.',
  '',
  '## Ingredients',
  '',
  '- 6 eggs',
  '- 1 cup spinach',
  '',
  '## Instructions',
  '',
  '1. Whisk the eggs.',
  '2. Wilt the spinach, pour in the eggs and cook until set.',
  '',
].join('\n');

export async function startFakeChatServer(): Promise<FakeChatServer> {
  const queue: FakeBehaviour[] = [];
  const sockets = new Set<Socket>();
  const waiters: { count: number; resolve: () => void }[] = [];
  const state: FakeChatServer = {
    baseUrl: '',
    requests: [],
    abandoned: 0,
    fallback: { kind: 'reply', content: FAKE_RECIPE, chunks: 6 },
    enqueue: (...behaviours) => queue.push(...behaviours),
    waitForAbandoned: (count = 1) =>
      new Promise((resolve) => {
        if (state.abandoned >= count) resolve();
        else waiters.push({ count, resolve });
      }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    let body: ChatBody = {};
    try {
      body = JSON.parse(raw) as ChatBody;
    } catch {
      // Recorded as an empty body; the assertions on it will say what was wrong.
    }
    state.requests.push({
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body,
    });
    res.on('close', () => {
      if (!res.writableFinished) {
        state.abandoned++;
        for (const waiter of waiters.filter((w) => state.abandoned >= w.count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    });
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    await respond(queue.shift() ?? state.fallback, body, req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return state;
}

async function respond(
  behaviour: FakeBehaviour,
  body: ChatBody,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const model = body.model ?? 'fake-model';
  switch (behaviour.kind) {
    case 'status':
      res.writeHead(behaviour.status, { 'content-type': 'application/json', ...behaviour.headers });
      res.end(behaviour.body ?? JSON.stringify({ error: { message: `fake ${behaviour.status}` } }));
      return;
    case 'hang':
      return; // Never answers; the client must give up.
    case 'reset':
      req.socket.destroy();
      return;
    case 'malformed':
      if (body.stream) {
        startStream(res);
        res.end('data: {"choices": [{"delta": {"content": "half\n\n');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"choices": [{"message": {"content": "oops"');
      }
      return;
    case 'no-choices':
      if (body.stream) {
        startStream(res);
        res.write(
          `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', model })}\n\n`,
        );
        res.end('data: [DONE]\n\n');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'x', object: 'chat.completion', model }));
      }
      return;
    case 'empty':
      return reply(res, body, model, '', 1, 0);
    case 'cut': {
      startStream(res);
      res.write(chunk(model, behaviour.content, null));
      // Let the piece reach the client before the connection drops.
      setTimeout(() => req.socket.destroy(), 50);
      return;
    }
    case 'slow-stream':
      return reply(res, body, model, behaviour.content, 20, behaviour.chunkDelayMs);
    case 'wire':
      res.writeHead(behaviour.status, behaviour.headers);
      for (const piece of behaviour.body) {
        if (res.destroyed) return;
        res.write(piece);
        if (behaviour.chunkDelayMs) {
          await new Promise((resolve) => setTimeout(resolve, behaviour.chunkDelayMs));
        }
      }
      res.end();
      return;
    case 'reply':
      if (behaviour.firstByteDelayMs) {
        await new Promise((resolve) => setTimeout(resolve, behaviour.firstByteDelayMs));
      }
      return reply(
        res,
        body,
        model,
        behaviour.content,
        behaviour.chunks ?? 4,
        behaviour.chunkDelayMs ?? 0,
      );
  }
}

async function reply(
  res: ServerResponse,
  body: ChatBody,
  model: string,
  content: string,
  chunks: number,
  delayMs: number,
) {
  if (!body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      }),
    );
    return;
  }
  startStream(res);
  const size = Math.max(1, Math.ceil(content.length / chunks));
  for (let i = 0; i < content.length; i += size) {
    if (res.destroyed) return;
    res.write(chunk(model, content.slice(i, i + size), null));
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  if (res.destroyed) return;
  res.write(chunk(model, '', 'stop'));
  res.end('data: [DONE]\n\n');
}

function startStream(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
}

function chunk(model: string, content: string, finish: string | null) {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta: content ? { content } : {}, finish_reason: finish }],
  })}\n\n`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}
