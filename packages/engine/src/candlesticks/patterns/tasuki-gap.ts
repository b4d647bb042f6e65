import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Tasuki Gap's tests that read no average: the body gap, then two opposite candles, the second inside the gap. */
const mayFire: PreCheck = (c, i) =>
  (c.bodyGapUp(i - 1, i - 2) &&
    c.color(i - 1) === 1 &&
    c.color(i) === -1 &&
    c.open(i) < c.close(i - 1) &&
    c.open(i) > c.open(i - 1) &&
    c.close(i) < c.open(i - 1) &&
    c.close(i) > c.bodyTop(i - 2)) ||
  (c.bodyGapDown(i - 1, i - 2) &&
    c.color(i - 1) === -1 &&
    c.color(i) === 1 &&
    c.open(i) < c.open(i - 1) &&
    c.open(i) > c.close(i - 1) &&
    c.close(i) > c.open(i - 1) &&
    c.close(i) < c.bodyBottom(i - 2));

/** CDLTASUKIGAP: a body gap, then two similar opposite candles, the second closing inside the gap without filling it. */
export const tasukiGap = definePattern({
  lookback: maxPeriod('near') + 2,
  mayFire,
  setup: ({ candles: c, average }) => {
    const near = average('near', 1);
    return (i) =>
      mayFire(c, i) && Math.abs(c.body(i - 1) - c.body(i)) < near.at(i) ? c.color(i - 1) * 100 : 0;
  },
});
