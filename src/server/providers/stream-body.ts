/**
 * The body of a reply to a streaming request, before the SDK parses it as server-sent events: some
 * providers ignore `stream: true` and send one JSON completion, and older llama.cpp servers report a
 * failure on an `error:` line that event-stream parsers (the SDK's included) skip.
 */
export type OpenedBody =
  | { kind: 'json'; text: string }
  | {
      kind: 'events';
      /** The same response, its body replayed from the first byte. */
      response: Response;
      /** The JSON of every `error:` line seen so far (filled as the body is read). */
      legacyErrors: string[];
    };

/** Reads up to the first character that is not white space, and decides what the body is. */
export async function openStreamBody(response: Response): Promise<OpenedBody> {
  if (!response.body) return { kind: 'events', response, legacyErrors: [] };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const seen: Uint8Array[] = [];
  let text = '';
  let ended = false;
  while (text.trim() === '') {
    const { value, done } = await reader.read();
    if (done) {
      ended = true;
      break;
    }
    seen.push(value);
    text += decoder.decode(value, { stream: true });
  }

  if (text.trimStart().startsWith('{')) {
    while (!ended) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    return { kind: 'json', text: text + decoder.decode() };
  }

  const legacyErrors: string[] = [];
  const watch = lineWatcher((line) => {
    if (line.startsWith('error:')) legacyErrors.push(line.slice('error:'.length).trim());
  });
  for (const piece of seen) watch(piece);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of seen) controller.enqueue(piece);
      if (ended) controller.close();
    },
    async pull(controller) {
      const { value, done } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      watch(value);
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return {
    kind: 'events',
    response: new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    }),
    legacyErrors,
  };
}

/** Calls `onLine` with each complete line of the bytes it is fed (CR, LF or CRLF endings). */
function lineWatcher(onLine: (line: string) => void) {
  const decoder = new TextDecoder();
  let partial = '';
  return (bytes: Uint8Array) => {
    partial += decoder.decode(bytes, { stream: true });
    const lines = partial.split(/\r\n|\r|\n/);
    partial = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  };
}
