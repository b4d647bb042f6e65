import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLUNIQUE3RIVER: long black, a black harami making a new low, then a small white opening above that low. */
export const uniqueThreeRiver = definePattern({
  lookback: maxPeriod('bodyShort', 'bodyLong') + 2,
  setup: ({ candles: c, average }) => {
    const firstLong = average('bodyLong', 2);
    const lastShort = average('bodyShort');
    return (i) =>
      c.body(i - 2) > firstLong.at(i) &&
      c.color(i - 2) === -1 &&
      c.color(i - 1) === -1 &&
      c.close(i - 1) > c.close(i - 2) &&
      c.open(i - 1) <= c.open(i - 2) &&
      c.low(i - 1) < c.low(i - 2) &&
      c.body(i) < lastShort.at(i) &&
      c.color(i) === 1 &&
      c.open(i) > c.low(i - 1)
        ? 100
        : 0;
  },
});
