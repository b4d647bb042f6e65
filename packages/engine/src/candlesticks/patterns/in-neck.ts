import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLINNECK: long black, then a white opening below its low and closing at or just above its close. */
export const inNeck = definePattern({
  lookback: maxPeriod('equal', 'bodyLong') + 1,
  setup: ({ candles: c, average }) => {
    const equal = average('equal', 1);
    const firstLong = average('bodyLong', 1);
    return (i) =>
      c.color(i - 1) === -1 &&
      c.body(i - 1) > firstLong.at(i) &&
      c.color(i) === 1 &&
      c.open(i) < c.low(i - 1) &&
      c.close(i) <= c.close(i - 1) + equal.at(i) &&
      c.close(i) >= c.close(i - 1)
        ? -100
        : 0;
  },
});
