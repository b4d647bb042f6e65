import { assertPeriod, outputArray } from './output';
import type { CloseInput, StreamingIndicator } from './streaming-indicator';

export const rocLookback = (period: number): number => period;

/** Percent change over `period` bars; a zero base reads 0 (TA-Lib). */
const percentChange = (x: number, base: number): number => (base !== 0 ? (x / base - 1) * 100 : 0);

/** Rate of change as TA-Lib `TA_ROC`: ((x / x[n bars ago]) − 1) · 100. */
export function roc(values: Float64Array, period = 10, out?: Float64Array): Float64Array {
  assertPeriod('period', period);
  const n = values.length;
  const result = outputArray(n, period, out);
  for (let i = period; i < n; i++) result[i] = percentChange(values[i]!, values[i - period]!);
  return result;
}

/** Streaming ROC; equals `roc` value for value. */
export class RocStream implements StreamingIndicator<CloseInput> {
  readonly lookback: number;
  readonly #period: number;
  readonly #window: Float64Array;
  #count = 0;
  #slot = -1;
  #base = 0;
  #value = Number.NaN;

  constructor(period = 10) {
    assertPeriod('period', period);
    this.#period = period;
    this.lookback = period;
    this.#window = new Float64Array(period);
  }

  get isStable(): boolean {
    return this.#count > this.#period;
  }

  get value(): number {
    return this.#value;
  }

  add(x: number): number {
    this.#count++;
    this.#slot = this.#slot + 1 === this.#period ? 0 : this.#slot + 1;
    // The slot about to be overwritten holds the value `period` bars back.
    this.#base = this.#window[this.#slot]!;
    return this.#update(x);
  }

  replace(x: number): number {
    return this.#count === 0 ? this.add(x) : this.#update(x);
  }

  #update(x: number): number {
    this.#window[this.#slot] = x;
    this.#value = this.isStable ? percentChange(x, this.#base) : Number.NaN;
    return this.#value;
  }
}
