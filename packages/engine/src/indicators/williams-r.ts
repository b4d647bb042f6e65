import { assertPeriod, assertSameLength, outputArray } from './output';
import { RollingExtreme } from './rolling-extreme';
import type { HighLowCloseInput, StreamingIndicator } from './streaming-indicator';
import { windowExtremes } from './window-extremes';

export const williamsRLookback = (period: number): number => period - 1;

/** %R in [−100, 0] written as TA-Lib `TA_WILLR` does; a window with no range reads 0. */
const percentR = (close: number, highest: number, lowest: number): number => {
  const diff = (highest - lowest) / -100;
  return diff !== 0 ? (highest - close) / diff : 0;
};

/** Williams %R as TA-Lib `TA_WILLR`. */
export function williamsR(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period = 14,
  out?: Float64Array,
): Float64Array {
  assertPeriod('period', period);
  const n = assertSameLength(high, low, close);
  const result = outputArray(n, period - 1, out);
  // The highest highs go into `result` and are overwritten bar by bar with %R.
  const lowest = new Float64Array(n);
  windowExtremes(high, low, period, result, lowest);
  for (let i = period - 1; i < n; i++) result[i] = percentR(close[i]!, result[i]!, lowest[i]!);
  return result;
}

/** Streaming Williams %R; equals `williamsR` value for value. */
export class WilliamsRStream implements StreamingIndicator<HighLowCloseInput> {
  readonly lookback: number;
  readonly #highest: RollingExtreme;
  readonly #lowest: RollingExtreme;
  #value = Number.NaN;

  constructor(period = 14) {
    assertPeriod('period', period);
    this.lookback = period - 1;
    this.#highest = new RollingExtreme(period, 1);
    this.#lowest = new RollingExtreme(period, -1);
  }

  get isStable(): boolean {
    return this.#highest.count > this.lookback;
  }

  get value(): number {
    return this.#value;
  }

  add(high: number, low: number, close: number): number {
    this.#highest.add(high);
    this.#lowest.add(low);
    return this.#update(close);
  }

  replace(high: number, low: number, close: number): number {
    this.#highest.replace(high);
    this.#lowest.replace(low);
    return this.#update(close);
  }

  #update(close: number): number {
    this.#value = this.isStable ? percentR(close, this.#highest.value, this.#lowest.value) : Number.NaN;
    return this.#value;
  }
}
