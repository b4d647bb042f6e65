import type { ChartData } from '../strategies';

/**
 * An XMoon match names its contributing matches in chartData, one point each, keyed `strategyId@timeframe` (at most
 * 11 characters, inside the contract's 16) with the contributor's signal candle open time and its price: the chart
 * draws a marker there and the strategy and timeframe are read back from the key. A dedicated contract field would
 * say the same in more bytes and touch every consumer of the match; strength is derived from the keys.
 */
export interface Contributor {
  readonly strategyId: number;
  readonly timeframe: number;
  /** Open time (unix seconds) of the contributor's signal candle, on its own timeframe. */
  readonly date: number;
  readonly price: number;
}

const KEY = /^(\d{1,6})@(\d{1,6})$/;

export const contributorKey = (strategyId: number, timeframe: number): string => `${strategyId}@${timeframe}`;

export const encodeContributors = (contributors: readonly Contributor[]): ChartData => {
  // A plain loop: XMoon encodes on every scan of the main thread, where fromEntries over mapped pairs showed up.
  const chart: Record<string, { date: number; value: number }> = {};
  for (const c of contributors)
    chart[contributorKey(c.strategyId, c.timeframe)] = { date: c.date, value: c.price };
  return chart;
};

/** The contributors named in a chartData (other keys are ignored). */
export const decodeContributors = (chartData: ChartData): Contributor[] =>
  Object.entries(chartData).flatMap(([key, point]) => {
    const parts = KEY.exec(key);
    return parts === null
      ? []
      : [{ strategyId: Number(parts[1]), timeframe: Number(parts[2]), date: point.date, price: point.value }];
  });
