import { definePattern } from '../define-pattern';
import { hikkakeScorer } from './hikkake-state';

/**
 * CDLHIKKAKE: an inside bar, then a false breakout of it (+100 / -100); a close back through the
 * inside bar's far side within three bars confirms it (+200 / -200).
 */
export const hikkake = definePattern({
  lookback: 5,
  warmup: 3,
  setup: ({ candles: c }) =>
    hikkakeScorer(
      c,
      (i) =>
        c.high(i - 1) < c.high(i - 2) &&
        c.low(i - 1) > c.low(i - 2) &&
        ((c.high(i) < c.high(i - 1) && c.low(i) < c.low(i - 1)) ||
          (c.high(i) > c.high(i - 1) && c.low(i) > c.low(i - 1))),
    ),
});
