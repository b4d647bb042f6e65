import { describe, expect, it } from 'vitest';
import { candlesFromCloses, ramp } from '../../test/constructed-candles';
import { strategyOf } from '../../test/strategy-helpers';
import { type CandleColumns, CandleSeries, candleAt, sliceColumns } from '../series';
import { catalog } from '../strategies';
import { createScanState, priceMovesState, scan, updatePrice, updateScan } from './index';

/**
 * The valley of the classic tests (40 closes falling by 1 from 100, 20 rising): RSI(14) leaves
 * oversold on bar 45, %K crosses %D under 20 on bar 41 (see strategies/classic/momentum.test.ts).
 */
const valley = candlesFromCloses([100, ...ramp(100, -1, 40), ...ramp(60, 1, 20)]);
const key = { source: 'test', symbol: 'VALLEY', timeframe: 60 };
const upTo = (columns: CandleColumns, end: number) =>
  CandleSeries.fromColumns(key, sliceColumns(columns, 0, end));
const rsiExit = strategyOf('classic.rsi-oversold-exit');
const stochCross = strategyOf('classic.stochastic-oversold-cross');

describe('a match through its life', () => {
  it('appears on its signal candle with passedCandle 0 and counts the closed candles after it', () => {
    expect(scan(upTo(valley, 45), [rsiExit])).toEqual([]);
    const [first] = scan(upTo(valley, 46), [rsiExit]);
    expect(first).toMatchObject({
      strategyId: 1001,
      type: 'buy',
      matchDate: valley.time[45],
      passedCandle: 0,
    });
    expect(scan(upTo(valley, 51), [rsiExit])[0]).toMatchObject({ id: first!.id, passedCandle: 5 });
  });

  it('stays listed for its validity (10 candles) and is gone on the 11th', () => {
    const validity = catalog.find((s) => s.id === 1001)!.validity;
    expect(validity).toBe(10);
    expect(scan(upTo(valley, 46 + validity), [rsiExit]).map((m) => m.passedCandle)).toEqual([10]);
    expect(scan(upTo(valley, 47 + validity), [rsiExit])).toEqual([]);
  });

  it('is kept listed, invalidated, by a close under its invalidation level (the swing low 59.5), not by a wick', () => {
    const wick = candlesFromCloses([100, ...ramp(100, -1, 40), ...ramp(60, 1, 5), 65]);
    wick.low[46] = 50; // a wick through the level: still valid
    expect(scan(upTo(wick, 47), [rsiExit])[0]?.state).not.toBe('invalidated');
    const broken = candlesFromCloses([100, ...ramp(100, -1, 40), ...ramp(60, 1, 5), 59, ...ramp(60, 1, 12)]);
    expect(scan(upTo(broken, 47), [rsiExit])).toMatchObject([{ passedCandle: 1, state: 'invalidated' }]);
    // A later close back above the level does not revive it; it leaves when its validity passes.
    // (The drop to 59 makes RSI fire again later: only the first match is followed here.)
    const first = (end: number) =>
      scan(upTo(broken, end), [rsiExit]).filter((m) => m.matchDate === broken.time[45]);
    expect(first(56)).toMatchObject([{ passedCandle: 10, state: 'invalidated' }]);
    expect(first(57)).toEqual([]);
  });

  it('is active on its signal candle (the zone is its range) and triggered by the first close above it', () => {
    expect(scan(upTo(valley, 46), [rsiExit])).toMatchObject([
      { state: 'active', trigger: 65.5, invalidation: 59.5, target: 65.5 + 2 * (65.5 - 59.5) },
    ]);
    expect(scan(upTo(valley, 47), [rsiExit])).toMatchObject([{ state: 'triggered' }]);
    expect(scan(upTo(valley, 56), [rsiExit])).toMatchObject([{ state: 'triggered', passedCandle: 10 }]);
  });

  it('measures distance from the last close to the signal candle’s range', () => {
    // Zone = bar 45's candle, 63.5..65.5; at bar 50 the close is 70: (70 − 65.5) / 70.
    const [match] = scan(upTo(valley, 51), [rsiExit]);
    expect(match!.zone).toEqual({ from: 63.5, to: 65.5 });
    expect(match!.distance).toBeCloseTo((4.5 / 70) * 100, 12);
    const live = updatePrice([match!], 64);
    expect(live[0]).toMatchObject({ distance: 0, currentPrice: 64, passedCandle: 5, state: match!.state });
  });

  it('says whether a live price moves any state exactly when updatePrice would move one', () => {
    const [match] = scan(upTo(valley, 51), [rsiExit]);
    const forming = { ...match!, state: 'forming' as const };
    for (const [matches, price] of [
      [[forming], 64],
      [[forming], 70],
      [[match!, forming], 63.5],
      [[match!], 64],
      [[], 64],
    ] as const) {
      const moved = updatePrice(matches, price).some((m, i) => m.state !== matches[i]!.state);
      expect(priceMovesState(matches, price)).toBe(moved);
    }
    expect(priceMovesState([forming], 64)).toBe(true);
    expect(priceMovesState([forming], 70)).toBe(false);
  });

  it('grows its pivotType as the low it stands on is confirmed at wider levels', () => {
    // The %K cross stands on bar 40's low 59.5: a SuperMinor pivot once bar 42 closes (2 bars each
    // side), Minor at 45 (5), MidMajor at 50 (10); Major would need bar 60, past the validity.
    const types = [41, 42, 44, 45, 49, 50, 51].map(
      (bar) => scan(upTo(valley, bar + 1), [stochCross])[0]?.pivotType,
    );
    expect(types).toEqual(['no pivot', 'SuperMinor', 'SuperMinor', 'Minor', 'Minor', 'MidMajor', 'MidMajor']);
  });
});

