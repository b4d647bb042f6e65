import type { ScanMatch, SeriesKey } from '@tradescope/engine';

type Counts = { buy: number; sell: number; neutral: number };

const NONE: Counts = { buy: 0, sell: 0, neutral: 0 };

const countsOf = (matches: readonly ScanMatch[]): Counts => {
  const counts = { buy: 0, sell: 0, neutral: 0 };
  // Invalidated matches stay listed to show what failed; the counts count setups still in play, as before.
  for (const match of matches) if (match.state !== 'invalidated') counts[match.type] += 1;
  return counts;
};

/** Buy, sell and neutral live matches per asset (`source:symbol`, every timeframe), updated as series change. */
export const createMatchCounts = () => {
  const bySeries = new Map<string, { asset: string; counts: Counts }>();
  const byAsset = new Map<string, Counts>();
  const recount = (asset: string) => {
    const total = { buy: 0, sell: 0, neutral: 0 };
    for (const entry of bySeries.values()) {
      if (entry.asset !== asset) continue;
      total.buy += entry.counts.buy;
      total.sell += entry.counts.sell;
      total.neutral += entry.counts.neutral;
    }
    byAsset.set(asset, total);
  };
  return {
    /** A series' current live matches. */
    set: (key: SeriesKey, current: readonly ScanMatch[]): void => {
      const asset = `${key.source}:${key.symbol}`;
      bySeries.set(`${asset}:${key.timeframe}`, { asset, counts: countsOf(current) });
      recount(asset);
    },
    of: (asset: string): Counts => byAsset.get(asset) ?? NONE,
  };
};
