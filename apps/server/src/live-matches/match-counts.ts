import type { ScanMatch, SeriesKey } from '@tradescope/engine';

type Counts = { buy: number; sell: number; neutral: number };

const NONE: Counts = { buy: 0, sell: 0, neutral: 0 };

const countsOf = (matches: readonly ScanMatch[]): Counts => {
  const counts = { buy: 0, sell: 0, neutral: 0 };
  // Invalidated matches stay listed to show what failed; the counts count setups still in play, as before.
  for (const match of matches) if (match.state !== 'invalidated') counts[match.type] += 1;
  return counts;
};

/**
 * Buy, sell and neutral live matches per asset (`source:symbol`, every timeframe), updated as series change: a series'
 * old counts leave its asset's total and its new ones join it (a burst of closes sets thousands of series).
 */
export const createMatchCounts = () => {
  const bySeries = new Map<string, Counts>();
  const byAsset = new Map<string, Counts>();
  return {
    /** A series' current live matches. */
    set: (key: SeriesKey, current: readonly ScanMatch[]): void => {
      const asset = `${key.source}:${key.symbol}`;
      const series = `${asset}:${key.timeframe}`;
      const before = bySeries.get(series) ?? NONE;
      const after = countsOf(current);
      bySeries.set(series, after);
      const total = byAsset.get(asset) ?? NONE;
      // A new object: what `of` answered before stays as it was.
      byAsset.set(asset, {
        buy: total.buy + after.buy - before.buy,
        sell: total.sell + after.sell - before.sell,
        neutral: total.neutral + after.neutral - before.neutral,
      });
    },
    of: (asset: string): Counts => byAsset.get(asset) ?? NONE,
  };
};
