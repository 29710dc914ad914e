import { describe, expect, it } from 'vitest';
import { createSseParser, formatSse } from './sse';

describe('server-sent events', () => {
  it('round-trips events split at any byte', () => {
    const wire =
      formatSse('delta', { text: 'Hello\nworld' }) + formatSse('done', { provider: 'chat' });
    for (let cut = 0; cut <= wire.length; cut++) {
      const parse = createSseParser();
      const messages = [...parse(wire.slice(0, cut)), ...parse(wire.slice(cut))];
      expect(messages).toEqual([
        { event: 'delta', data: JSON.stringify({ text: 'Hello\nworld' }) },
        { event: 'done', data: JSON.stringify({ provider: 'chat' }) },
      ]);
    }
  });

  it('handles CRLF line ends, comments and multi-line data', () => {
    const parse = createSseParser();
    expect(parse(': keep-alive\r\ndata: a\r\ndata: b\r\n\r\n')).toEqual([
      { event: 'message', data: 'a\nb' },
    ]);
  });

  it('reads CRLF line ends split at any byte, a \\r\\n pair included', () => {
    const wire = 'event: delta\r\ndata: a\r\ndata: b\r\n\r\ndata: c\r\n\r\n';
    for (let cut = 0; cut <= wire.length; cut++) {
      const parse = createSseParser();
      expect([...parse(wire.slice(0, cut)), ...parse(wire.slice(cut))], `cut at ${cut}`).toEqual([
        { event: 'delta', data: 'a\nb' },
        { event: 'message', data: 'c' },
      ]);
    }
  });

  it('sends no event that carried no data', () => {
    const parse = createSseParser();
    expect(parse('event: ping\n\n: keep-alive\n\n')).toEqual([]);
  });

  it('does not emit an event until its blank line arrives', () => {
    const parse = createSseParser();
    expect(parse('event: delta\ndata: {}\n')).toEqual([]);
    expect(parse('\n')).toEqual([{ event: 'delta', data: '{}' }]);
  });
});
