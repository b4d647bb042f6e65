import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Separating Lines' one test that reads no average: opposite colours. */
const mayFire: PreCheck = (c, i) => c.color(i - 1) === -c.color(i);

/** CDLSEPARATINGLINES: opposite candles opening at (about) the same price, the second a belt hold; signed by it. */
export const separatingLines = definePattern({
  lookback: maxPeriod('shadowVeryShort', 'bodyLong', 'equal') + 1,
  mayFire,
  setup: ({ candles: c, average }) => {
    const veryShortShadow = average('shadowVeryShort');
    const longBody = average('bodyLong');
    const equal = average('equal', 1);
    return (i) =>
      mayFire(c, i) &&
      c.open(i) <= c.open(i - 1) + equal.at(i) &&
      c.open(i) >= c.open(i - 1) - equal.at(i) &&
      c.body(i) > longBody.at(i) &&
      ((c.color(i) === 1 && c.lowerShadow(i) < veryShortShadow.at(i)) ||
        (c.color(i) === -1 && c.upperShadow(i) < veryShortShadow.at(i)))
        ? c.color(i) * 100
        : 0;
  },
});
