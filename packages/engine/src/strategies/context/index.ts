export { BatchContext, IndicatorBuffers } from './batch-context';
export {
  defineIndicator,
  type IndicatorOutputs,
  type IndicatorSpec,
  type IndicatorStream,
} from './indicator-spec';
export {
  CCI_20,
  MFI_14,
  OBV,
  STOCH_RSI_14_14_3_3,
  STOCHASTIC_14_3_3,
  WILLIAMS_R_14,
} from './oscillator-specs';
export { PatternCodeCache, patternCodeAt } from './pattern-code';
export {
  ATR_14,
  BOLLINGER_20_2,
  EMA_9,
  EMA_21,
  MACD_12_26_9,
  RSI_14,
  SMA_50,
  SMA_200,
  VOLUME_SMA_20,
} from './specs';
export type { StrategyContext } from './strategy-context';
export { ADX_14, ICHIMOKU_9_26_52, PSAR_002_02, SUPERTREND_10_3 } from './trend-specs';
