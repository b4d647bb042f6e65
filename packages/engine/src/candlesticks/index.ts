/**
 * Candlestick patterns exactly as TA-Lib 0.6 defines them: all 61 CDL functions, one detector each,
 * `candlesticks.<name>(open, high, low, close, options?)` -> Int16Array of TA-Lib codes, as long as the
 * input (0 before the pattern's lookback). Trend context is the strategy's job, not the detector's.
 * See README.md for the candle-average machinery and how parity with TA-Lib is tested.
 */
export { CANDLE_SETTINGS, type CandleSetting, type CandleSettingName, RANGE_TYPES } from './candle-settings';
export { Candles } from './candles';
export {
  CANDLESTICK_PATTERNS,
  type CandlestickName,
  type CandlestickPattern,
  PATTERN_KINDS,
  type PatternKind,
  SIGNAL_DIRECTIONS,
  type SignalDirection,
  signalOf,
} from './catalog';
export type { CandlestickDetector, PatternOptions, PreCheck } from './define-pattern';
export * from './patterns';
