import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLHIGHWAVE: a short body with both shadows over twice its length; signed by colour. */
export const highWave = definePattern({
  lookback: maxPeriod('bodyShort', 'shadowVeryLong'),
  // Shadows over twice the body (shadowVeryLong averages no candle) are over the body: no replay needed to see that.
  mayFire: (c, i) => c.upperShadow(i) > c.body(i) && c.lowerShadow(i) > c.body(i),
  setup: ({ candles: c, average }) => {
    const shortBody = average('bodyShort');
    const veryLongShadow = average('shadowVeryLong');
    return (i) =>
      c.body(i) < shortBody.at(i) &&
      c.upperShadow(i) > veryLongShadow.at(i) &&
      c.lowerShadow(i) > veryLongShadow.at(i)
        ? c.color(i) * 100
        : 0;
  },
});
