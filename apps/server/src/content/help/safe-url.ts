const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

const codePointOf = (digits: string, radix: number): string => {
  const code = Number.parseInt(digits, radix);
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
};

/**
 * Decodes the character references an attribute value may hold. Unknown named references stay as written: the
 * value is written back escaped, so the browser sees exactly the string that was checked (`&colon;` stays text).
 */
export const decodeEntities = (text: string): string =>
  text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);?/g, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X')) return codePointOf(ref.slice(2), 16);
    if (ref.startsWith('#')) return codePointOf(ref.slice(1), 10);
    return NAMED_ENTITIES[ref] ?? whole;
  });

// A browser drops tabs and newlines inside a URL, so "java\tscript:" would still run; refuse every control character.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Whether a decoded href may stay: http(s) and mailto addresses, a path on this site, or an anchor. Everything
 * else (javascript:, data:, vbscript:, protocol-relative //host, /\host) is dropped.
 */
export const isSafeHref = (href: string): boolean => {
  if (href === '' || CONTROL.test(href)) return false;
  if (href.startsWith('#')) return true;
  if (href.startsWith('/')) return !/^\/[/\\]/.test(href);
  if (!/^(https?|mailto):/i.test(href)) return false;
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(href).protocol);
  } catch {
    return false;
  }
};

/** Escapes text for a double-quoted attribute or for element content. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
