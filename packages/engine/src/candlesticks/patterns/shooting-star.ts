import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Shooting Star's test that reads no average: its body gapping up from the candle before. */
const mayFire: PreCheck = (c, i) => c.bodyGapUp(i, i - 1);

/** CDLSHOOTINGSTAR: the inverted hammer's shape with its body gapping up. */
export const shootingStar = definePattern({
  lookback: maxPeriod('bodyShort', 'shadowLong', 'shadowVeryShort') + 1,
  mayFire,
  setup: ({ candles: c, average }) => {
    const shortBody = average('bodyShort');
    const longShadow = average('shadowLong');
    const veryShortShadow = average('shadowVeryShort');
    return (i) =>
      mayFire(c, i) &&
      c.body(i) < shortBody.at(i) &&
      c.upperShadow(i) > longShadow.at(i) &&
      c.lowerShadow(i) < veryShortShadow.at(i)
        ? -100
        : 0;
  },
});
