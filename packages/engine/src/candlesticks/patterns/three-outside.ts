import type { Candles } from '../candles';
import { definePattern } from '../define-pattern';

/** CDL3OUTSIDE's rule, which reads no average. */
const code = (c: Candles, i: number): number =>
  (c.color(i - 1) === 1 &&
    c.color(i - 2) === -1 &&
    c.close(i - 1) > c.open(i - 2) &&
    c.open(i - 1) < c.close(i - 2) &&
    c.close(i) > c.close(i - 1)) ||
  (c.color(i - 1) === -1 &&
    c.color(i - 2) === 1 &&
    c.open(i - 1) > c.close(i - 2) &&
    c.close(i - 1) < c.open(i - 2) &&
    c.close(i) < c.close(i - 1))
    ? c.color(i - 1) * 100
    : 0;

/** CDL3OUTSIDE: an engulfing pair whose third candle closes further in the engulfing direction. */
export const threeOutside = definePattern({
  // TA-Lib declares 3 although the rule reads only two candles back.
  lookback: 3,
  // No average: the rule is its own pre-check, and a bar failing it is not copied into a window.
  mayFire: (c, i) => code(c, i) !== 0,
  setup:
    ({ candles: c }) =>
    (i) =>
      code(c, i),
});
