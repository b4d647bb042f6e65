import { maxPeriod } from '../candle-settings';
import type { Candles } from '../candles';
import { definePattern } from '../define-pattern';
import { hikkakeScorer, isInsideBar, setupWithinWatch } from './hikkake-state';

/** A setup on bar j needs two nested inside bars before it. */
const maybeSetup = (c: Candles, j: number): boolean => isInsideBar(c, j - 2) && isInsideBar(c, j - 1);

/**
 * CDLHIKKAKEMOD: the Hikkake after two nested inside bars, the second closing near the side the
 * false breakout then takes; codes as CDLHIKKAKE.
 */
export const hikkakeModified = definePattern({
  lookback: Math.max(1, maxPeriod('near')) + 5,
  warmup: 3,
  mayFire: (c, i) => setupWithinWatch(c, i, maybeSetup),
  setup: ({ candles: c, average }) => {
    const near = average('near', 2);
    return hikkakeScorer(
      c,
      (i) =>
        maybeSetup(c, i) &&
        ((c.high(i) < c.high(i - 1) &&
          c.low(i) < c.low(i - 1) &&
          c.close(i - 2) <= c.low(i - 2) + near.at(i)) ||
          (c.high(i) > c.high(i - 1) &&
            c.low(i) > c.low(i - 1) &&
            c.close(i - 2) >= c.high(i - 2) - near.at(i))),
    );
  },
});
