import { assertPeriod, outputArray } from './output';
import type { CloseInput, StreamingIndicator } from './streaming-indicator';

/** The first change needs two values, so RSI(n) starts at index n (TA-Lib, Wilder). */
export const rsiLookback = (period: number): number => period;

/** RSI from Wilder's averages; an all-flat window has no gain or loss and reads 0 as in TA-Lib. */
const rsiOf = (gain: number, loss: number): number => {
  const total = gain + loss;
  return total !== 0 ? 100 * (gain / total) : 0;
};

/**
 * Relative strength index as TA-Lib `TA_RSI` (classic, not Metastock): the first averages are the
 * means of the first n changes, then Wilder smoothing avg = (avg·(n−1) + x) / n.
 */
export function rsi(values: Float64Array, period = 14, out?: Float64Array): Float64Array {
  assertPeriod('period', period);
  const n = values.length;
  const result = outputArray(n, period, out);
  if (n <= period) return result;
  let gain = 0;
  let loss = 0;
  let prev = values[0]!;
  for (let i = 1; i <= period; i++) {
    const x = values[i]!;
    const change = x - prev;
    prev = x;
    if (change < 0) loss -= change;
    else gain += change;
  }
  gain /= period;
  loss /= period;
  result[period] = rsiOf(gain, loss);
  const keep = period - 1;
  for (let i = period + 1; i < n; i++) {
    const x = values[i]!;
    const change = x - prev;
    prev = x;
    loss *= keep;
    gain *= keep;
    if (change < 0) loss -= change;
    else gain += change;
    loss /= period;
    gain /= period;
    result[i] = rsiOf(gain, loss);
  }
  return result;
}

/** Streaming RSI; equals `rsi` value for value. */
export class RsiStream implements StreamingIndicator<CloseInput> {
  readonly lookback: number;
  readonly #period: number;
  #count = 0;
  #previous = 0;
  #last = 0;
  #gainCommitted = 0;
  #lossCommitted = 0;
  #gain = 0;
  #loss = 0;
  #value = Number.NaN;

  constructor(period = 14) {
    assertPeriod('period', period);
    this.#period = period;
    this.lookback = period;
  }

  get isStable(): boolean {
    return this.#count > this.#period;
  }

  get value(): number {
    return this.#value;
  }

  add(x: number): number {
    if (this.#count > 0) {
      this.#previous = this.#last;
      this.#gainCommitted = this.#gain;
      this.#lossCommitted = this.#loss;
    }
    this.#count++;
    return this.#update(x);
  }

  replace(x: number): number {
    return this.#count === 0 ? this.add(x) : this.#update(x);
  }

  #update(x: number): number {
    this.#last = x;
    const index = this.#count - 1;
    const period = this.#period;
    if (index === 0) return this.#value;
    const change = x - this.#previous;
    let gain = this.#gainCommitted;
    let loss = this.#lossCommitted;
    if (index > period) {
      loss *= period - 1;
      gain *= period - 1;
    }
    if (change < 0) loss -= change;
    else gain += change;
    if (index >= period) {
      loss /= period;
      gain /= period;
    }
    this.#gain = gain;
    this.#loss = loss;
    this.#value = index >= period ? rsiOf(gain, loss) : Number.NaN;
    return this.#value;
  }
}
