import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLTASUKIGAP: a body gap, then two similar opposite candles, the second closing inside the gap without filling it. */
export const tasukiGap = definePattern({
  lookback: maxPeriod('near') + 2,
  setup: ({ candles: c, average }) => {
    const near = average('near', 1);
    return (i) => {
      const similarBodies = Math.abs(c.body(i - 1) - c.body(i)) < near.at(i);
      const upside =
        c.bodyGapUp(i - 1, i - 2) &&
        c.color(i - 1) === 1 &&
        c.color(i) === -1 &&
        c.open(i) < c.close(i - 1) &&
        c.open(i) > c.open(i - 1) &&
        c.close(i) < c.open(i - 1) &&
        c.close(i) > c.bodyTop(i - 2) &&
        similarBodies;
      const downside =
        c.bodyGapDown(i - 1, i - 2) &&
        c.color(i - 1) === -1 &&
        c.color(i) === 1 &&
        c.open(i) < c.open(i - 1) &&
        c.open(i) > c.close(i - 1) &&
        c.close(i) > c.open(i - 1) &&
        c.close(i) < c.bodyBottom(i - 2) &&
        similarBodies;
      return upside || downside ? c.color(i - 1) * 100 : 0;
    };
  },
});
