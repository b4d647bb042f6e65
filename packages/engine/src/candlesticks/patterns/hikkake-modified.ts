import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';
import { hikkakeScorer } from './hikkake-state';

/**
 * CDLHIKKAKEMOD: the Hikkake after two nested inside bars, the second closing near the side the
 * false breakout then takes; codes as CDLHIKKAKE.
 */
export const hikkakeModified = definePattern({
  lookback: Math.max(1, maxPeriod('near')) + 5,
  warmup: 3,
  setup: ({ candles: c, average }) => {
    const near = average('near', 2);
    return hikkakeScorer(
      c,
      (i) =>
        c.high(i - 2) < c.high(i - 3) &&
        c.low(i - 2) > c.low(i - 3) &&
        c.high(i - 1) < c.high(i - 2) &&
        c.low(i - 1) > c.low(i - 2) &&
        ((c.high(i) < c.high(i - 1) &&
          c.low(i) < c.low(i - 1) &&
          c.close(i - 2) <= c.low(i - 2) + near.at(i)) ||
          (c.high(i) > c.high(i - 1) &&
            c.low(i) > c.low(i - 1) &&
            c.close(i - 2) >= c.high(i - 2) - near.at(i))),
    );
  },
});
