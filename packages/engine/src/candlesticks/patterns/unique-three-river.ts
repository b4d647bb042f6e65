import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Unique Three River's tests that read no average: two blacks, the second a harami making a new low, then a white. */
const mayFire: PreCheck = (c, i) =>
  c.color(i - 2) === -1 &&
  c.color(i - 1) === -1 &&
  c.close(i - 1) > c.close(i - 2) &&
  c.open(i - 1) <= c.open(i - 2) &&
  c.low(i - 1) < c.low(i - 2) &&
  c.color(i) === 1 &&
  c.open(i) > c.low(i - 1);

/** CDLUNIQUE3RIVER: long black, a black harami making a new low, then a small white opening above that low. */
export const uniqueThreeRiver = definePattern({
  lookback: maxPeriod('bodyShort', 'bodyLong') + 2,
  mayFire,
  setup: ({ candles: c, average }) => {
    const firstLong = average('bodyLong', 2);
    const lastShort = average('bodyShort');
    return (i) => (mayFire(c, i) && c.body(i - 2) > firstLong.at(i) && c.body(i) < lastShort.at(i) ? 100 : 0);
  },
});
