import { assertPeriod, assertSameLength, outputArray } from './output';
import type { HighLowCloseInput, StreamingIndicator } from './streaming-indicator';
import { trueRange } from './true-range';

export interface SupertrendResult {
  /** The trailing band price: the lower band in an uptrend, the upper band in a downtrend. */
  readonly supertrend: Float64Array;
  /** 1 in an uptrend, −1 in a downtrend. */
  readonly direction: Float64Array;
}

/**
 * Supertrend comes from TradingView, so its ATR is TradingView's `ta.atr`: the first bar's true
 * range is its high − low and the first ATR (the SMA of n ranges) lands on index n − 1.
 */
export const supertrendLookback = (period: number): number => period - 1;

/**
 * One bar of Supertrend as Pine's `ta.supertrend` (and trading-signals' `SuperTrend`): bands at
 * hl2 ± multiplier·ATR that only tighten while price stays on their side; the trend flips when the
 * close crosses the band it is trailing. The first bar starts in a downtrend unless it closes above.
 */
class SupertrendState {
  index = 0;
  prevClose = 0;
  atr = 0;
  upper = 0;
  lower = 0;
  isUp = false;

  constructor(
    readonly period: number,
    readonly multiplier: number,
  ) {}

  copyFrom(other: SupertrendState): void {
    this.index = other.index;
    this.prevClose = other.prevClose;
    this.atr = other.atr;
    this.upper = other.upper;
    this.lower = other.lower;
    this.isUp = other.isUp;
  }

  get value(): number {
    return this.isUp ? this.lower : this.upper;
  }

  advance(high: number, low: number, close: number): void {
    const index = this.index++;
    const period = this.period;
    const tr = index === 0 ? high - low : trueRange(high, low, this.prevClose);
    if (index < period - 1) {
      this.atr += tr;
    } else {
      this.atr = index === period - 1 ? (this.atr + tr) / period : (this.atr * (period - 1) + tr) / period;
      const middle = (high + low) / 2;
      const upper = middle + this.multiplier * this.atr;
      const lower = middle - this.multiplier * this.atr;
      if (index === period - 1) {
        this.upper = upper;
        this.lower = lower;
        this.isUp = close > upper;
      } else {
        const prevClose = this.prevClose;
        this.upper = upper < this.upper || prevClose > this.upper ? upper : this.upper;
        this.lower = lower > this.lower || prevClose < this.lower ? lower : this.lower;
        this.isUp = this.isUp ? close >= this.lower : close > this.upper;
      }
    }
    this.prevClose = close;
  }
}

/** Supertrend (default ATR 10, multiplier 3, TradingView's defaults). */
export function supertrend(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period = 10,
  multiplier = 3,
  out?: SupertrendResult,
): SupertrendResult {
  assertPeriod('period', period);
  const n = assertSameLength(high, low, close);
  const lookback = supertrendLookback(period);
  const result: SupertrendResult = {
    supertrend: outputArray(n, lookback, out?.supertrend),
    direction: outputArray(n, lookback, out?.direction),
  };
  const state = new SupertrendState(period, multiplier);
  for (let i = 0; i < n; i++) {
    state.advance(high[i]!, low[i]!, close[i]!);
    if (i < lookback) continue;
    result.supertrend[i] = state.value;
    result.direction[i] = state.isUp ? 1 : -1;
  }
  return result;
}

/** Streaming Supertrend; equals `supertrend` value for value. */
export class SupertrendStream implements StreamingIndicator<HighLowCloseInput> {
  readonly lookback: number;
  readonly #committed: SupertrendState;
  readonly #current: SupertrendState;

  constructor(period = 10, multiplier = 3) {
    assertPeriod('period', period);
    this.lookback = supertrendLookback(period);
    this.#committed = new SupertrendState(period, multiplier);
    this.#current = new SupertrendState(period, multiplier);
  }

  get isStable(): boolean {
    return this.#current.index > this.lookback;
  }

  get supertrend(): number {
    return this.isStable ? this.#current.value : Number.NaN;
  }

  get direction(): number {
    if (!this.isStable) return Number.NaN;
    return this.#current.isUp ? 1 : -1;
  }

  get value(): number {
    return this.supertrend;
  }

  add(high: number, low: number, close: number): void {
    this.#committed.copyFrom(this.#current);
    this.#current.advance(high, low, close);
  }

  replace(high: number, low: number, close: number): void {
    if (this.#current.index === 0) this.add(high, low, close);
    else {
      this.#current.copyFrom(this.#committed);
      this.#current.advance(high, low, close);
    }
  }
}
