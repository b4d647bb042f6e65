import { hashText } from '../../text-hash';

/** The spec's asset icon URL carries cache-buster v1 (§7): bump it when the artwork changes. */
export const LOGO_VERSION = '1';

export const logoUrl = (base: string): string =>
  `/api/v1/logos/${encodeURIComponent(base)}.svg?v=${LOGO_VERSION}`;

/** Bases are short lower-case symbols (btc, spx500); anything else gets no logo. */
export const LOGO_BASE = /^[a-z0-9]{1,16}$/;

/**
 * A letter avatar: the first letters of the base on a colour picked from the base, so each asset keeps its colour.
 * Generated rather than shipped: no third-party artwork to license.
 */
export const logoSvg = (base: string): string => {
  const hue = hashText(base) % 360;
  const letters = base.slice(0, base.length <= 3 ? 3 : 2).toUpperCase();
  const size = letters.length >= 3 ? 22 : 28;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<circle cx="32" cy="32" r="32" fill="hsl(${hue} 55% 42%)"/>`,
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" `,
    `font-size="${size}" fill="#fff">${letters}</text>`,
    '</svg>',
  ].join('');
};
