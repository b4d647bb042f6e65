import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Thrusting's tests that read no average: black, then a white opening below its low and closing under its midpoint. */
const mayFire: PreCheck = (c, i) =>
  c.color(i - 1) === -1 &&
  c.color(i) === 1 &&
  c.open(i) < c.low(i - 1) &&
  c.close(i) <= c.close(i - 1) + c.body(i - 1) * 0.5;

/** CDLTHRUSTING: long black, then a white opening below its low and closing into its body, not past the midpoint. */
export const thrusting = definePattern({
  lookback: maxPeriod('equal', 'bodyLong') + 1,
  mayFire,
  setup: ({ candles: c, average }) => {
    const equal = average('equal', 1);
    const firstLong = average('bodyLong', 1);
    return (i) =>
      mayFire(c, i) && c.body(i - 1) > firstLong.at(i) && c.close(i) > c.close(i - 1) + equal.at(i)
        ? -100
        : 0;
  },
});
