import { type Candle, type CandleColumns, emptyColumns } from '@tradescope/engine';

// The feed's state in Redis (DESIGN §4), written by the one process that runs the feed and read by every api process:
// each series' window as a string of packed candle rows (appended on every close), the series and their windows, the
// instruments and the feed's status, and a stream of what happened after (closes, a restart's new snapshot).
export const SERIES = 'tradescope:feed:series';
export const META = 'tradescope:feed:meta';
export const STREAM = 'tradescope:feed:stream';
export const TICKS = 'tradescope:feed:ticks';
export const candlesKey = (id: string): string => `tradescope:feed:candles:${id}`;
export const seriesId = (source: string, symbol: string, timeframe: number): string =>
  `${source}|${symbol}|${timeframe}`;

/** A candle row's fields, in order, each a float64: open time, open, high, low, close, volume. */
const FIELDS = ['time', 'open', 'high', 'low', 'close', 'volume'] as const;
const ROW = FIELDS.length * 8;

/** One closed candle as the row APPEND adds to its series' string. */
export const packCandle = (candle: Candle): Buffer => {
  const row = Buffer.allocUnsafe(ROW);
  FIELDS.forEach((field, k) => {
    row.writeDoubleLE(candle[field], k * 8);
  });
  return row;
};

/** A whole window, oldest first, as rows. */
export const packColumns = (columns: CandleColumns): Buffer => {
  const rows = Buffer.allocUnsafe(columns.time.length * ROW);
  FIELDS.forEach((field, k) => {
    const column = columns[field];
    for (let i = 0; i < column.length; i++) rows.writeDoubleLE(column[i]!, i * ROW + k * 8);
  });
  return rows;
};

/**
 * The rows back as columns, the newest `window` of those that open after the one before: a close appended twice
 * (two feed processes, or a close re-sent after a compaction) is kept once.
 */
export const unpackRows = (rows: Buffer, window: number): CandleColumns => {
  const count = Math.floor(rows.length / ROW);
  const kept: number[] = [];
  let last = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const time = rows.readDoubleLE(i * ROW);
    if (time > last) {
      kept.push(i);
      last = time;
    }
  }
  const from = Math.max(0, kept.length - window);
  const columns = emptyColumns(kept.length - from);
  FIELDS.forEach((field, k) => {
    const column = columns[field];
    for (let i = 0; i < column.length; i++) column[i] = rows.readDoubleLE(kept[from + i]! * ROW + k * 8);
  });
  return columns;
};
