import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Identical Three Crows' tests that read no average: three blacks with falling closes. */
const mayFire: PreCheck = (c, i) =>
  c.color(i - 2) === -1 &&
  c.color(i - 1) === -1 &&
  c.color(i) === -1 &&
  c.close(i - 2) > c.close(i - 1) &&
  c.close(i - 1) > c.close(i);

/** CDLIDENTICAL3CROWS: three falling black candles, each opening at (about) the previous close. */
export const identicalThreeCrows = definePattern({
  lookback: maxPeriod('shadowVeryShort', 'equal') + 2,
  mayFire,
  setup: ({ candles: c, average }) => {
    const shadow2 = average('shadowVeryShort', 2);
    const shadow1 = average('shadowVeryShort', 1);
    const shadow0 = average('shadowVeryShort');
    const equal2 = average('equal', 2);
    const equal1 = average('equal', 1);
    return (i) =>
      mayFire(c, i) &&
      c.lowerShadow(i - 2) < shadow2.at(i) &&
      c.lowerShadow(i - 1) < shadow1.at(i) &&
      c.lowerShadow(i) < shadow0.at(i) &&
      c.open(i - 1) <= c.close(i - 2) + equal2.at(i) &&
      c.open(i - 1) >= c.close(i - 2) - equal2.at(i) &&
      c.open(i) <= c.close(i - 1) + equal1.at(i) &&
      c.open(i) >= c.close(i - 1) - equal1.at(i)
        ? -100
        : 0;
  },
});
