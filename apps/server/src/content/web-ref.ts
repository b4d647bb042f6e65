import { ENTITY_BOUNDS } from '@tradescope/domain';

/**
 * A picture or link an administrator may store: an http(s) address, or a path on this site (a market page, an
 * uploaded file). Nothing that could run (javascript:, data:) and no protocol-relative //host.
 */
export const isWebRef = (value: string): boolean => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (value.length > ENTITY_BOUNDS.url || /[\s"'<>\\\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};
