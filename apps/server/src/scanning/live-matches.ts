import type { ScanMatch, SeriesKey } from '@tradescope/engine';

export type SeriesChange = { added: ScanMatch[]; removed: ScanMatch[]; current: ScanMatch[] };

const keyOf = ({ source, symbol, timeframe }: SeriesKey): string => `${source}|${symbol}|${timeframe}`;

/**
 * The live matches of every series. A scan answers a series' whole live set, so replacing it is how matches appear,
 * advance (passed candles, distance) and leave (validity passed, price invalidated) — one rule, no bookkeeping.
 */
export class LiveMatches {
  readonly #bySeries = new Map<string, ScanMatch[]>();
  #count = 0;

  replace(key: SeriesKey, matches: ScanMatch[]): SeriesChange {
    const series = keyOf(key);
    const before = this.#bySeries.get(series) ?? [];
    const beforeIds = new Set(before.map((match) => match.id));
    const afterIds = new Set(matches.map((match) => match.id));
    this.#count += matches.length - before.length;
    if (matches.length === 0) this.#bySeries.delete(series);
    else this.#bySeries.set(series, matches);
    return {
      added: matches.filter((match) => !beforeIds.has(match.id)),
      removed: before.filter((match) => !afterIds.has(match.id)),
      current: matches,
    };
  }

  /** Every live match; the arrays are the store's own, callers only read them. */
  *all(): Generator<ScanMatch> {
    for (const matches of this.#bySeries.values()) yield* matches;
  }

  get size(): number {
    return this.#count;
  }
}
