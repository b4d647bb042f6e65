/**
 * Technical indicators with TA-Lib's conventions (lookback, SMA-seeded EMA, Wilder smoothing for
 * RSI/ATR/ADX, population sigma), so values equal TA-Lib's from the first output on.
 * - Batch: `rsi(values, 14)` over whole `Float64Array`s returns arrays as long as the input, NaN
 *   before `rsiLookback(14)`; an optional last `out` argument reuses caller buffers.
 * - Streaming (`StreamingIndicator`): `new RsiStream(14)` with `add(x)` for a closed candle,
 *   `replace(x)` for the still open one (on an empty stream it adds), `isStable`, `value` (NaN until
 *   stable); equal to the batch form bit for bit, O(1) per update except CCI's mean deviation.
 */
export { type AdxResult, AdxStream, adx, adxLookback, directionalLookback } from './adx';
export { AtrStream, atr, atrLookback } from './atr';
export { type BollingerResult, BollingerStream, bollinger, bollingerLookback } from './bollinger';
export { CciStream, cci, cciLookback, typicalPrice } from './cci';
export { EmaStream, ema, emaFactor, emaLookback } from './ema';
export {
  type IchimokuLookback,
  type IchimokuResult,
  IchimokuStream,
  ichimoku,
  ichimokuLookback,
} from './ichimoku';
export { type MacdResult, MacdStream, macd, macdLookback } from './macd';
export { MfiStream, mfi, mfiLookback } from './mfi';
export { ObvStream, obv, obvLookback } from './obv';
export { PsarStream, psar, psarLookback } from './psar';
export { RocStream, roc, rocLookback } from './roc';
export { RollingExtreme } from './rolling-extreme';
export { RsiStream, rsi, rsiLookback } from './rsi';
export { SmaStream, sma, smaLookback } from './sma';
export { StochRsiStream, stochRsi, stochRsiLookback } from './stoch-rsi';
export { type StochasticResult, StochasticStream, stochastic, stochasticLookback } from './stochastic';
export type {
  CloseInput,
  HighLowCloseInput,
  HighLowInput,
  StreamingIndicator,
} from './streaming-indicator';
export { type SupertrendResult, SupertrendStream, supertrend, supertrendLookback } from './supertrend';
export { trueRange } from './true-range';
export { type VwapSession, VwapStream, vwap, vwapLookback } from './vwap';
export { WilliamsRStream, williamsR, williamsRLookback } from './williams-r';
export { WmaStream, wma, wmaLookback } from './wma';
