import {
  aggregateCandles,
  type CandleColumns,
  canAggregate,
  emptyColumns,
  nextBucketStart,
  sliceColumns,
  type UnixSeconds,
} from '@tradescope/engine';

const ROWS = 2 ** 20;
const COLUMNS = ['time', 'open', 'high', 'low', 'close', 'volume'] as const;

export const lastEndOf = (columns: CandleColumns, timeframe: number): number => {
  const n = columns.time.length;
  return n === 0 ? Number.NEGATIVE_INFINITY : nextBucketStart(columns.time[n - 1]! as UnixSeconds, timeframe);
};

/** The last `count` candles (a view). */
export const tail = (columns: CandleColumns, count: number): CandleColumns => {
  const n = columns.time.length;
  return n <= count ? columns : sliceColumns(columns, n - count, n);
};

/** Candles opening before `time` (a view). */
export const before = (columns: CandleColumns, time: number): CandleColumns => {
  let end = columns.time.length;
  while (end > 0 && columns.time[end - 1]! >= time) end--;
  return sliceColumns(columns, 0, end);
};

/**
 * Higher candles aggregated from lower ones, keeping only buckets the lower candles fully cover: a bucket must
 * start at or after the first lower candle and end by `coverEnd`, or it would be a fragment of the real candle.
 */
export const aggregateCovered = (
  lower: CandleColumns,
  lowerTimeframe: number,
  higherTimeframe: number,
  coverEnd: number,
): CandleColumns => {
  if (lower.time.length === 0 || !canAggregate(lowerTimeframe, higherTimeframe)) return emptyColumns(0);
  const { candles } = aggregateCandles(lower, lowerTimeframe, higherTimeframe);
  const first = lower.time[0]!;
  let from = 0;
  while (from < candles.time.length && candles.time[from]! < first) from++;
  let to = candles.time.length;
  while (to > from && nextBucketStart(candles.time[to - 1]! as UnixSeconds, higherTimeframe) > coverEnd) to--;
  return sliceColumns(candles, from, to);
};

/**
 * The newest `count` candles opening before `end`, taken from layers in priority order: a later layer only fills
 * buckets the earlier ones leave empty (a file that stops early, a hole between two files). Each layer can
 * contribute at most its own newest `count`, so only those are read.
 */
export const mergeNewest = (layers: readonly CandleColumns[], end: number, count: number): CandleColumns => {
  if (count <= 0) return emptyColumns(0);
  const usable = layers.map((layer) => tail(before(layer, end), count));
  // time -> layer * 2^20 + row: no candle objects for the thousands of candidates.
  const chosen = new Map<number, number>();
  usable.forEach((layer, index) => {
    for (let row = 0; row < layer.time.length; row++) {
      if (!chosen.has(layer.time[row]!)) chosen.set(layer.time[row]!, index * ROWS + row);
    }
  });
  const times = [...chosen.keys()].sort((a, b) => a - b).slice(-count);
  const out = emptyColumns(times.length);
  times.forEach((time, i) => {
    const code = chosen.get(time)!;
    const layer = usable[Math.floor(code / ROWS)]!;
    const row = code % ROWS;
    for (const name of COLUMNS) out[name][i] = layer[name][row]!;
  });
  return out;
};

export const concatColumns = (first: CandleColumns, second: CandleColumns): CandleColumns => {
  const n = first.time.length;
  const out = emptyColumns(n + second.time.length);
  for (const name of COLUMNS) {
    out[name].set(first[name], 0);
    out[name].set(second[name], n);
  }
  return out;
};
