import type { CandlestickPattern } from '../../candlesticks';
import type { PivotLevel, PivotLevels } from '../../pivots';
import type { IndicatorOutputs, IndicatorSpec } from './indicator-spec';

/**
 * What a detector reads: candles and indicators by local bar, pivots by global bar. A batch scan holds
 * the whole series (offset 0); an incremental scan holds a sliding window, so local bar i is global bar
 * i + offset. Arrays may be longer than `length` (window buffers): read only below `length`.
 */
export interface StrategyContext {
  readonly length: number;
  /** Global index of local bar 0. */
  readonly offset: number;
  readonly time: Float64Array;
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly volume: Float64Array;
  /** One indicator's outputs, computed once per series however many strategies read them. */
  indicator<N extends string>(spec: IndicatorSpec<N>): IndicatorOutputs<N>;
  /** Every pivot confirmed by the last bar, per level, with global indices. */
  pivots(): PivotLevels;
  /** Position in `pivots()[level]` of the pivot local bar i confirms (its `confirmedAt`), or −1. */
  confirmedPivot(level: PivotLevel, i: number): number;
  /**
   * The TA-Lib code of `pattern` at local bar i, judged on the pattern's own lookback window only
   * (the candle averages summed afresh), so it never depends on where the series starts.
   */
  patternCode(pattern: CandlestickPattern, i: number): number;
}
