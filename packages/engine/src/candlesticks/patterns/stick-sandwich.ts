import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Stick Sandwich's tests that read no average: black, white trading above the first close, black. */
const mayFire: PreCheck = (c, i) =>
  c.color(i - 2) === -1 && c.color(i - 1) === 1 && c.color(i) === -1 && c.low(i - 1) > c.close(i - 2);

/** CDLSTICKSANDWICH: black, a white trading above its close, then a black closing at (about) the first close. */
export const stickSandwich = definePattern({
  lookback: maxPeriod('equal') + 2,
  mayFire,
  setup: ({ candles: c, average }) => {
    const equal = average('equal', 2);
    return (i) =>
      mayFire(c, i) &&
      c.close(i) <= c.close(i - 2) + equal.at(i) &&
      c.close(i) >= c.close(i - 2) - equal.at(i)
        ? 100
        : 0;
  },
});
