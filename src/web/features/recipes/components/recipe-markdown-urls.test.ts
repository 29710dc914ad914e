import { defaultUrlTransform } from 'react-markdown';
import { describe, expect, it } from 'vitest';

// The recipe renderer keeps react-markdown's own URL check: links and images may use only http,
// https, irc, ircs, mailto and xmpp, or be relative; anything else is blanked. These inputs pin
// that behaviour, so a library upgrade that changes it fails here.
describe('link and image addresses in a recipe', () => {
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
    expect(defaultUrlTransform(url)).toBe(url);
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
    expect(defaultUrlTransform(url)).toBe('');
  });
});
