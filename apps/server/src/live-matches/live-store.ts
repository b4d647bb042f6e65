import type { ScanMatch, SeriesKey } from '@tradescope/engine';

/** `changed`: matches listed before and after whose lifecycle state moved (forming -> active -> triggered, ...). */
export type SeriesChange = {
  added: ScanMatch[];
  removed: ScanMatch[];
  changed: ScanMatch[];
  current: ScanMatch[];
};

type Listener = (key: SeriesKey, change: SeriesChange) => void;

const seriesKeyOf = ({ source, symbol, timeframe }: SeriesKey): string => `${source}|${symbol}|${timeframe}`;

/**
 * The live matches of every series. A scan answers a series' whole live set, so replacing it is how matches appear,
 * advance (passed candles, distance, state) and leave (validity passed) — one rule, no bookkeeping.
 * Listeners (the matches index) hear every replacement synchronously, so what they hold is never behind this store.
 */
export class LiveStore {
  readonly #bySeries = new Map<string, ScanMatch[]>();
  readonly #listeners: Listener[] = [];
  #count = 0;

  replace(key: SeriesKey, matches: ScanMatch[]): SeriesChange {
    const series = seriesKeyOf(key);
    const before = this.#bySeries.get(series) ?? [];
    const stateBefore = new Map(before.map((match) => [match.id, match.state]));
    const afterIds = new Set(matches.map((match) => match.id));
    this.#count += matches.length - before.length;
    if (matches.length === 0) this.#bySeries.delete(series);
    else this.#bySeries.set(series, matches);
    const change = {
      added: matches.filter((match) => !stateBefore.has(match.id)),
      removed: before.filter((match) => !afterIds.has(match.id)),
      changed: matches.filter((match) => {
        const state = stateBefore.get(match.id);
        return state !== undefined && state !== match.state;
      }),
      current: matches,
    };
    for (const listener of this.#listeners) listener(key, change);
    return change;
  }

  /** Hears every replacement, in order, before `replace` returns. */
  listen(listener: Listener): void {
    this.#listeners.push(listener);
  }

  /** Every live match; the arrays are the store's own, callers only read them. */
  *all(): Generator<ScanMatch> {
    for (const matches of this.#bySeries.values()) yield* matches;
  }

  get size(): number {
    return this.#count;
  }
}
