/** SPEC.md: link and image addresses may use only these schemes; anything else is blanked. */
export const ALLOWED_URL_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

const allowed = new Set<string>(ALLOWED_URL_SCHEMES);

/**
 * Returns the address unchanged when its scheme is allowed (or it has none, being relative), and
 * an empty string otherwise. Browsers ignore control characters and white space inside a scheme
 * ("java\tscript:"), so they are removed before the scheme is read.
 */
export function safeUrl(url: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const colon = compact.indexOf(':');
  if (colon === -1) return url;
  // A colon after the first "/", "?" or "#" belongs to a path, query or fragment, not a scheme.
  const firstDelimiter = compact.search(/[/?#]/);
  if (firstDelimiter !== -1 && firstDelimiter < colon) return url;
  const scheme = compact.slice(0, colon).toLowerCase();
  return allowed.has(scheme) ? url : '';
}
