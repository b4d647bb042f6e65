import {
  bucketStart,
  type CandleColumns,
  emptyColumns,
  sliceColumns,
  type UnixSeconds,
} from '@tradescope/engine';

export const WEEK_S = 604_800;

/**
 * Whole weeks that move history ending at `lastEnd` to end at or before `anchor`. A week is a multiple of every
 * candle length up to one week and starts on the same weekday, so shifted candles stay on the engine's bucket
 * grid, weekly candles still open on Mondays, and weekends still fall on weekends.
 */
export const weeksToShift = (lastEnd: number, anchor: number): number =>
  Math.floor((anchor - lastEnd) / WEEK_S);

/** The candles with every time moved by `weeks` whole weeks; the price columns are shared, never written. */
export const shiftByWeeks = (columns: CandleColumns, weeks: number): CandleColumns => {
  const shift = weeks * WEEK_S;
  return { ...columns, time: columns.time.map((time) => time + shift) };
};

/** Whether every candle opens on the engine's bucket grid of `timeframe`. */
export const isOnGrid = (columns: CandleColumns, timeframe: number): boolean =>
  columns.time.every((time) => bucketStart(time as UnixSeconds, timeframe) === time);

/**
 * Moves candles stamped on another grid onto the engine's: each goes to the bucket that holds its middle, and
 * candles landing in one bucket merge (first open, highest high, lowest low, last close, summed volume). OANDA-style
 * daily candles opening 21:00 UTC become the UTC day they mostly cover.
 */
export const rebucket = (columns: CandleColumns, timeframe: number): CandleColumns => {
  if (isOnGrid(columns, timeframe)) return columns;
  const n = columns.time.length;
  const out = emptyColumns(n);
  const half = (timeframe * 60) / 2;
  let count = -1;
  for (let i = 0; i < n; i++) {
    const bucket = bucketStart((columns.time[i]! + half) as UnixSeconds, timeframe);
    if (count >= 0 && out.time[count] === bucket) {
      out.high[count] = Math.max(out.high[count]!, columns.high[i]!);
      out.low[count] = Math.min(out.low[count]!, columns.low[i]!);
      out.close[count] = columns.close[i]!;
      out.volume[count] = out.volume[count]! + columns.volume[i]!;
      continue;
    }
    count++;
    out.time[count] = bucket;
    out.open[count] = columns.open[i]!;
    out.high[count] = columns.high[i]!;
    out.low[count] = columns.low[i]!;
    out.close[count] = columns.close[i]!;
    out.volume[count] = columns.volume[i]!;
  }
  return sliceColumns(out, 0, count + 1);
};
