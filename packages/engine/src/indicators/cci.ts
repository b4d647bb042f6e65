import { assertPeriod, assertSameLength, outputArray } from './output';
import type { HighLowCloseInput, StreamingIndicator } from './streaming-indicator';

export const cciLookback = (period: number): number => period - 1;

/** Typical price (TA-Lib's (H + L + C) / 3). */
export const typicalPrice = (high: number, low: number, close: number): number => (high + low + close) / 3;

/**
 * CCI of the window ring[start..start+period) (oldest first, wrapping): (tp − mean) / (0.015 ·
 * mean absolute deviation), 0 when either is 0 (TA-Lib). Lambert's 0.015 scales most readings
 * into ±100. The deviation needs the whole window, so this is O(period) per bar, as in TA-Lib.
 */
function cciOfWindow(ring: Float64Array, start: number, period: number, last: number): number {
  let sum = 0;
  let slot = start;
  for (let k = 0; k < period; k++) {
    sum += ring[slot]!;
    slot = slot + 1 === ring.length ? 0 : slot + 1;
  }
  const mean = sum / period;
  let deviation = 0;
  for (let k = 0; k < period; k++) {
    deviation += Math.abs(ring[slot]! - mean);
    slot = slot + 1 === ring.length ? 0 : slot + 1;
  }
  const distance = last - mean;
  return distance !== 0 && deviation !== 0 ? distance / (0.015 * (deviation / period)) : 0;
}

/** Commodity channel index as TA-Lib `TA_CCI`. */
export function cci(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period = 20,
  out?: Float64Array,
): Float64Array {
  assertPeriod('period', period);
  const n = assertSameLength(high, low, close);
  const result = outputArray(n, period - 1, out);
  const window = new Float64Array(period);
  let slot = 0;
  for (let i = 0; i < n; i++) {
    const tp = typicalPrice(high[i]!, low[i]!, close[i]!);
    window[slot] = tp;
    slot = slot + 1 === period ? 0 : slot + 1;
    if (i >= period - 1) result[i] = cciOfWindow(window, slot, period, tp);
  }
  return result;
}

/** Streaming CCI; equals `cci` value for value (O(period) per update, like the batch form). */
export class CciStream implements StreamingIndicator<HighLowCloseInput> {
  readonly lookback: number;
  readonly #period: number;
  readonly #window: Float64Array;
  #count = 0;
  #slot = -1;
  #value = Number.NaN;

  constructor(period = 20) {
    assertPeriod('period', period);
    this.#period = period;
    this.lookback = period - 1;
    this.#window = new Float64Array(period);
  }

  get isStable(): boolean {
    return this.#count > this.lookback;
  }

  get value(): number {
    return this.#value;
  }

  add(high: number, low: number, close: number): number {
    this.#count++;
    this.#slot = this.#slot + 1 === this.#period ? 0 : this.#slot + 1;
    return this.#update(high, low, close);
  }

  replace(high: number, low: number, close: number): number {
    return this.#count === 0 ? this.add(high, low, close) : this.#update(high, low, close);
  }

  #update(high: number, low: number, close: number): number {
    const tp = typicalPrice(high, low, close);
    this.#window[this.#slot] = tp;
    const oldest = this.#slot + 1 === this.#period ? 0 : this.#slot + 1;
    this.#value = this.isStable ? cciOfWindow(this.#window, oldest, this.#period, tp) : Number.NaN;
    return this.#value;
  }
}
