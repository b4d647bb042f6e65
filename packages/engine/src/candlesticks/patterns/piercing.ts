import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLPIERCING: long black, then a long white opening below its low and closing past its midpoint. */
export const piercing = definePattern({
  lookback: maxPeriod('bodyLong') + 1,
  setup: ({ candles: c, average }) => {
    const firstLong = average('bodyLong', 1);
    const secondLong = average('bodyLong');
    return (i) =>
      c.color(i - 1) === -1 &&
      c.body(i - 1) > firstLong.at(i) &&
      c.color(i) === 1 &&
      c.body(i) > secondLong.at(i) &&
      c.open(i) < c.low(i - 1) &&
      c.close(i) < c.open(i - 1) &&
      c.close(i) > c.close(i - 1) + c.body(i - 1) * 0.5
        ? 100
        : 0;
  },
});
