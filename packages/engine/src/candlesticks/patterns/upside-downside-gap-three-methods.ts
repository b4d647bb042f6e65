import type { Candles } from '../candles';
import { definePattern } from '../define-pattern';

/** CDLXSIDEGAP3METHODS's rule, which reads no average. */
const code = (c: Candles, i: number): number =>
  c.color(i - 2) === c.color(i - 1) &&
  c.color(i - 1) === -c.color(i) &&
  c.open(i) < c.bodyTop(i - 1) &&
  c.open(i) > c.bodyBottom(i - 1) &&
  c.close(i) < c.bodyTop(i - 2) &&
  c.close(i) > c.bodyBottom(i - 2) &&
  ((c.color(i - 2) === 1 && c.bodyGapUp(i - 1, i - 2)) ||
    (c.color(i - 2) === -1 && c.bodyGapDown(i - 1, i - 2)))
    ? c.color(i - 2) * 100
    : 0;

/** CDLXSIDEGAP3METHODS: two same-colour candles with a body gap, then an opposite one closing the gap; signed by the first two. */
export const upsideDownsideGapThreeMethods = definePattern({
  lookback: 2,
  // No average: the rule is its own pre-check, and a bar failing it is not copied into a window.
  mayFire: (c, i) => code(c, i) !== 0,
  setup:
    ({ candles: c }) =>
    (i) =>
      code(c, i),
});
