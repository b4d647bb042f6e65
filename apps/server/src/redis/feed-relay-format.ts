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

/** Bytes of one candle row: open time, open, high, low, close, volume as float64. */
const ROW = 6 * 8;

/** One closed candle as the row APPEND adds to its series' string. */
export const packCandle = (candle: Candle): Buffer => {
  const row = Buffer.allocUnsafe(ROW);
  row.writeDoubleLE(candle.time, 0);
  row.writeDoubleLE(candle.open, 8);
  row.writeDoubleLE(candle.high, 16);
  row.writeDoubleLE(candle.low, 24);
  row.writeDoubleLE(candle.close, 32);
  row.writeDoubleLE(candle.volume, 40);
  return row;
};

/** A whole window, oldest first, as rows. */
export const packColumns = (columns: CandleColumns): Buffer => {
  const rows = Buffer.allocUnsafe(columns.time.length * ROW);
  for (let i = 0; i < columns.time.length; i++) {
    const at = i * ROW;
    rows.writeDoubleLE(columns.time[i]!, at);
    rows.writeDoubleLE(columns.open[i]!, at + 8);
    rows.writeDoubleLE(columns.high[i]!, at + 16);
    rows.writeDoubleLE(columns.low[i]!, at + 24);
    rows.writeDoubleLE(columns.close[i]!, at + 32);
    rows.writeDoubleLE(columns.volume[i]!, at + 40);
  }
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
  for (let k = from; k < kept.length; k++) {
    const at = kept[k]! * ROW;
    const i = k - from;
    columns.time[i] = rows.readDoubleLE(at);
    columns.open[i] = rows.readDoubleLE(at + 8);
    columns.high[i] = rows.readDoubleLE(at + 16);
    columns.low[i] = rows.readDoubleLE(at + 24);
    columns.close[i] = rows.readDoubleLE(at + 32);
    columns.volume[i] = rows.readDoubleLE(at + 40);
  }
  return columns;
};
