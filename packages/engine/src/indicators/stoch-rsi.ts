import { assertPeriod, outputArray } from './output';
import { RsiStream, rsi } from './rsi';
import { type StochasticResult, StochasticStream, stochastic, stochasticLookback } from './stochastic';
import type { CloseInput, StreamingIndicator } from './streaming-indicator';

export const stochRsiLookback = (rsiPeriod: number, stochPeriod: number, smoothK: number, smoothD: number) =>
  rsiPeriod + stochasticLookback(stochPeriod, smoothK, smoothD);

/**
 * Stochastic RSI: the slow stochastic of RSI values (RSI as high, low and close). Defaults are the
 * charting 14/14/3/3; with smoothK = 1 it is TA-Lib `TA_STOCHRSI` (fastK = stochPeriod,
 * fastD = smoothD, SMA).
 */
export function stochRsi(
  values: Float64Array,
  rsiPeriod = 14,
  stochPeriod = 14,
  smoothK = 3,
  smoothD = 3,
  out?: StochasticResult,
): StochasticResult {
  assertPeriod('rsiPeriod', rsiPeriod);
  const n = values.length;
  const lookback = stochRsiLookback(rsiPeriod, stochPeriod, smoothK, smoothD);
  const k = outputArray(n, lookback, out?.k);
  const d = outputArray(n, lookback, out?.d);
  const r = rsi(values, rsiPeriod).subarray(Math.min(rsiPeriod, n));
  stochastic(r, r, r, stochPeriod, smoothK, smoothD, {
    k: k.subarray(n - r.length),
    d: d.subarray(n - r.length),
  });
  return { k, d };
}

/** Streaming stochastic RSI; equals `stochRsi` value for value. */
export class StochRsiStream implements StreamingIndicator<CloseInput> {
  readonly lookback: number;
  readonly #rsi: RsiStream;
  readonly #stochastic: StochasticStream;

  constructor(rsiPeriod = 14, stochPeriod = 14, smoothK = 3, smoothD = 3) {
    this.#rsi = new RsiStream(rsiPeriod);
    this.#stochastic = new StochasticStream(stochPeriod, smoothK, smoothD);
    this.lookback = stochRsiLookback(rsiPeriod, stochPeriod, smoothK, smoothD);
  }

  get isStable(): boolean {
    return this.#stochastic.isStable;
  }

  get k(): number {
    return this.#stochastic.k;
  }

  get d(): number {
    return this.#stochastic.d;
  }

  /** %K. */
  get value(): number {
    return this.#stochastic.k;
  }

  add(x: number): void {
    this.#rsi.add(x);
    const r = this.#rsi.value;
    if (this.#rsi.isStable) this.#stochastic.add(r, r, r);
  }

  replace(x: number): void {
    this.#rsi.replace(x);
    const r = this.#rsi.value;
    if (this.#rsi.isStable) this.#stochastic.replace(r, r, r);
  }
}
