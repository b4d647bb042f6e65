import { assertPeriod, assertSameLength, outputArray } from './output';
import { RollingExtreme } from './rolling-extreme';

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
  const highest = new RollingExtreme(period, 1);
  const lowest = new RollingExtreme(period, -1);
  for (let i = 0; i < n; i++) {
    const hh = highest.add(high[i]!);
    const ll = lowest.add(low[i]!);
    if (i >= period - 1) result[i] = percentR(close[i]!, hh, ll);
  }
  return result;
}

/** Streaming Williams %R; equals `williamsR` value for value. */
export class WilliamsRStream {
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
    return this.#update(this.#highest.add(high), this.#lowest.add(low), close);
  }

  replace(high: number, low: number, close: number): number {
    return this.#update(this.#highest.replace(high), this.#lowest.replace(low), close);
  }

  #update(highest: number, lowest: number, close: number): number {
    this.#value = this.isStable ? percentR(close, highest, lowest) : Number.NaN;
    return this.#value;
  }
}
