import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { strategyFixtures } from '../../test/strategy-fixtures';
import { type CandleColumns, CandleSeries, emptyColumns, sliceColumns } from '../series';
import { BatchContext, type Signal, STRATEGIES, type Strategy } from '../strategies';
import { baselineCounts, judgedSignals, packTallies, recordSeries, tallyForward } from './series-record';

/** Hourly candles from [high, low, close] (open at the previous close). */
function candles(bars: readonly (readonly [number, number, number])[]): CandleColumns {
  const columns = emptyColumns(bars.length);
  bars.forEach(([high, low, close], i) => {
    columns.time[i] = 1_600_000_000 + i * 3600;
    columns.open[i] = i === 0 ? close : bars[i - 1]![2];
    columns.high[i] = high;
    columns.low[i] = low;
    columns.close[i] = close;
    columns.volume[i] = 1;
  });
  return columns;
}

/** A buy that fires on the given bars with its target 10 % (or `target`) and its invalidation 5 % from its close. */
function firesOn(bars: readonly number[], validity = 3, target = 1.1): Strategy {
  return {
    id: 9001,
    key: 'test.fires-on',
    position: 'buy',
    validity,
    lookback: 0,
    history: 0,
    needs: [],
    prepare: (context) => (from, to, emit) => {
      for (const index of bars) {
        if (index < from || index > to) continue;
        const price = context.close[index]!;
        emit({
          index,
          price,
          zone: { from: price * 0.99, to: price },
          invalidation: price * 0.95,
          target: price * target,
          anchorIndex: index,
          anchorKind: 'low',
          chartData: {},
        } satisfies Signal);
      }
    },
  };
}

// Four buys at 100 (target 110, invalidation 95, validity 3): a win (bar 2 reaches 111), a loss (bar 5 closes at 94),
// one that expires (nothing happens), and an ambiguous candle (bar 13 reaches 112 and closes at 94), counted a loss.
const handMade = candles([
  [100, 100, 100],
  [104, 99, 103],
  [111, 102, 108],
  [105, 99, 100],
  [100, 100, 100],
  [101, 93, 94],
  [100, 94, 99],
  [100, 99, 100],
  [100, 100, 100],
  [104, 98, 101],
  [105, 99, 102],
  [103, 99, 100],
  [100, 100, 100],
  [112, 92, 94],
  [100, 95, 99],
  [100, 99, 100],
  [100, 99, 100],
]);
const key = { source: 'test', symbol: 'HAND', timeframe: 60 };

describe('the track record of a hand-made series', () => {
  it('leaves out a signal whose entry is already at or past its target: it has nothing left to win', () => {
    expect(judgedSignals(new BatchContext(handMade), firesOn([0, 4, 8, 12], 3, 0.98))).toEqual([]);
    expect(judgedSignals(new BatchContext(handMade), firesOn([0, 4, 8, 12], 3, 1))).toEqual([]);
    const tallies = recordSeries(CandleSeries.fromColumns(key, handMade), [firesOn([0, 4, 8, 12], 3, 0.98)]);
    expect(tallies.tallies.ids).toHaveLength(0);
  });

  it('judges each ended match: win, loss, expired, and the ambiguous candle as a loss', () => {
    const judged = judgedSignals(new BatchContext(handMade), firesOn([0, 4, 8, 12]));
    expect(judged.map((signal) => [signal.index, signal.outcome])).toEqual([
      [0, 'win'],
      [4, 'loss'],
      [8, 'expired'],
      [12, 'loss'],
    ]);
    expect(judged[0]!.geometry.target).toBeCloseTo(0.1);
    expect(judged[0]!.geometry.invalidation).toBeCloseTo(0.05);
    // After 5 candles: 94, 101, 94, and nothing yet for the last (bar 17 does not exist).
    const afterFive = judged.map((signal) => signal.forward[1]!);
    expect(afterFive.slice(0, 3).map((value) => Math.round(value * 1e6) / 1e6)).toEqual([-0.06, 0.01, -0.06]);
    expect(afterFive[3]).toBeNaN();
  });

  it('leaves out a match whose validity has not passed yet', () => {
    // A signal on bar 13 ends on bar 17: the series stops at 16.
    expect(judgedSignals(new BatchContext(handMade), firesOn([13])).map((signal) => signal.index)).toEqual(
      [],
    );
  });

  it('tallies the record and takes every candle whose window ended as a baseline entry', () => {
    const record = recordSeries(CandleSeries.fromColumns(key, handMade), [firesOn([0, 4, 8, 12])]);
    const { tallies } = record;
    expect([...tallies.ids]).toEqual([9001]);
    const [wins, losses, expired, baselineWins, baselineLosses, baselineExpired] = tallies.counts;
    expect([wins, losses, expired]).toEqual([1, 2, 1]);
    expect([0, 1, 2, 3].map((h) => tallyForward(tallies, 0, h).length)).toEqual([4, 3, 2, 0]);
    // Entries 0 … 12: each needs its 3 candles and the one that ends it (as a match would).
    expect(baselineWins! + baselineLosses! + baselineExpired!).toBe(handMade.time.length - 3 - 1);
    // The baseline's forward returns: every candle that has `horizon` candles after it, sorted.
    expect(record.forward.map((values) => values.length)).toEqual([16, 12, 7, 0]);
    expect([...record.forward[0]!]).toEqual([...record.forward[0]!].sort((a, b) => a - b));
  });

  it('gives a strategy that never ended a match no tally', () => {
    expect(recordSeries(CandleSeries.fromColumns(key, handMade), [firesOn([15])]).tallies.ids).toEqual(
      new Int32Array(0),
    );
  });
});

