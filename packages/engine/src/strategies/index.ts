/**
 * Strategies: each one defined once (rule + catalog row, define-strategy.ts), the catalog and the
 * scanner's list derived from those definitions (registry.ts). A rule is a pure detector over a
 * series, its shared indicators and its pivots, returning signals (README.md).
 */
export { CANDLESTICK_VALIDITY, candlestickKey, EXTREME_BARS, positionsOf, TREND_BARS } from './candlestick';
export { CLASSIC_VALIDITY, SWING_BARS } from './classic';
export {
  BatchContext,
  defineIndicator,
  IndicatorBuffers,
  type IndicatorOutputs,
  type IndicatorSpec,
  type IndicatorStream,
  OBV,
  PatternCodeCache,
  patternCodeAt,
  type StrategyContext,
} from './context';
export { defineStrategy, type StrategyDefinition, type StrategySpec } from './define-strategy';
export {
  DIVERGENCE_REACH,
  DIVERGENCE_SOURCES,
  DIVERGENCE_VALIDITY,
  divergenceKey,
  PAIR_GAPS,
} from './divergence';
export {
  CLASSIC_PACK_STRATEGY_IDS,
  catalog,
  STRATEGIES,
  STRATEGY_DEFINITIONS,
  strategiesByIds,
  strategyById,
  strategyByKey,
  strategyDetectorById,
} from './registry';
export { signalsOf } from './signals-of';
export {
  type ChartData,
  type ChartPoint,
  type Detection,
  type Detector,
  type DetectorGate,
  type Emit,
  type GateGroup,
  POSITIONS,
  type Position,
  type Signal,
  type Strategy,
  type Zone,
} from './types';
