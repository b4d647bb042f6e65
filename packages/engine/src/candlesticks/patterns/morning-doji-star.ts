import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLMORNINGDOJISTAR: the morning star with a doji in the middle. */
export const morningDojiStar = definePattern({
  lookback: maxPeriod('bodyDoji', 'bodyLong', 'bodyShort') + 2,
  penetration: 0.3,
  setup: ({ candles: c, average, penetration }) => {
    const firstLong = average('bodyLong', 2);
    const starDoji = average('bodyDoji', 1);
    const lastShort = average('bodyShort');
    return (i) =>
      c.body(i - 2) > firstLong.at(i) &&
      c.color(i - 2) === -1 &&
      c.body(i - 1) <= starDoji.at(i) &&
      c.bodyGapDown(i - 1, i - 2) &&
      c.body(i) > lastShort.at(i) &&
      c.color(i) === 1 &&
      c.close(i) > c.close(i - 2) + c.body(i - 2) * penetration
        ? 100
        : 0;
  },
});
