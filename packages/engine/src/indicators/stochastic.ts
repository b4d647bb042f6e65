import { assertPeriod, assertSameLength, outputArray } from './output';
import { RollingExtreme } from './rolling-extreme';
import { SmaStream, sma } from './sma';
import type { HighLowCloseInput, StreamingIndicator } from './streaming-indicator';
import { windowExtremes } from './window-extremes';

export interface StochasticResult {
  readonly k: Float64Array;
  readonly d: Float64Array;
}

/** TA-Lib writes %K and %D from the first %D on. */
export const stochasticLookback = (fastK: number, slowK: number, slowD: number): number =>
  fastK - 1 + slowK - 1 + slowD - 1;

function assertStochastic(fastK: number, slowK: number, slowD: number): void {
  assertPeriod('fastK', fastK);
  assertPeriod('slowK', slowK);
  assertPeriod('slowD', slowD);
}

/** Raw %K the way TA-Lib writes it; a window with no range reads 0. */
export const rawK = (close: number, highest: number, lowest: number): number => {
  const diff = (highest - lowest) / 100;
  return diff !== 0 ? (close - lowest) / diff : 0;
};

/**
 * Slow stochastic as TA-Lib `TA_STOCH` with SMA smoothing: raw %K over `fastK` bars, %K its
 * `slowK`-bar SMA and %D the `slowD`-bar SMA of %K. Defaults are the charting 14/3/3 (TA-Lib's own
 * default is 5/3/3).
 */
export function stochastic(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  fastK = 14,
  slowK = 3,
  slowD = 3,
  out?: StochasticResult,
): StochasticResult {
  assertStochastic(fastK, slowK, slowD);
  const n = assertSameLength(high, low, close);
  const lookback = stochasticLookback(fastK, slowK, slowD);
  const k = outputArray(n, lookback, out?.k);
  const d = outputArray(n, lookback, out?.d);
  if (n <= lookback) return { k, d };
  // Raw %K goes into `d` first (over the highest highs): %K reads it there, then %D overwrites it.
  const lowest = new Float64Array(n);
  windowExtremes(high, low, fastK, d, lowest);
  for (let i = fastK - 1; i < n; i++) d[i] = rawK(close[i]!, d[i]!, lowest[i]!);
  const kFrom = fastK - 1;
  const dFrom = kFrom + slowK - 1;
  sma(d.subarray(kFrom), slowK, k.subarray(kFrom));
  sma(k.subarray(dFrom), slowD, d.subarray(dFrom));
  k.fill(Number.NaN, 0, lookback);
  d.fill(Number.NaN, 0, lookback);
  return { k, d };
}

/** Streaming slow stochastic; equals `stochastic` value for value. */
export class StochasticStream implements StreamingIndicator<HighLowCloseInput> {
  readonly lookback: number;
  readonly #fastK: number;
  readonly #highest: RollingExtreme;
  readonly #lowest: RollingExtreme;
  readonly #k: SmaStream;
  readonly #d: SmaStream;
  #count = 0;

  constructor(fastK = 14, slowK = 3, slowD = 3) {
    assertStochastic(fastK, slowK, slowD);
    this.lookback = stochasticLookback(fastK, slowK, slowD);
    this.#fastK = fastK;
    this.#highest = new RollingExtreme(fastK, 1);
    this.#lowest = new RollingExtreme(fastK, -1);
    this.#k = new SmaStream(slowK);
    this.#d = new SmaStream(slowD);
  }

  get isStable(): boolean {
    return this.#d.isStable;
  }

  get k(): number {
    return this.isStable ? this.#k.value : Number.NaN;
  }

  get d(): number {
    return this.#d.value;
  }

  /** %K. */
  get value(): number {
    return this.k;
  }

  add(high: number, low: number, close: number): void {
    this.#highest.add(high);
    this.#lowest.add(low);
    if (++this.#count < this.#fastK) return;
    this.#k.add(rawK(close, this.#highest.value, this.#lowest.value));
    if (this.#k.isStable) this.#d.add(this.#k.value);
  }

  replace(high: number, low: number, close: number): void {
    if (this.#count === 0) {
      this.add(high, low, close);
      return;
    }
    this.#highest.replace(high);
    this.#lowest.replace(low);
    if (this.#count < this.#fastK) return;
    this.#k.replace(rawK(close, this.#highest.value, this.#lowest.value));
    if (this.#k.isStable) this.#d.replace(this.#k.value);
  }
}
