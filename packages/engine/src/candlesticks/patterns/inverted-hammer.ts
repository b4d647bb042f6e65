import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Inverted Hammer's test that reads no average: its body gapping down from the candle before. */
const mayFire: PreCheck = (c, i) => c.bodyGapDown(i, i - 1);

/** CDLINVERTEDHAMMER: small body gapping down, long upper shadow, almost no lower shadow. */
export const invertedHammer = definePattern({
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
        ? 100
        : 0;
  },
});
