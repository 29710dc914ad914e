/** Server-sent events: the few lines of the wire format that both ends of the recipe stream need. */

export interface SseMessage {
  event: string;
  data: string;
}

/** One event as it goes on the wire. `data` is JSON, so it never holds a newline. */
export function formatSse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * An incremental parser: feed it decoded text as it arrives, in chunks of any size, and it
 * returns the complete events seen so far (per the WHATWG event-stream rules we rely on).
 */
export function createSseParser(): (chunk: string) => SseMessage[] {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  return (chunk) => {
    buffer += chunk;
    const messages: SseMessage[] = [];
    let newline: number;
    while ((newline = buffer.search(/\r\n|\r|\n/)) !== -1) {
      const line = buffer.slice(0, newline);
      const width = buffer.startsWith('\r\n', newline) ? 2 : 1;
      // A lone trailing \r may be the first half of \r\n: wait for more input.
      if (buffer[newline] === '\r' && newline + 1 === buffer.length) break;
      buffer = buffer.slice(newline + width);
      if (line === '') {
        if (data.length > 0) messages.push({ event: event || 'message', data: data.join('\n') });
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    return messages;
  };
}
