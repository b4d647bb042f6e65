import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Matching Low's tests that read no average: two blacks. */
const mayFire: PreCheck = (c, i) => c.color(i - 1) === -1 && c.color(i) === -1;

/** CDLMATCHINGLOW: two black candles closing at (about) the same price. */
export const matchingLow = definePattern({
  lookback: maxPeriod('equal') + 1,
  mayFire,
  setup: ({ candles: c, average }) => {
    const equal = average('equal', 1);
    return (i) =>
      mayFire(c, i) &&
      c.close(i) <= c.close(i - 1) + equal.at(i) &&
      c.close(i) >= c.close(i - 1) - equal.at(i)
        ? 100
        : 0;
  },
});
