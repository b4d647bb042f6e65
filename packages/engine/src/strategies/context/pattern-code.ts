import { Candles, type CandlestickPattern } from '../../candlesticks';

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

/** Each pattern's column in the caches, numbered on first sight (shared by every cache). */
const patternIndex = new Map<CandlestickPattern, number>();

function indexOf(pattern: CandlestickPattern): number {
  let index = patternIndex.get(pattern);
  if (index === undefined) {
    index = patternIndex.size;
    patternIndex.set(pattern, index);
  }
  return index;
}

/**
 * Memoises codes per (pattern, global bar): the buy and sell strategies of one pattern share a
 * detector run. A code depends only on the candles up to its bar, so an entry never goes stale and a
 * sliding window needs no clearing. One ring of bars for all patterns, slot-major: the entries of one
 * bar lie side by side, so an incremental update reads a few cache lines of a state, not a ring per pattern. A bar
 * failing the pattern's pre-check (`mayFire`) is not memoised: asking the pre-check again costs less than the memo.
 */
export class PatternCodeCache {
  #width = 0;
  #bars = new Int32Array(0);
  #codes = new Int16Array(0);
  /** The pre-checks' view of the columns asked about (a context's columns stay the same arrays). */
  #candles: Candles | undefined;

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
    // The pattern's average-free pre-check first: most bars fail it and score 0 without the replay of the averages,
    // and without a read of the memo (cold memory when 400 states are updated in turn).
    const mayFire = pattern.detect.mayFire;
    if (
      mayFire !== undefined &&
      (i < pattern.lookback || !mayFire(this.#candlesOf(open, high, low, close), i))
    )
      return 0;
    const column = indexOf(pattern);
    // Widened in steps of 16 columns: every pattern numbered so far fits at once.
    if (column >= this.#width) this.#widen((patternIndex.size + 15) & ~15);
    const at = (bar % SLOTS) * this.#width + column;
    if (this.#bars[at] !== bar) {
      this.#codes[at] = patternCodeAt(pattern, open, high, low, close, i);
      this.#bars[at] = bar;
    }
    return this.#codes[at]!;
  }

  #candlesOf(open: Float64Array, high: Float64Array, low: Float64Array, close: Float64Array): Candles {
    const candles = this.#candles;
    if (candles?.reads(open, high, low, close)) return candles;
    this.#candles = new Candles(open, high, low, close);
    return this.#candles;
  }

  /** Room for `width` patterns per slot, keeping the entries held. */
  #widen(width: number): void {
    const bars = new Int32Array(SLOTS * width).fill(-1);
    const codes = new Int16Array(SLOTS * width);
    for (let slot = 0; slot < SLOTS; slot++) {
      for (let k = 0; k < this.#width; k++) {
        bars[slot * width + k] = this.#bars[slot * this.#width + k]!;
        codes[slot * width + k] = this.#codes[slot * this.#width + k]!;
      }
    }
    this.#width = width;
    this.#bars = bars;
    this.#codes = codes;
  }
}
