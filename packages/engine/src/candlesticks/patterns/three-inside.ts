import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** Three Inside's tests that read no average: the second body inside the first, the third closing past its open. */
const mayFire: PreCheck = (c, i) =>
  c.bodyTop(i - 1) < c.bodyTop(i - 2) &&
  c.bodyBottom(i - 1) > c.bodyBottom(i - 2) &&
  ((c.color(i - 2) === 1 && c.color(i) === -1 && c.close(i) < c.open(i - 2)) ||
    (c.color(i - 2) === -1 && c.color(i) === 1 && c.close(i) > c.open(i - 2)));

/** CDL3INSIDE: a harami whose third candle closes beyond the first candle's open (inside up / down). */
export const threeInside = definePattern({
  lookback: maxPeriod('bodyShort', 'bodyLong') + 2,
  mayFire,
  setup: ({ candles: c, average }) => {
    const firstLong = average('bodyLong', 2);
    const secondShort = average('bodyShort', 1);
    return (i) =>
      c.body(i - 2) > firstLong.at(i) && c.body(i - 1) <= secondShort.at(i) && mayFire(c, i)
        ? -c.color(i - 2) * 100
        : 0;
  },
});
