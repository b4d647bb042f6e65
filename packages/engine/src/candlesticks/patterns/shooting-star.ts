import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLSHOOTINGSTAR: the inverted hammer's shape with its body gapping up. */
export const shootingStar = definePattern({
  lookback: maxPeriod('bodyShort', 'shadowLong', 'shadowVeryShort') + 1,
  setup: ({ candles: c, average }) => {
    const shortBody = average('bodyShort');
    const longShadow = average('shadowLong');
    const veryShortShadow = average('shadowVeryShort');
    return (i) =>
      c.body(i) < shortBody.at(i) &&
      c.upperShadow(i) > longShadow.at(i) &&
      c.lowerShadow(i) < veryShortShadow.at(i) &&
      c.bodyGapUp(i, i - 1)
        ? -100
        : 0;
  },
});
