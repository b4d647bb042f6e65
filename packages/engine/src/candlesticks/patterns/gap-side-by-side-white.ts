import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Side-by-Side White Lines' tests that read no average: both bodies gapping the same way from the first, both white. */
const mayFire: PreCheck = (c, i) =>
  ((c.bodyGapUp(i - 1, i - 2) && c.bodyGapUp(i, i - 2)) ||
    (c.bodyGapDown(i - 1, i - 2) && c.bodyGapDown(i, i - 2))) &&
  c.color(i - 1) === 1 &&
  c.color(i) === 1;

/** CDLGAPSIDESIDEWHITE: after a body gap, two similar white candles opening at about the same price. */
export const gapSideBySideWhite = definePattern({
  lookback: maxPeriod('near', 'equal') + 2,
  mayFire,
  setup: ({ candles: c, average }) => {
    const near = average('near', 1);
    const equal = average('equal', 1);
    return (i) =>
      mayFire(c, i) &&
      c.body(i) >= c.body(i - 1) - near.at(i) &&
      c.body(i) <= c.body(i - 1) + near.at(i) &&
      c.open(i) >= c.open(i - 1) - equal.at(i) &&
      c.open(i) <= c.open(i - 1) + equal.at(i)
        ? c.bodyGapUp(i - 1, i - 2)
          ? 100
          : -100
        : 0;
  },
});
