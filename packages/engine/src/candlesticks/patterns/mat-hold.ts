import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Mat Hold's tests that read neither an average nor the penetration: colours, gap, the drift and the last close. */
const mayFire: PreCheck = (c, i) =>
  c.color(i - 4) === 1 &&
  c.color(i - 3) === -1 &&
  c.color(i) === 1 &&
  c.bodyGapUp(i - 3, i - 4) &&
  c.bodyBottom(i - 2) < c.close(i - 4) &&
  c.bodyBottom(i - 1) < c.close(i - 4) &&
  c.bodyTop(i - 2) < c.open(i - 3) &&
  c.bodyTop(i - 1) < c.bodyTop(i - 2) &&
  c.open(i) > c.close(i - 1) &&
  c.close(i) > Math.max(c.high(i - 3), c.high(i - 2), c.high(i - 1));

/**
 * CDLMATHOLD: long white, a small black gapping up, two more small bodies drifting down but holding
 * within `penetration` of the white body, then a white closing above them all.
 */
export const matHold = definePattern({
  lookback: maxPeriod('bodyShort', 'bodyLong') + 4,
  penetration: 0.5,
  mayFire,
  setup: ({ candles: c, average, penetration }) => {
    const firstLong = average('bodyLong', 4);
    const short3 = average('bodyShort', 3);
    const short2 = average('bodyShort', 2);
    const short1 = average('bodyShort', 1);
    return (i) => {
      const floor = c.close(i - 4) - c.body(i - 4) * penetration;
      return mayFire(c, i) &&
        c.body(i - 4) > firstLong.at(i) &&
        c.body(i - 3) < short3.at(i) &&
        c.body(i - 2) < short2.at(i) &&
        c.body(i - 1) < short1.at(i) &&
        c.bodyBottom(i - 2) > floor &&
        c.bodyBottom(i - 1) > floor
        ? 100
        : 0;
    };
  },
});
