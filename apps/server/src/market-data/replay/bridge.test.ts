import {
  aggregateCandles,
  type Candle,
  candleAt,
  columnsFromCandles,
  type UnixSeconds,
} from '@tradescope/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundPrice, subdivide } from './bridge';
import { rngFor } from './rng';

const HOUR = 3600 as UnixSeconds;

/** A valid candle on a tick of 10^-decimals, as the shipped data holds them. */
const parentArbitrary = fc
  .record({
    decimals: fc.integer({ min: 0, max: 7 }),
    base: fc.integer({ min: 1, max: 5_000_000 }),
    moves: fc.tuple(fc.nat(20_000), fc.nat(20_000), fc.integer({ min: -20_000, max: 20_000 })),
    volume: fc.oneof(fc.constant(0), fc.double({ min: 0.001, max: 1e10, noNaN: true })),
    parts: fc.integer({ min: 1, max: 240 }),
    seed: fc.nat(),
  })
  .map(({ decimals, base, moves: [up, down, change], volume, parts, seed }) => {
    const scale = 10 ** decimals;
    const open = base;
    const close = Math.max(1, base + change);
    const parent: Candle = {
      time: (HOUR * 400_000) as UnixSeconds,
      open: open / scale,
      close: close / scale,
      high: (Math.max(open, close) + up) / scale,
      low: Math.max(1, Math.min(open, close) - down) / scale,
      volume,
    };
    return { parent, decimals, parts, seed };
  });

const minuteTimes = (parent: Candle, parts: number): number[] =>
  Array.from({ length: parts }, (_, j) => parent.time + j * 60);

describe('subdivide', () => {
  it('aggregates back to the parent candle exactly, volume included', () => {
    fc.assert(
      fc.property(parentArbitrary, ({ parent, decimals, parts, seed }) => {
        const pieces = subdivide(parent, minuteTimes(parent, parts), rngFor(seed), decimals);
        const { candles } = aggregateCandles(columnsFromCandles(pieces), 1, 240);
        expect(candles.time.length).toBe(1);
        expect(candleAt(candles, 0)).toEqual({ ...parent, time: parent.time });
      }),
      { numRuns: 500 },
    );
  });

  it('makes valid candles on the tick, each opening where the previous closed', () => {
    fc.assert(
      fc.property(parentArbitrary, ({ parent, decimals, parts, seed }) => {
        const pieces = subdivide(parent, minuteTimes(parent, parts), rngFor(seed), decimals);
        const problems = pieces.flatMap((piece, j) => {
          const onTick = [piece.open, piece.high, piece.low, piece.close].every(
            (price) => roundPrice(price, decimals) === price,
          );
          const checks = {
            time: piece.time === parent.time + j * 60,
            high: piece.high >= Math.max(piece.open, piece.close),
            low: piece.low <= Math.min(piece.open, piece.close),
            volume: piece.volume >= 0,
            onTick,
            continuous: j === 0 || piece.open === pieces[j - 1]!.close,
          };
          return Object.entries(checks)
            .filter(([, ok]) => !ok)
            .map(([name]) => `${name} at ${j}`);
        });
        expect(problems).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('draws the same pieces from the same seed and different ones from another', () => {
    const parent: Candle = { time: HOUR, open: 100, high: 104.5, low: 98.25, close: 101, volume: 1234.5 };
    const times = minuteTimes(parent, 60);
    expect(subdivide(parent, times, rngFor(7, 1), 2)).toEqual(subdivide(parent, times, rngFor(7, 1), 2));
    expect(subdivide(parent, times, rngFor(8, 1), 2)).not.toEqual(subdivide(parent, times, rngFor(7, 1), 2));
  });

  it('splits a candle into parts that both move, not its whole move in one and a flat dash beside it', () => {
    // A candle from its low to its high: the old bridge put its midpoint at an extreme every time.
    const parent: Candle = { time: HOUR, open: 95, high: 110, low: 95, close: 110, volume: 10 };
    const smaller = Array.from({ length: 201 }, (_, seed) => {
      const [first, second] = subdivide(parent, minuteTimes(parent, 2), rngFor(seed), 2);
      return Math.min(first!.high - first!.low, second!.high - second!.low) / (parent.high - parent.low);
    }).sort((a, b) => a - b);
    expect(smaller[100]).toBeGreaterThan(0.2);
  });

  it('walks an hour in minutes with noise that grows with the timeframe, wicks on most of them', () => {
    const parent: Candle = { time: HOUR, open: 100, high: 101.5, low: 99, close: 100.5, volume: 60 };
    const pieces = subdivide(parent, minuteTimes(parent, 60), rngFor(11), 4);
    const flat = pieces.filter((piece) => piece.high === piece.low);
    const wicked = pieces.filter((piece) => piece.high > Math.max(piece.open, piece.close));
    expect(flat).toEqual([]);
    expect(wicked.length).toBeGreaterThan(30);
    const bodies = pieces.map((piece) => Math.abs(piece.close - piece.open)).sort((a, b) => a - b);
    // A 2.5-point hour in 60 steps: a typical minute moves a tenth of a point or so, not zero, not the whole hour.
    expect(bodies[30]).toBeGreaterThan(0.02);
    expect(bodies[59]).toBeLessThan(1.5);
  });
});
