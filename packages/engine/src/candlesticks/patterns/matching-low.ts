import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLMATCHINGLOW: two black candles closing at (about) the same price. */
export const matchingLow = definePattern({
  lookback: maxPeriod('equal') + 1,
  setup: ({ candles: c, average }) => {
    const equal = average('equal', 1);
    return (i) =>
      c.color(i - 1) === -1 &&
      c.color(i) === -1 &&
      c.close(i) <= c.close(i - 1) + equal.at(i) &&
      c.close(i) >= c.close(i - 1) - equal.at(i)
        ? 100
        : 0;
  },
});
