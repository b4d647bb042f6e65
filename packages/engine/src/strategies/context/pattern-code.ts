import type { CandlestickPattern } from '../../candlesticks';

/** Reusable input windows per length: the detector reads them and keeps nothing. */
const scratch = new Map<number, readonly [Float64Array, Float64Array, Float64Array, Float64Array]>();

function windowOf(length: number) {
  let arrays = scratch.get(length);
  if (arrays === undefined) {
    arrays = [
      new Float64Array(length),
      new Float64Array(length),
      new Float64Array(length),
      new Float64Array(length),
    ];
    scratch.set(length, arrays);
  }
  return arrays;
}

/**
 * TA-Lib's code for `pattern` at bar i when the scan starts exactly `lookback` bars earlier: the
 * detector runs over those lookback + 1 candles only. TA-Lib's rolling candle averages depend on where
 * a scan starts (candlesticks/README, "Windows"), so fixing the window per bar makes the code a pure
 * function of the candles ending at i: a batch scan and a candle-by-candle scan always agree. The
 * candles are copied into a reused window, which allocates less than four subarray views per call.
 */
export function patternCodeAt(
  pattern: CandlestickPattern,
  open: Float64Array,
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  i: number,
): number {
  const lookback = pattern.lookback;
  if (i < lookback) return 0;
  const from = i - lookback;
  const [o, h, l, c] = windowOf(lookback + 1);
  for (let k = 0; k <= lookback; k++) {
    o[k] = open[from + k]!;
    h[k] = high[from + k]!;
    l[k] = low[from + k]!;
    c[k] = close[from + k]!;
  }
  return pattern.detect.lastCode(o, h, l, c);
}

/** Bars remembered per pattern: a scan asks about the last few bars only. */
const SLOTS = 32;

/**
 * Memoises codes per (pattern, global bar): the buy and sell strategies of one pattern share a
 * detector run. A code depends only on the candles up to its bar, so an entry never goes stale and a
 * sliding window needs no clearing; a small ring per pattern keeps it allocation-free after warm-up.
 */
export class PatternCodeCache {
  readonly #rings = new Map<CandlestickPattern, { bars: Float64Array; codes: Int16Array }>();

  /** The code at local bar i (global bar `bar`) of columns whose local bar 0 is global `bar − i`. */
  codeAt(
    pattern: CandlestickPattern,
    bar: number,
    open: Float64Array,
    high: Float64Array,
    low: Float64Array,
    close: Float64Array,
    i: number,
  ): number {
    let ring = this.#rings.get(pattern);
    if (ring === undefined) {
      ring = { bars: new Float64Array(SLOTS).fill(-1), codes: new Int16Array(SLOTS) };
      this.#rings.set(pattern, ring);
    }
    const slot = bar % SLOTS;
    if (ring.bars[slot] !== bar) {
      ring.codes[slot] = patternCodeAt(pattern, open, high, low, close, i);
      ring.bars[slot] = bar;
    }
    return ring.codes[slot]!;
  }
}
