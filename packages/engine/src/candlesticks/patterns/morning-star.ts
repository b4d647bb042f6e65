import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Morning Star's tests that read neither an average nor the penetration: the colours and the star's body gap. */
const mayFire: PreCheck = (c, i) => c.color(i - 2) === -1 && c.bodyGapDown(i - 1, i - 2) && c.color(i) === 1;

/** CDLMORNINGSTAR: long black, short body gapping down, white closing `penetration` into the first body. */
export const morningStar = definePattern({
  lookback: maxPeriod('bodyShort', 'bodyLong') + 2,
  penetration: 0.3,
  mayFire,
  setup: ({ candles: c, average, penetration }) => {
    const firstLong = average('bodyLong', 2);
    const starShort = average('bodyShort', 1);
    const lastShort = average('bodyShort');
    return (i) =>
      mayFire(c, i) &&
      c.body(i - 2) > firstLong.at(i) &&
      c.body(i - 1) <= starShort.at(i) &&
      c.body(i) > lastShort.at(i) &&
      c.close(i) > c.close(i - 2) + c.body(i - 2) * penetration
        ? 100
        : 0;
  },
});
