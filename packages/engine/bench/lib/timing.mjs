/** Best-of-`repetitions` wall time of `run()` in ns per candle; the best run is the least disturbed. */
export function nsPerCandle(run, candles, repetitions) {
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < repetitions; r++) {
    const start = process.hrtime.bigint();
    run();
    const elapsed = Number(process.hrtime.bigint() - start);
    if (elapsed < best) best = elapsed;
  }
  return best / candles;
}

/** Sum of the non-NaN values: a cheap fingerprint to check that two implementations agree. */
export function checksum(values) {
  let sum = 0;
  for (const v of values) if (!Number.isNaN(v)) sum += v;
  return sum;
}
