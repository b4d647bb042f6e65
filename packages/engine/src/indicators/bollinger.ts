import { assertPeriod, outputArray } from './output';
import type { CloseInput, StreamingIndicator } from './streaming-indicator';

export interface BollingerResult {
  readonly upper: Float64Array;
  readonly middle: Float64Array;
  readonly lower: Float64Array;
}

export const bollingerLookback = (period: number): number => period - 1;

/**
 * Population sigma (TA-Lib, and all four JS/C libraries checked) from sums of d = x − shift and d².
 * Shifting by a price inside the window avoids the cancellation of E[x²] − E[x]² that hurts
 * TA-Lib at high prices; a tiny negative from rounding means a flat window.
 */
const width = (s1: number, s2: number, period: number, deviations: number): number => {
  const m1 = s1 / period;
  const variance = s2 / period - m1 * m1;
  return (variance > 0 ? Math.sqrt(variance) : 0) * deviations;
};

/** Shifted sums of `count` ring entries from `start`, oldest first; writes [s1, s2] into `into`. */
function shiftedSums(
  ring: ArrayLike<number>,
  start: number,
  count: number,
  shift: number,
  into: Float64Array,
) {
  let s1 = 0;
  let s2 = 0;
  let slot = start;
  for (let k = 0; k < count; k++) {
    const d = ring[slot]! - shift;
    s1 += d;
    s2 += d * d;
    slot = slot + 1 === ring.length ? 0 : slot + 1;
  }
  into[0] = s1;
  into[1] = s2;
}

/**
 * Bollinger bands as TA-Lib `TA_BBANDS` with an SMA middle: middle ± deviations · sigma. The sums
 * are re-centred on the newest price and rebuilt every `period` outputs, so they never drift.
 */
export function bollinger(
  values: Float64Array,
  period = 20,
  deviations = 2,
  out?: BollingerResult,
): BollingerResult {
  assertPeriod('period', period);
  const n = values.length;
  const result: BollingerResult = {
    upper: outputArray(n, period - 1, out?.upper),
    middle: outputArray(n, period - 1, out?.middle),
    lower: outputArray(n, period - 1, out?.lower),
  };
  if (n < period) return result;
  const { upper, middle, lower } = result;
  const sums = new Float64Array(2);
  let shift = values[0]!;
  shiftedSums(values, 0, period - 1, shift, sums);
  let s1 = sums[0]!;
  let s2 = sums[1]!;
  let untilResync = period;
  for (let i = period - 1; i < n; i++) {
    const d = values[i]! - shift;
    const t1 = s1 + d;
    const t2 = s2 + d * d;
    const mean = shift + t1 / period;
    const w = width(t1, t2, period, deviations);
    middle[i] = mean;
    upper[i] = mean + w;
    lower[i] = mean - w;
    const o = values[i - period + 1]! - shift;
    s1 = t1 - o;
    s2 = t2 - o * o;
    if (--untilResync === 0) {
      shift = values[i]!;
      shiftedSums(values, i - period + 2, period - 1, shift, sums);
      s1 = sums[0]!;
      s2 = sums[1]!;
      untilResync = period;
    }
  }
  return result;
}

/** Streaming Bollinger bands; equal `bollinger` value for value. */
export class BollingerStream implements StreamingIndicator<CloseInput> {
  readonly lookback: number;
  readonly #period: number;
  readonly #deviations: number;
  readonly #window: Float64Array;
  readonly #sums = new Float64Array(2);
  #count = 0;
  #slot = -1;
  #shift = 0;
  #s1 = 0;
  #s2 = 0;
  #t1 = 0;
  #t2 = 0;
  #untilResync: number;
  #middle = Number.NaN;
  #width = Number.NaN;

  constructor(period = 20, deviations = 2) {
    assertPeriod('period', period);
    this.#period = period;
    this.#deviations = deviations;
    this.lookback = period - 1;
    this.#window = new Float64Array(period);
    this.#untilResync = period;
  }

  get isStable(): boolean {
    return this.#count > this.lookback;
  }

  get middle(): number {
    return this.#middle;
  }

  get upper(): number {
    return this.#middle + this.#width;
  }

  get lower(): number {
    return this.#middle - this.#width;
  }

  /** The middle band. */
  get value(): number {
    return this.#middle;
  }

  add(x: number): void {
    if (this.#count > 0) this.#commit();
    this.#count++;
    this.#slot = this.#slot + 1 === this.#period ? 0 : this.#slot + 1;
    this.#update(x);
  }

  replace(x: number): void {
    if (this.#count === 0) this.add(x);
    else this.#update(x);
  }

  #update(x: number): void {
    this.#window[this.#slot] = x;
    // The first price becomes the shift only once committed, as the batch form takes values[0].
    const shift = this.#count === 1 ? x : this.#shift;
    const d = x - shift;
    this.#t1 = this.#s1 + d;
    this.#t2 = this.#s2 + d * d;
    if (this.#count > this.lookback) {
      this.#middle = shift + this.#t1 / this.#period;
      this.#width = width(this.#t1, this.#t2, this.#period, this.#deviations);
    }
  }

  #commit(): void {
    if (this.#count === 1) this.#shift = this.#window[this.#slot]!;
    if (this.#count <= this.lookback) {
      this.#s1 = this.#t1;
      this.#s2 = this.#t2;
      return;
    }
    const oldest = this.#slot + 1 === this.#period ? 0 : this.#slot + 1;
    const o = this.#window[oldest]! - this.#shift;
    this.#s1 = this.#t1 - o;
    this.#s2 = this.#t2 - o * o;
    if (--this.#untilResync === 0) {
      this.#shift = this.#window[this.#slot]!;
      shiftedSums(
        this.#window,
        oldest + 1 === this.#period ? 0 : oldest + 1,
        this.#period - 1,
        this.#shift,
        this.#sums,
      );
      this.#s1 = this.#sums[0]!;
      this.#s2 = this.#sums[1]!;
      this.#untilResync = this.#period;
    }
  }
}
