/**
 * Strategies: pure detectors over a series, its shared indicators and its pivots, returning signals
 * (README.md: signal candle, zone, invalidation and pivot type per family).
 */
export { CANDLESTICK_DETECTIONS, candlestickKey, EXTREME_BARS, positionsOf, TREND_BARS } from './candlestick';
export { CLASSIC_DETECTIONS, SWING_BARS } from './classic';
export {
  BatchContext,
  defineIndicator,
  IndicatorBuffers,
  type IndicatorOutputs,
  type IndicatorSpec,
  type IndicatorStream,
  PatternCodeCache,
  patternCodeAt,
  type StrategyContext,
} from './context';
export {
  DIVERGENCE_DETECTIONS,
  DIVERGENCE_REACH,
  DIVERGENCE_SOURCES,
  divergenceKey,
  PAIR_GAPS,
} from './divergence';
export { STRATEGIES, strategiesByIds, strategyDetectorById } from './registry';
export { signalsOf } from './signals-of';
export {
  type ChartData,
  type ChartPoint,
  type Detection,
  type Detector,
  type Emit,
  POSITIONS,
  type Position,
  type Signal,
  type Strategy,
  type Zone,
} from './types';
