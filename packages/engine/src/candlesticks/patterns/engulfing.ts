import type { Candles } from '../candles';
import { definePattern } from '../define-pattern';

/** CDLENGULFING's rule, which reads no average. */
function code(c: Candles, i: number): number {
  const whiteEngulfsBlack =
    c.color(i) === 1 &&
    c.color(i - 1) === -1 &&
    ((c.close(i) >= c.open(i - 1) && c.open(i) < c.close(i - 1)) ||
      (c.close(i) > c.open(i - 1) && c.open(i) <= c.close(i - 1)));
  const blackEngulfsWhite =
    c.color(i) === -1 &&
    c.color(i - 1) === 1 &&
    ((c.open(i) >= c.close(i - 1) && c.close(i) < c.open(i - 1)) ||
      (c.open(i) > c.close(i - 1) && c.close(i) <= c.open(i - 1)));
  if (!whiteEngulfsBlack && !blackEngulfsWhite) return 0;
  // Bodies sharing an edge engulf only weakly: 80 (Morris, cited in TA-Lib's source).
  const strict = c.open(i) !== c.close(i - 1) && c.close(i) !== c.open(i - 1);
  return c.color(i) * (strict ? 100 : 80);
}

/** CDLENGULFING: the second body engulfs the first, opposite colour; no candle averages. */
export const engulfing = definePattern({
  lookback: 2,
  // No average: the rule is its own pre-check, and a bar failing it is not copied into a window.
  mayFire: (c, i) => code(c, i) !== 0,
  setup:
    ({ candles: c }) =>
    (i) =>
      code(c, i),
});
