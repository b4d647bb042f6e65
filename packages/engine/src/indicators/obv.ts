import { assertSameLength, outputArray } from './output';
import type { StreamingIndicator } from './streaming-indicator';

export const obvLookback = (): number => 0;

/** On-balance volume as TA-Lib `TA_OBV`: starts at the first bar's volume; flat closes add nothing. */
export function obv(close: Float64Array, volume: Float64Array, out?: Float64Array): Float64Array {
  const n = assertSameLength(close, volume);
  const result = outputArray(n, 0, out);
  if (n === 0) return result;
  let value = volume[0]!;
  let previous = close[0]!;
  result[0] = value;
  for (let i = 1; i < n; i++) {
    const x = close[i]!;
    if (x > previous) value += volume[i]!;
    else if (x < previous) value -= volume[i]!;
    result[i] = value;
    previous = x;
  }
  return result;
}

/** Streaming OBV; equals `obv` value for value. */
export class ObvStream implements StreamingIndicator<[close: number, volume: number]> {
  readonly lookback = 0;
  #count = 0;
  #previousClose = 0;
  #lastClose = 0;
  #committed = 0;
  #value = Number.NaN;

  get isStable(): boolean {
    return this.#count > 0;
  }

  get value(): number {
    return this.#value;
  }

  add(close: number, volume: number): number {
    if (this.#count > 0) {
      this.#previousClose = this.#lastClose;
      this.#committed = this.#value;
    }
    this.#count++;
    return this.#update(close, volume);
  }

  replace(close: number, volume: number): number {
    return this.#count === 0 ? this.add(close, volume) : this.#update(close, volume);
  }

  #update(close: number, volume: number): number {
    this.#lastClose = close;
    if (this.#count === 1) this.#value = volume;
    else if (close > this.#previousClose) this.#value = this.#committed + volume;
    else if (close < this.#previousClose) this.#value = this.#committed - volume;
    else this.#value = this.#committed;
    return this.#value;
  }
}
