import { unixSeconds } from '@tradescope/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { btcusdt60Candles } from '../../test';
import { aggregateCandles } from './aggregate';
import { type Candle, candleAt, columnsFromCandles } from './candle';
import { CandleAggregator } from './candle-aggregator';

const feed = (aggregator: CandleAggregator, candles: readonly Candle[]) =>
  candles.flatMap((c) => aggregator.add(c));

describe('CandleAggregator', () => {
  it('emits each 4-hour candle the moment its fourth hour closes, equal to the batch form', () => {
    const hourly = btcusdt60Candles();
    const aggregator = new CandleAggregator(60, 240);
    const emitted: Candle[] = [];
    for (let i = 0; i < hourly.time.length; i++) {
      const closed = aggregator.add(candleAt(hourly, i));
      const endsBucket = (hourly.time[i]! / 3600) % 4 === 3;
      expect(closed.length).toBe(endsBucket ? 1 : 0);
      emitted.push(...closed);
    }
    const batch = aggregateCandles(hourly, 60, 240).candles;
    // The batch form also holds the open 08:00 bucket, which the aggregator keeps as `partial`.
    expect(emitted.map((c) => c.time)).toEqual(Array.from(batch.time.subarray(0, -1)));
    expect(emitted.at(-1)).toEqual(candleAt(batch, batch.time.length - 2));
    expect(aggregator.partial).toEqual(candleAt(batch, batch.time.length - 1));
  });

  it('closes a week cut short by a market holiday once the clock passes Monday', () => {
    const aggregator = new CandleAggregator(1440, 10080);
    const friday = {
      time: unixSeconds(Date.parse('2022-10-07T00:00:00Z') / 1000),
      open: 1,
      high: 2,
      low: 0.5,
      close: 1.5,
      volume: 3,
    };
    expect(aggregator.add(friday)).toEqual([]);
    expect(aggregator.closeDue(unixSeconds(Date.parse('2022-10-09T23:00:00Z') / 1000))).toBeUndefined();
    const week = aggregator.closeDue(unixSeconds(Date.parse('2022-10-10T00:00:00Z') / 1000));
    expect(week).toMatchObject({ open: 1, high: 2, low: 0.5, close: 1.5, volume: 3 });
    expect(aggregator.partial).toBeUndefined();
  });

  it('refuses candles out of order', () => {
    const aggregator = new CandleAggregator(60, 240);
    const c = { time: unixSeconds(7200), open: 1, high: 1, low: 1, close: 1, volume: 1 };
    aggregator.add(c);
    expect(() => aggregator.add(c)).toThrow(RangeError);
  });

  it('agrees with the batch form on gappy histories for every tiling pair', () => {
    const pairs = fc.constantFrom(
      [1, 5],
      [5, 60],
      [60, 240],
      [240, 1440],
      [60, 10080],
      [1440, 10080],
      [240, 43800],
      [1440, 43800],
    );
    fc.assert(
      fc.property(
        pairs,
        fc.array(
          fc.record({ gap: fc.integer({ min: 1, max: 40 }), price: fc.integer({ min: 1, max: 99 }) }),
          { maxLength: 80 },
        ),
        ([lower, higher], steps) => {
          let time = 1_600_000_000 - (1_600_000_000 % (lower! * 60));
          const candles = steps.map(({ gap, price }) => {
            time += gap * lower! * 60;
            return {
              time: unixSeconds(time),
              open: price,
              high: price + 1,
              low: price - 1,
              close: price,
              volume: gap,
            };
          });
          const aggregator = new CandleAggregator(lower!, higher!);
          const emitted = feed(aggregator, candles);
          const { candles: batch, lastClosed } = aggregateCandles(
            columnsFromCandles(candles),
            lower!,
            higher!,
          );
          const all = aggregator.partial ? [...emitted, aggregator.partial] : emitted;
          expect(all).toEqual(Array.from(batch.time, (_, i) => candleAt(batch, i)));
          if (candles.length > 0) expect(aggregator.partial === undefined).toBe(lastClosed);
        },
      ),
    );
  });
});
