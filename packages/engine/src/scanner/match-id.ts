import type { SeriesKey } from '../series';

/**
 * cyrb53 (bryc, public domain): a fast 53-bit string hash with good avalanche; plenty to tell apart a
 * few hundred thousand series.
 */
function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The series part of match ids, computed once per series. */
export const seriesTag = (key: SeriesKey): string =>
  cyrb53(`${key.source}|${key.symbol}|${key.timeframe}`).toString(36);

/**
 * `strategyId.matchDate.seriesTag`: the same series, strategy and signal candle always give the same
 * id, in a batch scan, an incremental one or a later run; at most 30 characters (the domain allows 64).
 */
export const matchId = (tag: string, strategyId: number, matchDate: number): string =>
  `${strategyId}.${matchDate}.${tag}`;
