import { describe, expect, it } from 'vitest';
import { candlesFromCloses } from '../../test/constructed-candles';
import { parseCandleFixture } from '../../test/fixture';
import ethusdtUsdm5 from '../../test/fixtures/ethusdt-usdm-5.json?raw';
import { detectJumps, findJumps, JUMP_RULES } from './index';

/** Quiet candles: closes alternating 100 and 100.1, each candle's range 0.2 around it (ATR ≈ 0.2). */
const quiet = (count: number) => Array.from({ length: count }, (_, i) => (i % 2 === 0 ? 100 : 100.1));
const key = { source: 'binance-spot', symbol: 'TESTUSDT', timeframe: 3 };

describe('findJumps', () => {
  it('finds a candle moving far more than k (4) ATR-normalised volatilities', () => {
    // σ ≈ 0.2 / 100 = 0.2 %; a 3 % move is about 15 σ.
    const candles = candlesFromCloses([...quiet(40), 103, 103.05], { wick: 0.05 });
    const jumps = findJumps(candles);
    expect(jumps.map((j) => [j.index, j.direction])).toEqual([[40, 'up']]);
    expect(jumps[0]!.change).toBeCloseTo((103 / 100.1 - 1) * 100, 10);
    expect(jumps[0]!.size).toBeGreaterThan(JUMP_RULES.k);
  });

  it('finds falls too, and nothing while the ATR is still warming up', () => {
    const candles = candlesFromCloses([...quiet(10), 90, ...quiet(30), 96], { wick: 0.05 });
    expect(findJumps(candles).map((j) => [j.index, j.direction])).toEqual([[41, 'down']]);
  });

  it('ignores a move under 0.5 % however quiet the market was', () => {
    const still = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 100 : 100.001));
    const candles = candlesFromCloses([...still, 100.4], { wick: 0.0005 });
    expect(findJumps(candles)).toEqual([]);
  });
});

describe('detectJumps', () => {
  it('groups jumps within 5 candles of each other under the first, with stable sub-jump ids', () => {
    const closes = [...quiet(40), 103, 103, 103.05, 107, ...Array.from({ length: 6 }, () => 107), 111];
    const series = { key, columns: () => candlesFromCloses(closes, { wick: 0.05 }) };
    const matches = detectJumps(series);
    expect(matches.map((m) => [m.matchTimestamp, m.jumps.length])).toEqual([
      [series.columns().time[40], 1],
      [series.columns().time[50], 0],
    ]);
    expect(matches[0]!.jumps[0]!.matchTimestamp).toBe(series.columns().time[43]);
    expect(matches[0]!.totalChange).toBeCloseTo((107 / 100.1 - 1) * 100, 10);
    expect(detectJumps(series)).toEqual(matches);
    expect(matches[0]).toMatchObject({ strategyId: 9001, passedCandle: 10, direction: 'up' });
  });

  it('marks the Binance ETHUSDT spike of 2025-10-19 08:15 UTC and its snap-back as one event', () => {
    // 5-minute USD-M candles (no 3-minute history exists in our data; the rule is the same): +1.07 %
    // to 3927.90 at 6.6 σ, then −1.21 % to 3880.40 at 4.8 σ on the next candle.
    const columns = parseCandleFixture(ethusdtUsdm5);
    const [event, ...rest] = detectJumps({ key: { ...key, timeframe: 5 }, columns: () => columns });
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      matchTimestamp: Date.parse('2025-10-19T08:15:00Z') / 1000,
      price: 3927.9,
      direction: 'up',
      jumps: [{ matchTimestamp: Date.parse('2025-10-19T08:20:00Z') / 1000, price: 3880.4 }],
    });
    expect(event!.change).toBeCloseTo(1.07, 2);
  });
});
