export {
  CANDLESTICK_STRATEGIES,
  CANDLESTICK_VALIDITY,
  candlestickKey,
  positionsOf,
} from './candlestick-strategies';
export { EXTREME_BARS, TREND_BARS } from './pattern-context';
