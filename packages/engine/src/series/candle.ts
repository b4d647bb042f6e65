import type { UnixSeconds } from '@tradescope/domain';

/** One candle; `time` is its open time. */
export interface Candle {
  readonly time: UnixSeconds;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

/** Candles stored by column (DESIGN §5): equal-length arrays, `time` in unix seconds UTC. */
export interface CandleColumns {
  readonly time: Float64Array;
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly volume: Float64Array;
}

export const COLUMN_NAMES = ['time', 'open', 'high', 'low', 'close', 'volume'] as const;

export function emptyColumns(length: number): CandleColumns {
  return {
    time: new Float64Array(length),
    open: new Float64Array(length),
    high: new Float64Array(length),
    low: new Float64Array(length),
    close: new Float64Array(length),
    volume: new Float64Array(length),
  };
}

export function columnsFromCandles(candles: readonly Candle[]): CandleColumns {
  const columns = emptyColumns(candles.length);
  for (let i = 0; i < candles.length; i++) writeCandle(columns, i, candles[i]!);
  return columns;
}

export function writeCandle(columns: CandleColumns, index: number, candle: Candle): void {
  columns.time[index] = candle.time;
  columns.open[index] = candle.open;
  columns.high[index] = candle.high;
  columns.low[index] = candle.low;
  columns.close[index] = candle.close;
  columns.volume[index] = candle.volume;
}

export function candleAt(columns: CandleColumns, index: number): Candle {
  if (!(index >= 0 && index < columns.time.length)) throw new RangeError(`no candle at index ${index}`);
  return {
    time: columns.time[index] as UnixSeconds,
    open: columns.open[index]!,
    high: columns.high[index]!,
    low: columns.low[index]!,
    close: columns.close[index]!,
    volume: columns.volume[index]!,
  };
}

/** Views of `columns` over [start, end): no copy. */
export function sliceColumns(columns: CandleColumns, start: number, end: number): CandleColumns {
  return {
    time: columns.time.subarray(start, end),
    open: columns.open.subarray(start, end),
    high: columns.high.subarray(start, end),
    low: columns.low.subarray(start, end),
    close: columns.close.subarray(start, end),
    volume: columns.volume.subarray(start, end),
  };
}
