/** Positive whole-number window lengths; `min` is the smallest the formula accepts. */
export function assertPeriod(name: string, value: number, min = 1): void {
  if (!(Number.isInteger(value) && value >= min)) {
    throw new RangeError(`${name} must be a whole number of at least ${min}, got ${value}`);
  }
}

/**
 * The output column for `length` inputs whose first value lands at `lookback`: reuses `out` when
 * the caller passes one (scans reuse buffers), and writes NaN over the warm-up.
 */
export function outputArray(length: number, lookback: number, out?: Float64Array): Float64Array {
  const array = out ?? new Float64Array(length);
  if (array.length !== length) throw new RangeError(`output length ${array.length} differs from ${length}`);
  array.fill(Number.NaN, 0, Math.min(lookback, length));
  return array;
}

/** Input columns of one candle-based indicator must line up. */
export function assertSameLength(...columns: readonly Float64Array[]): number {
  const length = columns[0]?.length ?? 0;
  for (const column of columns) {
    if (column.length !== length) throw new RangeError('input columns differ in length');
  }
  return length;
}

/**
 * Rolling sums are rebuilt from their window every this many outputs, so float drift stays that
 * of ~1,000 updates however long a stream runs (keeps TA-Lib agreement near 1e-12, not 1e-9).
 */
export const resyncInterval = (period: number): number => period * Math.ceil(1024 / period);
