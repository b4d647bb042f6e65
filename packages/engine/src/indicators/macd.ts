import { EmaStream, emaFactor } from './ema';
import { assertPeriod, outputArray } from './output';
import type { CloseInput, StreamingIndicator } from './streaming-indicator';

export interface MacdResult {
  readonly macd: Float64Array;
  readonly signal: Float64Array;
  readonly histogram: Float64Array;
}

const ordered = (fast: number, slow: number): [number, number] => (slow < fast ? [slow, fast] : [fast, slow]);

/** TA-Lib writes all three lines from the first signal value on: (slow − 1) + (signal − 1). */
export const macdLookback = (fast: number, slow: number, signal: number): number =>
  Math.max(fast, slow) - 1 + signal - 1;

function assertMacd(fast: number, slow: number, signal: number): void {
  assertPeriod('fast', fast);
  assertPeriod('slow', slow);
  assertPeriod('signal', signal);
}

/**
 * MACD as TA-Lib `TA_MACD`: both EMAs produce their first value on the same bar (slow − 1), so the
 * fast EMA is seeded with the SMA of the `fast` values ending there, not of the first ones; the
 * signal is an SMA-seeded EMA of the MACD line. (tulip swaps in 0.15/0.075 for 12/26: not this.)
 */
export function macd(values: Float64Array, fast = 12, slow = 26, signal = 9, out?: MacdResult): MacdResult {
  assertMacd(fast, slow, signal);
  [fast, slow] = ordered(fast, slow);
  const n = values.length;
  const lookback = macdLookback(fast, slow, signal);
  const result: MacdResult = {
    macd: outputArray(n, lookback, out?.macd),
    signal: outputArray(n, lookback, out?.signal),
    histogram: outputArray(n, lookback, out?.histogram),
  };
  if (n <= lookback) return result;
  const { macd: line, signal: signalLine, histogram } = result;
  const kSlow = emaFactor(slow);
  const kFast = emaFactor(fast);
  const kSignal = emaFactor(signal);
  let slowSum = 0;
  for (let i = 0; i < slow - 1; i++) slowSum += values[i]!;
  let fastSum = 0;
  for (let i = slow - fast; i < slow - 1; i++) fastSum += values[i]!;
  let slowEma = (slowSum + values[slow - 1]!) / slow;
  let fastEma = (fastSum + values[slow - 1]!) / fast;
  let m = fastEma - slowEma;
  let signalSum = m;
  for (let i = slow; i <= lookback; i++) {
    const x = values[i]!;
    slowEma = (x - slowEma) * kSlow + slowEma;
    fastEma = (x - fastEma) * kFast + fastEma;
    m = fastEma - slowEma;
    signalSum += m;
  }
  let s = signalSum / signal;
  line[lookback] = m;
  signalLine[lookback] = s;
  histogram[lookback] = m - s;
  for (let i = lookback + 1; i < n; i++) {
    const x = values[i]!;
    slowEma = (x - slowEma) * kSlow + slowEma;
    fastEma = (x - fastEma) * kFast + fastEma;
    m = fastEma - slowEma;
    s = (m - s) * kSignal + s;
    line[i] = m;
    signalLine[i] = s;
    histogram[i] = m - s;
  }
  return result;
}

/** Streaming MACD; equals `macd` value for value. */
export class MacdStream implements StreamingIndicator<CloseInput> {
  readonly lookback: number;
  readonly #fastFrom: number;
  readonly #slowLookback: number;
  readonly #slow: EmaStream;
  readonly #fast: EmaStream;
  readonly #signal: EmaStream;
  #count = 0;

  constructor(fast = 12, slow = 26, signal = 9) {
    assertMacd(fast, slow, signal);
    [fast, slow] = ordered(fast, slow);
    this.lookback = macdLookback(fast, slow, signal);
    this.#fastFrom = slow - fast;
    this.#slowLookback = slow - 1;
    this.#slow = new EmaStream(slow);
    this.#fast = new EmaStream(fast);
    this.#signal = new EmaStream(signal);
  }

  get isStable(): boolean {
    return this.#signal.isStable;
  }

  get macd(): number {
    return this.isStable ? this.#fast.value - this.#slow.value : Number.NaN;
  }

  get signal(): number {
    return this.#signal.value;
  }

  get histogram(): number {
    return this.macd - this.#signal.value;
  }

  /** The MACD line (NaN until the signal is seeded, as in TA-Lib). */
  get value(): number {
    return this.macd;
  }

  add(x: number): void {
    const index = this.#count++;
    this.#slow.add(x);
    if (index >= this.#fastFrom) this.#fast.add(x);
    if (index >= this.#slowLookback) this.#signal.add(this.#fast.value - this.#slow.value);
  }

  replace(x: number): void {
    if (this.#count === 0) {
      this.add(x);
      return;
    }
    const index = this.#count - 1;
    this.#slow.replace(x);
    if (index >= this.#fastFrom) this.#fast.replace(x);
    if (index >= this.#slowLookback) this.#signal.replace(this.#fast.value - this.#slow.value);
  }
}