describe('incremental updates', () => {
  it('announces a match when its candle closes and withdraws it when it expires', () => {
    const state = createScanState(upTo(valley, 40), [rsiExit, stochCross]);
    const events: string[] = [];
    for (let bar = 40; bar < valley.time.length; bar++) {
      const update = updateScan(state, candleAt(valley, bar));
      for (const match of update.added) events.push(`${bar}+${match.strategyId}`);
      for (const id of update.removed) events.push(`${bar}-${id.split('.')[0]}`);
    }
    // %K cross on 41 (validity 10: gone on 52), RSI exit on 45 (gone on 56).
    expect(events).toEqual(['41+1041', '45+1001', '52-1041', '56-1001']);
  });

  it('withdraws a match under the id it was announced with, however late its lists are read', () => {
    const state = createScanState(upTo(valley, 40), [rsiExit, stochCross]);
    const updates = [];
    for (let bar = 40; bar < valley.time.length; bar++)
      updates.push(updateScan(state, candleAt(valley, bar)));
    // Read after every later candle: ids do not depend on when they are built.
    const announced = updates.flatMap((update) => update.added.map((match) => match.id));
    const withdrawn = updates.flatMap((update) => update.removed);
    expect(announced).toHaveLength(2);
    expect(withdrawn).toEqual(announced);
    expect(announced[0]).toBe(scan(upTo(valley, 42), [stochCross])[0]!.id);
  });

  it('names the matches whose state a candle changed', () => {
    const state = createScanState(upTo(valley, 45), [rsiExit]);
    expect(updateScan(state, candleAt(valley, 45)).added).toMatchObject([{ state: 'active' }]);
    const next = updateScan(state, candleAt(valley, 46));
    expect(next.changed).toEqual([next.matches[0]!.id]);
    expect(next.matches).toMatchObject([{ state: 'triggered' }]);
    expect(updateScan(state, candleAt(valley, 47)).changed).toEqual([]);
  });

  it('refuses a candle that does not open after the last one', () => {
    const state = createScanState(upTo(valley, 30));
    expect(() => updateScan(state, candleAt(valley, 29))).toThrow(RangeError);
  });

  it('starts from an empty series and still equals the batch scan', () => {
    const state = createScanState(upTo(valley, 0));
    let last: ReturnType<typeof updateScan> | undefined;
    for (let bar = 0; bar < valley.time.length; bar++) last = updateScan(state, candleAt(valley, bar));
    const byId = (ms: readonly { id: string }[]) => [...ms].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(byId(last!.matches)).toEqual(byId(scan(upTo(valley, valley.time.length))));
  });
});
