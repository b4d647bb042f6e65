import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The On-Neck's tests that read no average: black, then a white opening below its low. */
const mayFire: PreCheck = (c, i) => c.color(i - 1) === -1 && c.color(i) === 1 && c.open(i) < c.low(i - 1);

/** CDLONNECK: long black, then a white opening below its low and closing at (about) that low. */
export const onNeck = definePattern({
  lookback: maxPeriod('equal', 'bodyLong') + 1,
  mayFire,
  setup: ({ candles: c, average }) => {
    const equal = average('equal', 1);
    const firstLong = average('bodyLong', 1);
    return (i) =>
      mayFire(c, i) &&
      c.body(i - 1) > firstLong.at(i) &&
      c.close(i) <= c.low(i - 1) + equal.at(i) &&
      c.close(i) >= c.low(i - 1) - equal.at(i)
        ? -100
        : 0;
  },
});
