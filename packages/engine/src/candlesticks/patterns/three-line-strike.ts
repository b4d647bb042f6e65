import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** Three-Line Strike's tests that read no average: the colours, the three closes stepping on, the fourth wiping out. */
const mayFire: PreCheck = (c, i) =>
  c.color(i - 3) === c.color(i - 2) &&
  c.color(i - 2) === c.color(i - 1) &&
  c.color(i) === -c.color(i - 1) &&
  ((c.color(i - 1) === 1 &&
    c.close(i - 1) > c.close(i - 2) &&
    c.close(i - 2) > c.close(i - 3) &&
    c.open(i) > c.close(i - 1) &&
    c.close(i) < c.open(i - 3)) ||
    (c.color(i - 1) === -1 &&
      c.close(i - 1) < c.close(i - 2) &&
      c.close(i - 2) < c.close(i - 3) &&
      c.open(i) < c.close(i - 1) &&
      c.close(i) > c.open(i - 3)));

/**
 * CDL3LINESTRIKE: three same-colour candles stepping on, each opening within or near the previous
 * body, then one opposite candle wiping them out; signed by the three (TA-Lib: +100 after three whites).
 */
export const threeLineStrike = definePattern({
  lookback: maxPeriod('near') + 3,
  mayFire,
  setup: ({ candles: c, average }) => {
    const near3 = average('near', 3);
    const near2 = average('near', 2);
    return (i) =>
      mayFire(c, i) &&
      c.open(i - 2) >= c.bodyBottom(i - 3) - near3.at(i) &&
      c.open(i - 2) <= c.bodyTop(i - 3) + near3.at(i) &&
      c.open(i - 1) >= c.bodyBottom(i - 2) - near2.at(i) &&
      c.open(i - 1) <= c.bodyTop(i - 2) + near2.at(i)
        ? c.color(i - 1) * 100
        : 0;
  },
});
