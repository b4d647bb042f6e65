import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Piercing's tests that read no average: black, then a white opening below its low and closing past its midpoint. */
const mayFire: PreCheck = (c, i) =>
  c.color(i - 1) === -1 &&
  c.color(i) === 1 &&
  c.open(i) < c.low(i - 1) &&
  c.close(i) < c.open(i - 1) &&
  c.close(i) > c.close(i - 1) + c.body(i - 1) * 0.5;

/** CDLPIERCING: long black, then a long white opening below its low and closing past its midpoint. */
export const piercing = definePattern({
  lookback: maxPeriod('bodyLong') + 1,
  mayFire,
  setup: ({ candles: c, average }) => {
    const firstLong = average('bodyLong', 1);
    const secondLong = average('bodyLong');
    return (i) =>
      mayFire(c, i) && c.body(i - 1) > firstLong.at(i) && c.body(i) > secondLong.at(i) ? 100 : 0;
  },
});
