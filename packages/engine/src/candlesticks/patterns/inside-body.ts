import type { Candles } from '../candles';

/**
 * Harami grading shared by CDLHARAMI and CDLHARAMICROSS: 100 when body i sits strictly inside body
 * i - 1, 80 when it touches an edge, 0 when it sticks out; signed against the first candle's colour.
 */
export function insideBodyCode(c: Candles, i: number): number {
  const top = c.bodyTop(i);
  const bottom = c.bodyBottom(i);
  const outerTop = c.bodyTop(i - 1);
  const outerBottom = c.bodyBottom(i - 1);
  if (top < outerTop && bottom > outerBottom) return -c.color(i - 1) * 100;
  if (top <= outerTop && bottom >= outerBottom) return -c.color(i - 1) * 80;
  return 0;
}
