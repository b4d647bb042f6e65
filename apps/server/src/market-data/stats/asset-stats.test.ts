import { type Candle, CandleSeries, type UnixSeconds } from '@tradescope/engine';
import { describe, expect, it } from 'vitest';
import { dailyStats, ranksByMarketcap } from './asset-stats';

const HOUR = 3600;
const hourly = (closes: number[], start: number) => {
  const series = new CandleSeries({ source: 's', symbol: 'x', timeframe: 60 });
  for (const [i, close] of closes.entries()) {
    series.append({
      time: (start + i * HOUR) as UnixSeconds,
      open: close,
      high: close,
      low: close,
      close,
      volume: 2,
    });
  }
  return series;
};

describe('asset statistics', () => {
  it('measures change and volume over the last 24 hours, the hour still forming included', () => {
    const now = 100 * HOUR;
    // Candles from hour 70 to hour 99; the one closing at hour 76 is the last at least a day old.
    const series = hourly(
      Array.from({ length: 30 }, (_, i) => 100 + i),
      70 * HOUR,
    );
    const forming: Candle = {
      time: now as UnixSeconds,
      open: 130,
      high: 131,
      low: 129,
      close: 130,
      volume: 1,
    };
    const stats = dailyStats(132, now, series, forming);
    expect(stats.change24h).toBe(Math.round(((132 - 105) / 105) * 100 * 10_000) / 10_000);
    expect(stats.volume).toBe(24 * 2 + 1);
    expect(stats.volume24h).toBe(
      Array.from({ length: 24 }, (_, i) => 2 * (106 + i)).reduce((a, b) => a + b) + 130,
    );
  });

  it("compares with Friday's close when the market was shut for the last day", () => {
    const series = hourly([50, 55], 0);
    const stats = dailyStats(55, 10 * 86_400, series, undefined);
    expect(stats.change24h).toBe(0);
    expect(stats.volume).toBe(0);
  });

  it('ranks coins by their largest cap across venues, without ranking assets that have no cap', () => {
    const ranks = ranksByMarketcap([
      { base: 'eth', marketcap: 400 },
      { base: 'btc', marketcap: 1000 },
      { base: 'eth', marketcap: 410 },
      { base: 'eur', marketcap: null },
    ]);
    expect([...ranks]).toEqual([
      ['btc', 1],
      ['eth', 2],
    ]);
  });
});
