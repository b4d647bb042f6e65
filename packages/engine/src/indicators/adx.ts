import { assertPeriod, assertSameLength, outputArray } from './output';
import type { HighLowCloseInput, StreamingIndicator } from './streaming-indicator';
import { trueRange } from './true-range';

export interface AdxResult {
  readonly adx: Float64Array;
  readonly plusDI: Float64Array;
  readonly minusDI: Float64Array;
}

/** +DI and −DI start at index n; ADX averages n DX values first, so it starts at 2n − 1 (TA-Lib). */
export const adxLookback = (period: number): number => 2 * period - 1;
export const directionalLookback = (period: number): number => period;

/**
 * One bar of Wilder's directional movement as TA-Lib `TA_ADX` / `TA_PLUS_DI` / `TA_MINUS_DI`:
 * DM and TR are summed over bars 1..n−1, then smoothed as s − s/n + x; DX bars with no direction
 * (or no range) leave ADX where it was, and DI reads 0 when the smoothed range is 0.
 */
class DirectionalState {
  index = 0;
  prevHigh = 0;
  prevLow = 0;
  prevClose = 0;
  plusDM = 0;
  minusDM = 0;
  range = 0;
  sumDX = 0;
  adx = Number.NaN;
  plusDI = Number.NaN;
  minusDI = Number.NaN;

  constructor(readonly period: number) {}

  copyFrom(other: DirectionalState): void {
    this.index = other.index;
    this.prevHigh = other.prevHigh;
    this.prevLow = other.prevLow;
    this.prevClose = other.prevClose;
    this.plusDM = other.plusDM;
    this.minusDM = other.minusDM;
    this.range = other.range;
    this.sumDX = other.sumDX;
    this.adx = other.adx;
    this.plusDI = other.plusDI;
    this.minusDI = other.minusDI;
  }

  step(high: number, low: number, close: number): void {
    const index = this.index++;
    const period = this.period;
    if (index > 0) {
      const up = high - this.prevHigh;
      const down = this.prevLow - low;
      let plus = 0;
      let minus = 0;
      if (down > 0 && up < down) minus = down;
      else if (up > 0 && up > down) plus = up;
      const tr = trueRange(high, low, this.prevClose);
      if (index < period) {
        this.plusDM += plus;
        this.minusDM += minus;
        this.range += tr;
      } else {
        this.plusDM = this.plusDM - this.plusDM / period + plus;
        this.minusDM = this.minusDM - this.minusDM / period + minus;
        this.range = this.range - this.range / period + tr;
        this.#direction(index);
      }
    }
    this.prevHigh = high;
    this.prevLow = low;
    this.prevClose = close;
  }

  #direction(index: number): void {
    const period = this.period;
    const range = this.range;
    this.plusDI = range !== 0 ? 100 * (this.plusDM / range) : 0;
    this.minusDI = range !== 0 ? 100 * (this.minusDM / range) : 0;
    const sum = this.minusDI + this.plusDI;
    const valid = range !== 0 && sum !== 0;
    const dx = valid ? 100 * (Math.abs(this.minusDI - this.plusDI) / sum) : 0;
    if (index < 2 * period - 1) {
      if (valid) this.sumDX += dx;
    } else if (index === 2 * period - 1) {
      if (valid) this.sumDX += dx;
      this.adx = this.sumDX / period;
    } else if (valid) {
      this.adx = (this.adx * (period - 1) + dx) / period;
    }
  }
}

/** Average directional index with +DI and −DI, Wilder's method as TA-Lib computes it. */
export function adx(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period = 14,
  out?: AdxResult,
): AdxResult {
  assertPeriod('period', period, 2);
  const n = assertSameLength(high, low, close);
  const result: AdxResult = {
    adx: outputArray(n, adxLookback(period), out?.adx),
    plusDI: outputArray(n, period, out?.plusDI),
    minusDI: outputArray(n, period, out?.minusDI),
  };
  const state = new DirectionalState(period);
  for (let i = 0; i < n; i++) {
    state.step(high[i]!, low[i]!, close[i]!);
    if (i >= period) {
      result.plusDI[i] = state.plusDI;
      result.minusDI[i] = state.minusDI;
    }
    if (i >= 2 * period - 1) result.adx[i] = state.adx;
  }
  return result;
}

/** Streaming ADX; equals `adx` value for value. */
export class AdxStream implements StreamingIndicator<HighLowCloseInput> {
  readonly lookback: number;
  readonly #committed: DirectionalState;
  readonly #current: DirectionalState;

  constructor(period = 14) {
    assertPeriod('period', period, 2);
    this.lookback = adxLookback(period);
    this.#committed = new DirectionalState(period);
    this.#current = new DirectionalState(period);
  }

  get isStable(): boolean {
    return this.#current.index > this.lookback;
  }

  get adx(): number {
    return this.#current.adx;
  }

  get plusDI(): number {
    return this.#current.plusDI;
  }

  get minusDI(): number {
    return this.#current.minusDI;
  }

  get value(): number {
    return this.#current.adx;
  }

  add(high: number, low: number, close: number): void {
    this.#committed.copyFrom(this.#current);
    this.#current.step(high, low, close);
  }

  replace(high: number, low: number, close: number): void {
    if (this.#current.index === 0) {
      this.add(high, low, close);
      return;
    }
    this.#current.copyFrom(this.#committed);
    this.#current.step(high, low, close);
  }
}
