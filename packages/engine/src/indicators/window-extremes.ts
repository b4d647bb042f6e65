/**
 * Highest high and lowest low of each `period`-bar window, for batch forms, written from index
 * period − 1 on. TA-Lib's scan (as in `TA_WILLR`): keep the extreme's index and rescan the window
 * only when that bar leaves it, about 2 compares a bar on market data against ~4 for a monotonic
 * deque. The values are exact, so they equal the streaming `RollingExtreme` bit for bit.
 */
export function windowExtremes(
  high: Float64Array,
  low: Float64Array,
  period: number,
  highest: Float64Array,
  lowest: Float64Array,
): void {
  let hi = Number.NEGATIVE_INFINITY;
  let lo = Number.POSITIVE_INFINITY;
  let hiAt = -1;
  let loAt = -1;
  for (let i = period - 1; i < high.length; i++) {
    const from = i - period + 1;
    if (hiAt < from) {
      hiAt = from;
      hi = high[from]!;
      for (let j = from + 1; j <= i; j++) {
        if (high[j]! >= hi) {
          hi = high[j]!;
          hiAt = j;
        }
      }
    } else if (high[i]! >= hi) {
      hi = high[i]!;
      hiAt = i;
    }
    if (loAt < from) {
      loAt = from;
      lo = low[from]!;
      for (let j = from + 1; j <= i; j++) {
        if (low[j]! <= lo) {
          lo = low[j]!;
          loAt = j;
        }
      }
    } else if (low[i]! <= lo) {
      lo = low[i]!;
      loAt = i;
    }
    highest[i] = hi;
    lowest[i] = lo;
  }
}
