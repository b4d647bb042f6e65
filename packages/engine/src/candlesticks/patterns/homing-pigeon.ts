import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Homing Pigeon's tests that read no average: two blacks, the second body inside the first. */
const mayFire: PreCheck = (c, i) =>
  c.color(i - 1) === -1 && c.color(i) === -1 && c.open(i) < c.open(i - 1) && c.close(i) > c.close(i - 1);

/** CDLHOMINGPIGEON: a long black candle, then a short black body inside it. */
export const homingPigeon = definePattern({
  lookback: maxPeriod('bodyShort', 'bodyLong') + 1,
  mayFire,
  setup: ({ candles: c, average }) => {
    const firstLong = average('bodyLong', 1);
    const secondShort = average('bodyShort');
    return (i) =>
      mayFire(c, i) && c.body(i - 1) > firstLong.at(i) && c.body(i) <= secondShort.at(i) ? 100 : 0;
  },
});
