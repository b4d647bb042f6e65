import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLHOMINGPIGEON: a long black candle, then a short black body inside it. */
export const homingPigeon = definePattern({
  lookback: maxPeriod('bodyShort', 'bodyLong') + 1,
  setup: ({ candles: c, average }) => {
    const firstLong = average('bodyLong', 1);
    const secondShort = average('bodyShort');
    return (i) =>
      c.color(i - 1) === -1 &&
      c.color(i) === -1 &&
      c.body(i - 1) > firstLong.at(i) &&
      c.body(i) <= secondShort.at(i) &&
      c.open(i) < c.open(i - 1) &&
      c.close(i) > c.close(i - 1)
        ? 100
        : 0;
  },
});
