import { assertPeriod, assertSameLength, outputArray } from './output';
import { RollingExtreme } from './rolling-extreme';
import type { HighLowInput, StreamingIndicator } from './streaming-indicator';
import { windowExtremes } from './window-extremes';

export interface IchimokuResult {
  /** Tenkan-sen: midpoint of the last `conversionPeriod` bars. */
  readonly conversion: Float64Array;
  /** Kijun-sen: midpoint of the last `basePeriod` bars. */
  readonly base: Float64Array;
  /** Senkou span A as computed on this bar: (conversion + base) / 2. */
  readonly spanA: Float64Array;
  /** Senkou span B as computed on this bar: midpoint of the last `spanBPeriod` bars. */
  readonly spanB: Float64Array;
}

export interface IchimokuLookback {
  readonly conversion: number;
  readonly base: number;
  readonly spanA: number;
  readonly spanB: number;
}

export const ichimokuLookback = (
  conversionPeriod = 9,
  basePeriod = 26,
  spanBPeriod = 52,
): IchimokuLookback => ({
  conversion: conversionPeriod - 1,
  base: basePeriod - 1,
  spanA: Math.max(conversionPeriod, basePeriod) - 1,
  spanB: spanBPeriod - 1,
});

function assertIchimoku(conversionPeriod: number, basePeriod: number, spanBPeriod: number): void {
  assertPeriod('conversionPeriod', conversionPeriod);
  assertPeriod('basePeriod', basePeriod);
  assertPeriod('spanBPeriod', spanBPeriod);
}

/**
 * Midpoints of the highest high and lowest low over three windows: one deque per side over the longest, read over each
 * (six deques stepped per candle were six cold objects each once 400 states are updated in turn).
 */
class IchimokuState {
  readonly #periods: readonly number[];
  readonly #highest: RollingExtreme;
  readonly #lowest: RollingExtreme;

  constructor(conversionPeriod: number, basePeriod: number, spanBPeriod: number) {
    this.#periods = [conversionPeriod, basePeriod, spanBPeriod];
    const longest = Math.max(conversionPeriod, basePeriod, spanBPeriod);
    this.#highest = new RollingExtreme(longest, 1);
    this.#lowest = new RollingExtreme(longest, -1);
  }

  get count(): number {
    return this.#highest.count;
  }

  midpoint(window: 0 | 1 | 2): number {
    const period = this.#periods[window]!;
    return (this.#highest.valueOver(period) + this.#lowest.valueOver(period)) / 2;
  }

  add(high: number, low: number): void {
    this.#highest.add(high);
    this.#lowest.add(low);
  }

  replace(high: number, low: number): void {
    this.#highest.replace(high);
    this.#lowest.replace(low);
  }
}

/** (highest high + lowest low) / 2 of each window into `out`, using `scratch` for the lows. */
function midpoints(
  high: Float64Array,
  low: Float64Array,
  period: number,
  out: Float64Array,
  scratch: Float64Array,
) {
  windowExtremes(high, low, period, out, scratch);
  for (let i = period - 1; i < high.length; i++) out[i] = (out[i]! + scratch[i]!) / 2;
}

/**
 * Ichimoku kinko hyo lines as computed on each bar (Hosoda's 9/26/52), unshifted like
 * trading-signals' `IchimokuCloud`. Charts draw the spans `displacement − 1` bars ahead and the
 * lagging span as the close that many bars back (TradingView's offsets); a strategy shifts the
 * index instead, e.g. the cloud over bar i is spanA[i − 25], spanB[i − 25] for displacement 26.
 */
export function ichimoku(
  high: Float64Array,
  low: Float64Array,
  conversionPeriod = 9,
  basePeriod = 26,
  spanBPeriod = 52,
  out?: IchimokuResult,
): IchimokuResult {
  assertIchimoku(conversionPeriod, basePeriod, spanBPeriod);
  const n = assertSameLength(high, low);
  const lookback = ichimokuLookback(conversionPeriod, basePeriod, spanBPeriod);
  const result: IchimokuResult = {
    conversion: outputArray(n, lookback.conversion, out?.conversion),
    base: outputArray(n, lookback.base, out?.base),
    spanA: outputArray(n, lookback.spanA, out?.spanA),
    spanB: outputArray(n, lookback.spanB, out?.spanB),
  };
  midpoints(high, low, conversionPeriod, result.conversion, result.spanA);
  midpoints(high, low, basePeriod, result.base, result.spanA);
  midpoints(high, low, spanBPeriod, result.spanB, result.spanA);
  for (let i = lookback.spanA; i < n; i++) result.spanA[i] = (result.conversion[i]! + result.base[i]!) / 2;
  result.spanA.fill(Number.NaN, 0, Math.min(lookback.spanA, n));
  return result;
}

/** Streaming Ichimoku lines; equal `ichimoku` value for value. */
export class IchimokuStream implements StreamingIndicator<HighLowInput> {
  readonly lookback: number;
  readonly #lookbacks: IchimokuLookback;
  readonly #state: IchimokuState;

  constructor(conversionPeriod = 9, basePeriod = 26, spanBPeriod = 52) {
    assertIchimoku(conversionPeriod, basePeriod, spanBPeriod);
    this.#lookbacks = ichimokuLookback(conversionPeriod, basePeriod, spanBPeriod);
    this.lookback = Math.max(this.#lookbacks.spanA, this.#lookbacks.spanB);
    this.#state = new IchimokuState(conversionPeriod, basePeriod, spanBPeriod);
  }

  get isStable(): boolean {
    return this.#state.count > this.lookback;
  }

  get conversion(): number {
    return this.#state.count > this.#lookbacks.conversion ? this.#state.midpoint(0) : Number.NaN;
  }

  get base(): number {
    return this.#state.count > this.#lookbacks.base ? this.#state.midpoint(1) : Number.NaN;
  }

  get spanA(): number {
    return this.#state.count > this.#lookbacks.spanA
      ? (this.#state.midpoint(0) + this.#state.midpoint(1)) / 2
      : Number.NaN;
  }

  get spanB(): number {
    return this.#state.count > this.#lookbacks.spanB ? this.#state.midpoint(2) : Number.NaN;
  }

  /** The base line (Kijun-sen) once every line is warm. */
  get value(): number {
    return this.isStable ? this.base : Number.NaN;
  }

  add(high: number, low: number): void {
    this.#state.add(high, low);
  }

  replace(high: number, low: number): void {
    if (this.#state.count === 0) this.#state.add(high, low);
    else this.#state.replace(high, low);
  }
}
