import type { PastMatch, SeriesKey } from '@tradescope/engine';
import { buildSegment, type SeriesSegment } from './series-segment';

const seriesOf = ({ source, symbol, timeframe }: SeriesKey): string => `${source}|${symbol}|${timeframe}`;

/**
 * Per series, each strategy's latest match that has ended (expired or voided), kept as a segment like the live
 * ones: what a screen lists when nothing in its scope is live. Seeded from history by the first scan of each series
 * (engine scanWithPast), then fed by the matches that leave the live set. Bounded by series x strategies.
 */
export class PastMatches {
  /** Per series its strategies' newest ended matches, and their segment once built (undefined: changed since). */
  readonly #bySeries = new Map<
    string,
    { key: SeriesKey; byStrategy: Map<number, PastMatch>; segment: SeriesSegment | undefined }
  >();

  /**
   * Keeps each strategy's newest of what the series had and `matches`. The segment is rebuilt when next read: most
   * scans end a match or two, and a burst of scans would otherwise sort a series' whole past list each time.
   */
  record(key: SeriesKey, matches: readonly PastMatch[]): void {
    if (matches.length === 0) return;
    const series = seriesOf(key);
    let entry = this.#bySeries.get(series);
    if (entry === undefined) {
      entry = { key, byStrategy: new Map(), segment: undefined };
      this.#bySeries.set(series, entry);
    }
    for (const match of matches) {
      const kept = entry.byStrategy.get(match.strategyId);
      if (kept === undefined || match.matchDate >= kept.matchDate)
        entry.byStrategy.set(match.strategyId, match);
    }
    entry.segment = undefined;
  }

  /** Sets a series' ended matches to `matches`, keeping the series' place in the list order. */
  replace(key: SeriesKey, matches: readonly PastMatch[]): void {
    const entry = this.#bySeries.get(seriesOf(key));
    if (entry !== undefined) entry.byStrategy.clear();
    if (matches.length === 0) this.clear(key);
    else this.record(key, matches);
  }

  /** A series' ended matches, one per strategy. */
  of(key: SeriesKey): PastMatch[] {
    return [...(this.#bySeries.get(seriesOf(key))?.byStrategy.values() ?? [])];
  }

  /** Forgets a series' ended matches. */
  clear(key: SeriesKey): void {
    this.#bySeries.delete(seriesOf(key));
  }

  *segments(): Generator<SeriesSegment> {
    for (const entry of this.#bySeries.values()) {
      entry.segment ??= buildSegment(entry.key, [...entry.byStrategy.values()]);
      yield entry.segment;
    }
  }
}
