import { unixSeconds } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import {
  btcusdt60Candles,
  btcusdt240Candles,
  expectSeriesClose,
  expectSeriesIdentical,
  parseCandleFixture,
} from '../../test';
import { aggregateCandles } from './aggregate';
import { type CandleColumns, columnsFromCandles, sliceColumns } from './candle';
import btcusdt1440 from './fixtures/btcusdt-1440.json?raw';

/** The rows of `columns` whose open time is in `times`. */
function rowsAt(columns: CandleColumns, times: Float64Array): CandleColumns {
  const first = columns.time.indexOf(times[0]!);
  return sliceColumns(columns, first, first + times.length);
}

function expectSameCandles(actual: CandleColumns, expected: CandleColumns): void {
  expectSeriesIdentical(actual.time, expected.time);
  expectSeriesIdentical(actual.open, expected.open);
  expectSeriesIdentical(actual.high, expected.high);
  expectSeriesIdentical(actual.low, expected.low);
  expectSeriesIdentical(actual.close, expected.close);
  // Binance sums volumes in decimal; a float sum of the parts differs in the last bits.
  expectSeriesClose(actual.volume, expected.volume, 1e-9);
}

describe('aggregateCandles against Binance klines', () => {
  it("builds Binance's own 4-hour candles from its 1-hour candles", () => {
    const { candles, lastClosed } = aggregateCandles(btcusdt60Candles(), 60, 240);
    // The first bucket starts mid-way (11:00 of 08:00–12:00); the last holds 08:00–10:00 only.
    const full = sliceColumns(candles, 1, candles.time.length - 1);
    expect(full.time.length).toBe(119);
    expectSameCandles(full, rowsAt(btcusdt240Candles(), full.time));
    expect(lastClosed).toBe(false);
  });

  it("builds Binance's daily candles from its 4-hour candles", () => {
    const daily = parseCandleFixture(btcusdt1440);
    const { candles } = aggregateCandles(btcusdt240Candles(), 240, 1440);
    expect(daily.time.length).toBe(83);
    expectSameCandles(rowsAt(candles, daily.time), daily);
  });
});

describe('aggregateCandles', () => {
  const day = (iso: string, close: number, volume = 1) => ({
    time: unixSeconds(Date.parse(iso) / 1000),
    open: close - 1,
    high: close + 2,
    low: close - 3,
    close,
    volume,
  });

  it('groups daily candles into Monday-open weeks across a weekend', () => {
    const lower = columnsFromCandles([
      day('2022-10-07T00:00:00Z', 10),
      day('2022-10-08T00:00:00Z', 14, 2),
      day('2022-10-09T00:00:00Z', 12),
      day('2022-10-10T00:00:00Z', 20),
      day('2022-10-11T00:00:00Z', 18),
    ]);
    const { candles, lastClosed } = aggregateCandles(lower, 1440, 10080);
    expect(Array.from(candles.time, (t) => new Date(t * 1000).toISOString())).toEqual([
      '2022-10-03T00:00:00.000Z',
      '2022-10-10T00:00:00.000Z',
    ]);
    expect(Array.from(candles.open)).toEqual([9, 19]);
    expect(Array.from(candles.high)).toEqual([16, 22]);
    expect(Array.from(candles.low)).toEqual([7, 15]);
    expect(Array.from(candles.close)).toEqual([12, 18]);
    expect(Array.from(candles.volume)).toEqual([4, 2]);
    expect(lastClosed).toBe(false);
  });

  it('closes a calendar month on its last day', () => {
    const lower = columnsFromCandles([day('2024-01-30T00:00:00Z', 5), day('2024-01-31T00:00:00Z', 6)]);
    const { candles, lastClosed } = aggregateCandles(lower, 1440, 43800);
    expect(new Date(candles.time[0]! * 1000).toISOString()).toBe('2024-01-01T00:00:00.000Z');
    expect(lastClosed).toBe(true);
  });

  it('refuses timeframes that do not tile', () => {
    expect(() => aggregateCandles(columnsFromCandles([]), 10080, 43800)).toThrow(RangeError);
  });
});
