import { describe, expect, it } from 'vitest';
import { roundPrice } from './bridge';
import { generateCandle, type Previous, type SymbolModel } from './model';
import { RngPurpose, rngFor } from './rng';

const MINUTE = 60;
const model = (jumpsPerDay: number, pumpsPerDay = 0): SymbolModel => ({
  decimals: 2,
  volumeDecimals: 5,
  sigma: 1e-4,
  volumeRate: 2,
  anchorLogPrice: Math.log(20_000),
  jumpsPerDay,
  pumpsPerDay,
});
const key = { seed: 3, symbol: 42 };

/** Ten days of 1-minute candles, each continuing the last. */
const walk = (m: SymbolModel) => {
  let previous: Previous = { end: 1_800_000_000, close: 20_000 };
  const candles = [];
  for (let i = 0; i < 10 * 1440; i++) {
    const time = previous.end;
    const candle = generateCandle(
      m,
      time,
      MINUTE,
      previous,
      rngFor(key.seed, key.symbol, RngPurpose.baseCandle, time),
      key,
    );
    candles.push(candle);
    previous = { end: time + MINUTE, close: candle.close };
  }
  return candles;
};

describe('generated candles', () => {
  it('continue from the previous close with valid prices on the tick', () => {
    const candles = walk(model(0));
    const broken = candles.filter(
      (c, i) =>
        (i > 0 && c.open !== candles[i - 1]!.close) ||
        c.high < Math.max(c.open, c.close) ||
        c.low > Math.min(c.open, c.close) ||
        c.low <= 0 ||
        [c.open, c.high, c.low, c.close].some((p) => roundPrice(p, 2) !== p),
    );
    expect(broken).toEqual([]);
  });

  it('come out the same for the same seed, symbol and time', () => {
    expect(walk(model(4)).slice(-5)).toEqual(walk(model(4)).slice(-5));
  });

  it('jump two to four hourly deviations (here 1.2-2.4 %) in one minute as often as the model says, never without jumps', () => {
    const jumps = (candles: ReturnType<typeof walk>) =>
      candles.filter((c) => Math.abs(Math.log(c.close / c.open)) > 0.011).length;
    // Four a day over ten days: 40 expected.
    expect(jumps(walk(model(4)))).toBeGreaterThan(20);
    expect(jumps(walk(model(4)))).toBeLessThan(65);
    expect(jumps(walk(model(0)))).toBe(0);
  });

  it('pump 7-17 % over hours on several times the volume on about as many days as the model says', () => {
    const candles = walk(model(0, 0.5));
    const calm = walk(model(0));
    // The pumps page's rule on 12 hours: up 5 % on at least twice the volume of the 12 hours before.
    const pumpingHalfDays = (series: ReturnType<typeof walk>) => {
      let count = 0;
      for (let end = 1440; end <= series.length; end += 720) {
        const window = series.slice(end - 720, end);
        const before = series.slice(end - 1440, end - 720);
        const volume = (list: typeof window) => list.reduce((sum, c) => sum + c.volume, 0);
        const change = window.at(-1)!.close / before.at(-1)!.close - 1;
        if (change >= 0.05 && volume(window) >= 2 * volume(before)) count++;
      }
      return count;
    };
    // Five pumps expected in ten days; each shows on at most two of the half days.
    expect(pumpingHalfDays(candles)).toBeGreaterThan(0);
    expect(pumpingHalfDays(candles)).toBeLessThan(12);
    expect(pumpingHalfDays(calm)).toBe(0);
  });

  it('move with the measured volatility', () => {
    const candles = walk(model(0));
    const moves = candles.map((c) => Math.log(c.close / c.open));
    const deviation = Math.sqrt(moves.reduce((sum, m) => sum + m * m, 0) / moves.length);
    // 1e-4 per square-root second over a minute, scaled by the hourly regimes (mean of exp(0.35 z) squared ≈ 1.13).
    expect(deviation).toBeGreaterThan(1e-4 * Math.sqrt(60) * 0.8);
    expect(deviation).toBeLessThan(1e-4 * Math.sqrt(60) * 1.4);
  });
});
