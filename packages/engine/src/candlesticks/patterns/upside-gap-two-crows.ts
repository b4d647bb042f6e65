import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Upside Gap Two Crows' tests that read no average: white, a black gapping up, a black engulfing it above the white. */
const mayFire: PreCheck = (c, i) =>
  c.color(i - 2) === 1 &&
  c.color(i - 1) === -1 &&
  c.bodyGapUp(i - 1, i - 2) &&
  c.color(i) === -1 &&
  c.open(i) > c.open(i - 1) &&
  c.close(i) < c.close(i - 1) &&
  c.close(i) > c.close(i - 2);

/** CDLUPSIDEGAP2CROWS: long white, a small black gapping up, a black engulfing it but closing above the white. */
export const upsideGapTwoCrows = definePattern({
  lookback: maxPeriod('bodyShort', 'bodyLong') + 2,
  mayFire,
  setup: ({ candles: c, average }) => {
    const firstLong = average('bodyLong', 2);
    const secondShort = average('bodyShort', 1);
    return (i) =>
      mayFire(c, i) && c.body(i - 2) > firstLong.at(i) && c.body(i - 1) <= secondShort.at(i) ? -100 : 0;
  },
});
