import { assertPeriod, outputArray, resyncInterval } from './output';
import type { CloseInput, StreamingIndicator } from './streaming-indicator';

/** First output index: the window needs `period` values. */
export const smaLookback = (period: number): number => period - 1;

/** Sum of values[from..to) in index order, the order TA-Lib's rolling sum adds them. */
export function windowSum(values: ArrayLike<number>, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += values[i]!;
  return sum;
}

/**
 * Simple moving average as TA-Lib `TA_SMA`: a rolling sum that adds the newest value before
 * dividing and drops the oldest after, rebuilt every `resyncInterval` outputs against drift.
 */
export function sma(values: Float64Array, period: number, out?: Float64Array): Float64Array {
  assertPeriod('period', period);
  const n = values.length;
  const result = outputArray(n, period - 1, out);
  const every = resyncInterval(period);
  let partial = windowSum(values, 0, Math.min(period - 1, n));
  let untilResync = every;
  for (let i = period - 1; i < n; i++) {
    const sum = partial + values[i]!;
    result[i] = sum / period;
    partial = sum - values[i - period + 1]!;
    if (--untilResync === 0) {
      partial = windowSum(values, i - period + 2, i + 1);
      untilResync = every;
    }
  }
  return result;
}

/** Streaming SMA: `add` a closed value, `replace` the open one; equals `sma` value for value. */
export class SmaStream implements StreamingIndicator<CloseInput> {
  readonly lookback: number;
  readonly #period: number;
  readonly #window: Float64Array;
  readonly #every: number;
  #count = 0;
  #slot = -1;
  #partial = 0;
  #sum = 0;
  #untilResync: number;
  #value = Number.NaN;

  constructor(period: number) {
    assertPeriod('period', period);
    this.#period = period;
    this.lookback = period - 1;
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
    this.#sum = this.#partial + x;
    this.#value = this.#count > this.lookback ? this.#sum / this.#period : Number.NaN;
    return this.#value;
  }

  #commit(): void {
    if (this.#count <= this.lookback) {
      this.#partial = this.#sum;
      return;
    }
    const oldestSlot = this.#slot + 1 === this.#period ? 0 : this.#slot + 1;
    this.#partial = this.#sum - this.#window[oldestSlot]!;
    if (--this.#untilResync === 0) {
      this.#partial = ringSum(this.#window, oldestSlot + 1, this.#period - 1);
      this.#untilResync = this.#every;
    }
  }
}

/** Sum of `count` ring entries starting at `start`, oldest first, as `windowSum` adds them. */
export function ringSum(ring: Float64Array, start: number, count: number): number {
  let sum = 0;
  let slot = start % ring.length;
  for (let k = 0; k < count; k++) {
    sum += ring[slot]!;
    slot = slot + 1 === ring.length ? 0 : slot + 1;
  }
  return sum;
}
