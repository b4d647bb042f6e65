export { TRENDLINE_SIGNALS, type TrendlineSide, type TrendlineSignal } from './define-trendline';
export { TOUCH_ATR, TRENDLINE_REACH, TRENDLINE_WINDOWS } from './trendline-rules';
export { TRENDLINE_STRATEGIES, TRENDLINE_VALIDITY, trendlineKey } from './trendline-strategies';
