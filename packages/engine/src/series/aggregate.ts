import type { UnixSeconds } from '@tradescope/domain';
import { type CandleColumns, emptyColumns, sliceColumns } from './candle';
import { bucketStart, canAggregate, nextBucketStart, type TimeframeMinutes } from './timeframe';

export interface Aggregated {
  /** One candle per higher-timeframe bucket that holds at least one lower candle. */
  readonly candles: CandleColumns;
  /** Whether the last higher candle is complete: its last lower candle ends where the bucket ends. */
  readonly lastClosed: boolean;
}

export function assertAggregation(lower: TimeframeMinutes, higher: TimeframeMinutes): void {
  if (!canAggregate(lower, higher)) {
    throw new RangeError(`cannot aggregate ${lower}-minute candles into ${higher}-minute candles`);
  }
}

/**
 * Builds higher-timeframe candles from lower ones (ascending, unix seconds of the open): first open,
 * highest high, lowest low, last close and summed volume of the lower candles whose open falls in
 * the bucket. Gaps (weekends, halts) simply leave fewer lower candles in a bucket.
 */
export function aggregateCandles(
  lower: CandleColumns,
  lowerTimeframe: TimeframeMinutes,
  higherTimeframe: TimeframeMinutes,
): Aggregated {
  assertAggregation(lowerTimeframe, higherTimeframe);
  const { time, open, high, low, close, volume } = lower;
  const n = time.length;
  const out = emptyColumns(n);
  let count = -1;
  let bucketEnd = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const t = time[i]!;
    if (t >= bucketEnd) {
      const start = bucketStart(t as UnixSeconds, higherTimeframe);
      bucketEnd = nextBucketStart(start, higherTimeframe);
      count++;
      out.time[count] = start;
      out.open[count] = open[i]!;
      out.high[count] = high[i]!;
      out.low[count] = low[i]!;
      out.volume[count] = volume[i]!;
    } else {
      if (high[i]! > out.high[count]!) out.high[count] = high[i]!;
      if (low[i]! < out.low[count]!) out.low[count] = low[i]!;
      out.volume[count] = out.volume[count]! + volume[i]!;
    }
    out.close[count] = close[i]!;
  }
  const lastClosed = n > 0 && time[n - 1]! + lowerTimeframe * 60 >= bucketEnd;
  return { candles: copyColumns(sliceColumns(out, 0, count + 1)), lastClosed };
}

function copyColumns(columns: CandleColumns): CandleColumns {
  return {
    time: columns.time.slice(),
    open: columns.open.slice(),
    high: columns.high.slice(),
    low: columns.low.slice(),
    close: columns.close.slice(),
    volume: columns.volume.slice(),
  };
}
