import { assertPeriod, outputArray } from './output';
import type { CloseInput, StreamingIndicator } from './streaming-indicator';

export const emaLookback = (period: number): number => period - 1;

/** TA-Lib's smoothing factor for an n-period EMA (`PER_TO_K`). */
export const emaFactor = (period: number): number => 2 / (period + 1);

/**
 * Exponential moving average as TA-Lib `TA_EMA` (default compatibility): seeded with the SMA of
 * the first `period` values, so the first value lands on index period-1, then
 * ema = (x - prev) * k + prev with k = 2 / (period + 1).
 */
export function ema(values: Float64Array, period: number, out?: Float64Array): Float64Array {
  assertPeriod('period', period);
  const n = values.length;
  const result = outputArray(n, period - 1, out);
  if (n < period) return result;
  const k = emaFactor(period);
  let sum = 0;
  for (let i = 0; i < period; i++) sum += values[i]!;
  let prev = sum / period;
  result[period - 1] = prev;
  for (let i = period; i < n; i++) {
    prev = (values[i]! - prev) * k + prev;
    result[i] = prev;
  }
  return result;
}

/** Streaming EMA with TA-Lib seeding; equals `ema` value for value. */
export class EmaStream implements StreamingIndicator<CloseInput> {
  readonly lookback: number;
  readonly #period: number;
  readonly #k: number;
  #count = 0;
  /** Sum of the seed window while warming up, then the committed EMA. */
  #committed = 0;
  #current = 0;
  #value = Number.NaN;

  constructor(period: number) {
    assertPeriod('period', period);
    this.#period = period;
    this.lookback = period - 1;
    this.#k = emaFactor(period);
  }

  get isStable(): boolean {
    return this.#count >= this.#period;
  }

  get value(): number {
    return this.#value;
  }

  add(x: number): number {
    if (this.#count > 0) this.#committed = this.#current;
    this.#count++;
    return this.#update(x);
  }

  replace(x: number): number {
    return this.#count === 0 ? this.add(x) : this.#update(x);
  }

  #update(x: number): number {
    const count = this.#count;
    const period = this.#period;
    if (count < period) {
      this.#current = this.#committed + x;
      this.#value = Number.NaN;
    } else if (count === period) {
      this.#current = this.#committed + x;
      this.#value = this.#current / period;
      this.#current = this.#value;
    } else {
      this.#current = (x - this.#committed) * this.#k + this.#committed;
      this.#value = this.#current;
    }
    return this.#value;
  }
}
