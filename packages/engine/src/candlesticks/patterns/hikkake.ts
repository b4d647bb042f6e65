import type { Candles } from '../candles';
import { definePattern } from '../define-pattern';
import { hikkakeScorer, isInsideBar, setupWithinWatch } from './hikkake-state';

/** A setup on bar j needs an inside bar before it. */
const maybeSetup = (c: Candles, j: number): boolean => isInsideBar(c, j - 1);

/**
 * CDLHIKKAKE: an inside bar, then a false breakout of it (+100 / -100); a close back through the
 * inside bar's far side within three bars confirms it (+200 / -200).
 */
export const hikkake = definePattern({
  lookback: 5,
  warmup: 3,
  mayFire: (c, i) => setupWithinWatch(c, i, maybeSetup),
  setup: ({ candles: c }) =>
    hikkakeScorer(
      c,
      (i) =>
        maybeSetup(c, i) &&
        ((c.high(i) < c.high(i - 1) && c.low(i) < c.low(i - 1)) ||
          (c.high(i) > c.high(i - 1) && c.low(i) > c.low(i - 1))),
    ),
});
