import { assertPeriod, outputArray, resyncInterval } from './output';
import { ringSum, windowSum } from './sma';
import type { CloseInput, StreamingIndicator } from './streaming-indicator';

export const wmaLookback = (period: number): number => period - 1;

/** Σ j·x over `count` ring entries from `start`, j = 0..count-1: a window after its weights drop by one. */
function ringWeightedSum(ring: ArrayLike<number>, start: number, count: number): number {
  let sum = 0;
  let slot = start % ring.length;
  for (let j = 0; j < count; j++) {
    sum += ring[slot]! * j;
    slot = slot + 1 === ring.length ? 0 : slot + 1;
  }
  return sum;
}

/**
 * Linearly weighted moving average as TA-Lib `TA_WMA` (weights 1..n, newest heaviest). The rolling
 * form keeps the plain sum and the weighted sum: each step adds n·x, and subtracting the plain sum
 * lowers every weight by one. Both are rebuilt every `resyncInterval` outputs against drift.
 */
export function wma(values: Float64Array, period: number, out?: Float64Array): Float64Array {
  assertPeriod('period', period);
  const n = values.length;
  const result = outputArray(n, period - 1, out);
  if (n < period) return result;
  const divider = (period * (period + 1)) / 2;
  const every = resyncInterval(period);
  let plain = 0;
  let weighted = 0;
  for (let i = 0; i < period - 1; i++) {
    plain += values[i]!;
    weighted += values[i]! * (i + 1);
  }
  let trailing = 0;
  let untilResync = every;
  for (let i = period - 1; i < n; i++) {
    const x = values[i]!;
    plain = plain + x - trailing;
    weighted += x * period;
    result[i] = weighted / divider;
    weighted -= plain;
    trailing = values[i - period + 1]!;
    if (--untilResync === 0) {
      const window = values.subarray(i - period + 1, i + 1);
      plain = windowSum(window, 0, period);
      weighted = ringWeightedSum(window, 0, period);
      untilResync = every;
    }
  }
  return result;
}

/** Streaming WMA; equals `wma` value for value. */
export class WmaStream implements StreamingIndicator<CloseInput> {
  readonly lookback: number;
  readonly #period: number;
  readonly #divider: number;
  readonly #window: Float64Array;
  readonly #every: number;
  #count = 0;
  #slot = -1;
  #plainCommitted = 0;
  #weightedCommitted = 0;
  #trailing = 0;
  #plain = 0;
  #weighted = 0;
  #untilResync: number;
  #value = Number.NaN;

  constructor(period: number) {
    assertPeriod('period', period);
    this.#period = period;
    this.lookback = period - 1;
    this.#divider = (period * (period + 1)) / 2;
    this.#window = new Float64Array(period);
    this.#every = resyncInterval(period);
    this.#untilResync = this.#every;
  }

  get isStable(): boolean {
    return this.#count > this.lookback;
  }

  get value(): number {
    return this.#value;
  }

  add(x: number): number {
    if (this.#count > 0) this.#commit();
    this.#count++;
    this.#slot = this.#slot + 1 === this.#period ? 0 : this.#slot + 1;
    return this.#update(x);
  }

  replace(x: number): number {
    return this.#count === 0 ? this.add(x) : this.#update(x);
  }

  #update(x: number): number {
    this.#window[this.#slot] = x;
    if (this.#count <= this.lookback) {
      this.#plain = this.#plainCommitted + x;
      this.#weighted = this.#weightedCommitted + x * this.#count;
      this.#value = Number.NaN;
    } else {
      this.#plain = this.#plainCommitted + x - this.#trailing;
      this.#weighted = this.#weightedCommitted + x * this.#period;
      this.#value = this.#weighted / this.#divider;
    }
    return this.#value;
  }

  #commit(): void {
    this.#plainCommitted = this.#plain;
    if (this.#count <= this.lookback) {
      this.#weightedCommitted = this.#weighted;
      return;
    }
    this.#weightedCommitted = this.#weighted - this.#plain;
    const oldest = this.#slot + 1 === this.#period ? 0 : this.#slot + 1;
    this.#trailing = this.#window[oldest]!;
    if (--this.#untilResync === 0) {
      this.#plainCommitted = ringSum(this.#window, oldest, this.#period);
      this.#weightedCommitted = ringWeightedSum(this.#window, oldest, this.#period);
      this.#untilResync = this.#every;
    }
  }
}
