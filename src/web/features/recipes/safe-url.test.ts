import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url';

describe('safeUrl', () => {
  it.each([
    'http://example.com',
    'https://example.com/a?b=c#d',
    'HTTPS://EXAMPLE.COM',
    'irc://irc.libera.chat/cooking',
    'ircs://irc.libera.chat/cooking',
    'mailto:chef@example.com',
    'xmpp:chef@example.com',
    '/relative/path',
    '#section',
    'recipes/soup.html',
    './a:b',
  ])('keeps %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'tel:+123',
  ])('blanks %s', (url) => {
    expect(safeUrl(url)).toBe('');
  });
});
