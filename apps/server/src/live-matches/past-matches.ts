import type { PastMatch, SeriesKey } from '@tradescope/engine';
import { buildSegment, type SeriesSegment } from './series-segment';

const seriesOf = ({ source, symbol, timeframe }: SeriesKey): string => `${source}|${symbol}|${timeframe}`;

/**
 * Per series, each strategy's latest match that has ended (expired or voided), kept as a segment like the live
 * ones: what a screen lists when nothing in its scope is live. Seeded from history by the first scan of each series
 * (engine scanWithPast), then fed by the matches that leave the live set. Bounded by series x strategies.
 */
export class PastMatches {
  readonly #bySeries = new Map<string, { byStrategy: Map<number, PastMatch>; segment: SeriesSegment }>();

  /** Keeps each strategy's newest of what the series had and `matches`. */
  record(key: SeriesKey, matches: readonly PastMatch[]): void {
    if (matches.length === 0) return;
    const series = seriesOf(key);
    const byStrategy = new Map(this.#bySeries.get(series)?.byStrategy);
    for (const match of matches) {
      const kept = byStrategy.get(match.strategyId);
      if (kept === undefined || match.matchDate >= kept.matchDate) byStrategy.set(match.strategyId, match);
    }
    this.#bySeries.set(series, { byStrategy, segment: buildSegment(key, [...byStrategy.values()]) });
  }

  /** Forgets a series' ended matches. */
  clear(key: SeriesKey): void {
    this.#bySeries.delete(seriesOf(key));
  }

  *segments(): Generator<SeriesSegment> {
    for (const { segment } of this.#bySeries.values()) yield segment;
  }
}