describe('packed tallies', () => {
  it("keep each strategy's counts and forward returns apart, a strategy with none after one with some", () => {
    const tally = (strategyId: number, forward: number[][]) => ({
      strategyId,
      position: 'buy' as const,
      wins: strategyId,
      losses: 2,
      expired: 3,
      forward,
      baseline: { wins: 40, losses: 50, expired: 60 },
      geometry: { target: 0.02, invalidation: 0.01 },
    });
    const packed = packTallies([
      tally(7, [[0.1, 0.2], [0.3], [], [0.4]]),
      tally(8, [[0.5], [], [], []]),
      tally(9, [[], [0.6, 0.7], [0.8], []]),
    ]);
    expect([...packed.ids]).toEqual([7, 8, 9]);
    expect([...packed.counts.subarray(6, 12)]).toEqual([8, 2, 3, 40, 50, 60]);
    const forward = (k: number) => [0, 1, 2, 3].map((h) => [...tallyForward(packed, k, h)]);
    expect(forward(0)).toEqual([[0.1, 0.2], [0.3], [], [0.4]]);
    expect(forward(1)).toEqual([[0.5], [], [], []]);
    expect(forward(2)).toEqual([[], [0.6, 0.7], [0.8], []]);
  });
});

describe('the baseline', () => {
  it('counts every entry of a flat series as expired', () => {
    const flat = candles(Array.from({ length: 30 }, () => [100, 100, 100] as const));
    expect(baselineCounts(flat, 30, 1, { target: 0.02, invalidation: 0.01 }, 5)).toEqual({
      wins: 0,
      losses: 0,
      expired: 30 - 5 - 1,
    });
  });

  it('counts every entry of a steady rise as a win for a buy and a loss for a sell', () => {
    const rise = candles(
      Array.from({ length: 40 }, (_, i) => [100 * 1.01 ** i, 100 * 1.01 ** i, 100 * 1.01 ** i] as const),
    );
    const geometry = { target: 0.025, invalidation: 0.005 };
    expect(baselineCounts(rise, 40, 1, geometry, 5)).toEqual({ wins: 34, losses: 0, expired: 0 });
    expect(baselineCounts(rise, 40, -1, geometry, 5)).toEqual({ wins: 0, losses: 34, expired: 0 });
  });
});

describe('no look-ahead', () => {
  const columns = strategyFixtures()['btcusdt-240']!;
  const whole = new BatchContext(columns);
  const length = columns.time.length;

  // Every strategy judged over eight prefixes: seconds of CPU, more than the default 5 s on a loaded machine.
  it('judges every match a prefix has ended as the whole series does', () => {
    const strategies = STRATEGIES;
    const everything = new Map(strategies.map((strategy) => [strategy, judgedSignals(whole, strategy)]));
    fc.assert(
      fc.property(fc.integer({ min: 250, max: length - 1 }), (end) => {
        const prefix = new BatchContext(sliceColumns(columns, 0, end));
        for (const strategy of strategies) {
          const seen = judgedSignals(prefix, strategy);
          const ended = everything
            .get(strategy)!
            .filter((signal) => signal.index + strategy.validity + 1 <= end - 1);
          expect(seen.map(({ index, outcome, geometry }) => ({ index, outcome, geometry }))).toEqual(
            ended.map(({ index, outcome, geometry }) => ({ index, outcome, geometry })),
          );
          // Forward returns the prefix can measure equal the whole's; the rest it does not claim.
          for (const [k, signal] of seen.entries())
            for (const [h, value] of signal.forward.entries())
              if (!Number.isNaN(value)) expect(value).toBe(ended[k]!.forward[h]);
        }
      }),
      { numRuns: 8, seed: 19 },
    );
    // The comparison covered real matches of every kind, not an empty record.
    const outcomes = new Set([...everything.values()].flat().map((signal) => signal.outcome));
    expect(outcomes).toEqual(new Set(['win', 'loss', 'expired']));
  }, 60_000);
});
