import { type CandleColumns, emptyColumns } from '../src/series';

export interface ConstructedOptions {
  /** Added above the higher of open and close and below the lower (0: no shadows). */
  readonly wick?: number;
  /** One volume for all candles, or one per candle. */
  readonly volume?: number | readonly number[];
}

/**
 * Hourly candles from closes, each opening at the previous close (the first at its own close), so a
 * hand calculation needs only the closes, the wick and the volume.
 */
export function candlesFromCloses(
  closes: readonly number[],
  options: ConstructedOptions = {},
): CandleColumns {
  const { wick = 0.5, volume = 1 } = options;
  const columns = emptyColumns(closes.length);
  closes.forEach((close, i) => {
    const open = i === 0 ? close : closes[i - 1]!;
    columns.time[i] = 1_600_000_000 + i * 3600;
    columns.open[i] = open;
    columns.close[i] = close;
    columns.high[i] = Math.max(open, close) + wick;
    columns.low[i] = Math.min(open, close) - wick;
    columns.volume[i] = typeof volume === 'number' ? volume : volume[i]!;
  });
  return columns;
}

/** The same candles upside down around `level`: rises become falls, highs become lows. */
export function mirrorCandles(columns: CandleColumns, level: number): CandleColumns {
  const flip = (x: number) => 2 * level - x;
  return {
    time: columns.time.slice(),
    open: columns.open.map(flip),
    close: columns.close.map(flip),
    high: columns.low.map(flip),
    low: columns.high.map(flip),
    volume: columns.volume.slice(),
  };
}

/** `count` closes moving by `step` from `from` (the first is `from + step`). */
export const ramp = (from: number, step: number, count: number): number[] =>
  Array.from({ length: count }, (_, k) => from + step * (k + 1));

export const flat = (level: number, count: number): number[] => Array.from({ length: count }, () => level);
