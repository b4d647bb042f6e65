import type { PreCheck } from '../define-pattern';

/** Three white candles, each closing above the one before, the second opening above the first (the Stalled Pattern's). */
export const whitesClosingHigher: PreCheck = (c, i) =>
  c.color(i - 2) === 1 &&
  c.color(i - 1) === 1 &&
  c.color(i) === 1 &&
  c.close(i) > c.close(i - 1) &&
  c.close(i - 1) > c.close(i - 2) &&
  c.open(i - 1) > c.open(i - 2);

/** The same with the third opening above the second too (Three White Soldiers' and the Advance Block's). */
export const risingWhites: PreCheck = (c, i) => whitesClosingHigher(c, i) && c.open(i) > c.open(i - 1);
