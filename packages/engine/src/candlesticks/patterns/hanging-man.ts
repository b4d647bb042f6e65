import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

// TA-Lib's long shadow is judged against the candle's own body (shadowLong averages no candle): that test needs no
// replay of the averages.
const mayFire: PreCheck = (c, i) => c.lowerShadow(i) > c.body(i);

/** CDLHANGINGMAN: the hammer's shape with its body at or near the prior candle's high. */
export const hangingMan = definePattern({
  lookback: maxPeriod('bodyShort', 'shadowLong', 'shadowVeryShort', 'near') + 1,
  mayFire,
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
