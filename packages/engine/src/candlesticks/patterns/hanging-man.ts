import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLHANGINGMAN: the hammer's shape with its body at or near the prior candle's high. */
export const hangingMan = definePattern({
  lookback: maxPeriod('bodyShort', 'shadowLong', 'shadowVeryShort', 'near') + 1,
  setup: ({ candles: c, average }) => {
    const shortBody = average('bodyShort');
    const longShadow = average('shadowLong');
    const veryShortShadow = average('shadowVeryShort');
    const near = average('near', 1);
    return (i) =>
      c.body(i) < shortBody.at(i) &&
      c.lowerShadow(i) > longShadow.at(i) &&
      c.upperShadow(i) < veryShortShadow.at(i) &&
      c.bodyBottom(i) >= c.high(i - 1) - near.at(i)
        ? -100
        : 0;
  },
});
