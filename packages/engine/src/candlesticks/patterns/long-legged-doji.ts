import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLLONGLEGGEDDOJI: a doji with at least one shadow longer than its (tiny) body. */
export const longLeggedDoji = definePattern({
  lookback: maxPeriod('bodyDoji', 'shadowLong'),
  // TA-Lib's long shadow is judged against the candle's own body (shadowLong averages no candle).
  mayFire: (c, i) => c.lowerShadow(i) > c.body(i) || c.upperShadow(i) > c.body(i),
  setup: ({ candles: c, average }) => {
    const dojiBody = average('bodyDoji');
    const longShadow = average('shadowLong');
    return (i) =>
      c.body(i) <= dojiBody.at(i) &&
      (c.lowerShadow(i) > longShadow.at(i) || c.upperShadow(i) > longShadow.at(i))
        ? 100
        : 0;
  },
});
