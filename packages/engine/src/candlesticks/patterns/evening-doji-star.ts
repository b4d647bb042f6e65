import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Evening Doji Star's tests that read neither an average nor the penetration: the colours and the star's body gap. */
const mayFire: PreCheck = (c, i) => c.color(i - 2) === 1 && c.bodyGapUp(i - 1, i - 2) && c.color(i) === -1;

/** CDLEVENINGDOJISTAR: the evening star with a doji in the middle. */
export const eveningDojiStar = definePattern({
  lookback: maxPeriod('bodyDoji', 'bodyLong', 'bodyShort') + 2,
  penetration: 0.3,
  mayFire,
  setup: ({ candles: c, average, penetration }) => {
    const firstLong = average('bodyLong', 2);
    const starDoji = average('bodyDoji', 1);
    const lastShort = average('bodyShort');
    return (i) =>
      mayFire(c, i) &&
      c.body(i - 2) > firstLong.at(i) &&
      c.body(i - 1) <= starDoji.at(i) &&
      c.body(i) > lastShort.at(i) &&
      c.close(i) < c.close(i - 2) - c.body(i - 2) * penetration
        ? -100
        : 0;
  },
});
