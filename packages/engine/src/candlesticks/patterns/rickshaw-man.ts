import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLRICKSHAWMAN: a long-legged doji whose body sits near the middle of its range. */
export const rickshawMan = definePattern({
  lookback: maxPeriod('bodyDoji', 'shadowLong', 'near'),
  // TA-Lib's long shadow is judged against the candle's own body (shadowLong averages no candle).
  mayFire: (c, i) => c.lowerShadow(i) > c.body(i) && c.upperShadow(i) > c.body(i),
  setup: ({ candles: c, average }) => {
    const dojiBody = average('bodyDoji');
    const longShadow = average('shadowLong');
    const near = average('near');
    return (i) =>
      c.body(i) <= dojiBody.at(i) &&
      c.lowerShadow(i) > longShadow.at(i) &&
      c.upperShadow(i) > longShadow.at(i) &&
      c.bodyBottom(i) <= c.low(i) + c.range(i) / 2 + near.at(i) &&
      c.bodyTop(i) >= c.low(i) + c.range(i) / 2 - near.at(i)
        ? 100
        : 0;
  },
});
