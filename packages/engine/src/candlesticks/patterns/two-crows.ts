import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** Two Crows' tests that read no average. */
const mayFire: PreCheck = (c, i) =>
  c.color(i - 2) === 1 &&
  c.color(i - 1) === -1 &&
  c.bodyGapUp(i - 1, i - 2) &&
  c.color(i) === -1 &&
  c.open(i) < c.open(i - 1) &&
  c.open(i) > c.close(i - 1) &&
  c.close(i) > c.open(i - 2) &&
  c.close(i) < c.close(i - 2);

/** CDL2CROWS: long white, a black body gapping up, then a black closing inside the white body. */
export const twoCrows = definePattern({
  lookback: maxPeriod('bodyLong') + 2,
  mayFire,
  setup: ({ candles: c, average }) => {
    const firstLong = average('bodyLong', 2);
    return (i) => (mayFire(c, i) && c.body(i - 2) > firstLong.at(i) ? -100 : 0);
  },
});
