import { assertPeriod, assertSameLength, outputArray } from './output';
import type { HighLowCloseInput, StreamingIndicator } from './streaming-indicator';
import { trueRange } from './true-range';

/** The first true range needs a previous close, so ATR(n) starts at index n (TA-Lib). */
export const atrLookback = (period: number): number => period;

/**
 * Average true range as TA-Lib `TA_ATR`: the mean of the first n true ranges (bars 1..n), then
 * Wilder smoothing atr = (atr·(n−1) + tr) / n.
 */
export function atr(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period = 14,
  out?: Float64Array,
): Float64Array {
  assertPeriod('period', period);
  const n = assertSameLength(high, low, close);
  const result = outputArray(n, period, out);
  if (n <= period) return result;
  let sum = 0;
  for (let i = 1; i <= period; i++) sum += trueRange(high[i]!, low[i]!, close[i - 1]!);
  let value = sum / period;
  result[period] = value;
  const keep = period - 1;
  for (let i = period + 1; i < n; i++) {
    value *= keep;
    value += trueRange(high[i]!, low[i]!, close[i - 1]!);
    value /= period;
    result[i] = value;
  }
  return result;
}

/** Streaming ATR; equals `atr` value for value. */
export class AtrStream implements StreamingIndicator<HighLowCloseInput> {
  readonly lookback: number;
  readonly #period: number;
  #count = 0;
  #previousClose = 0;
  #lastClose = 0;
  /** Sum of true ranges while warming up, then the committed ATR. */
  #committed = 0;
  #current = 0;
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

  add(high: number, low: number, close: number): number {
    if (this.#count > 0) {
      this.#previousClose = this.#lastClose;
      this.#committed = this.#current;
    }
    this.#count++;
    return this.#update(high, low, close);
  }

  replace(high: number, low: number, close: number): number {
    return this.#count === 0 ? this.add(high, low, close) : this.#update(high, low, close);
  }

  #update(high: number, low: number, close: number): number {
    this.#lastClose = close;
    const index = this.#count - 1;
    const period = this.#period;
    if (index === 0) return this.#value;
    const tr = trueRange(high, low, this.#previousClose);
    if (index < period) {
      this.#current = this.#committed + tr;
    } else if (index === period) {
      this.#current = (this.#committed + tr) / period;
    } else {
      let value = this.#committed * (period - 1);
      value += tr;
      this.#current = value / period;
    }
    this.#value = index >= period ? this.#current : Number.NaN;
    return this.#value;
  }
}
