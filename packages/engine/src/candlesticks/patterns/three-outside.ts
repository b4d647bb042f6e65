import { definePattern } from '../define-pattern';

/** CDL3OUTSIDE: an engulfing pair whose third candle closes further in the engulfing direction. */
export const threeOutside = definePattern({
  // TA-Lib declares 3 although the rule reads only two candles back.
  lookback: 3,
  setup:
    ({ candles: c }) =>
    (i) =>
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
        : 0,
});
