import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Abandoned Baby's tests that read neither an average nor the penetration: the colours and the two full gaps. */
const mayFire: PreCheck = (c, i) =>
  (c.color(i - 2) === 1 && c.color(i) === -1 && c.gapUp(i - 1, i - 2) && c.gapDown(i, i - 1)) ||
  (c.color(i - 2) === -1 && c.color(i) === 1 && c.gapDown(i - 1, i - 2) && c.gapUp(i, i - 1));

/**
 * CDLABANDONEDBABY: a long candle, a doji gapping fully away from it, then an opposite candle gapping
 * fully back and closing `penetration` into the first body; signed by the third candle.
 */
export const abandonedBaby = definePattern({
  lookback: maxPeriod('bodyDoji', 'bodyLong', 'bodyShort') + 2,
  penetration: 0.3,
  mayFire,
  setup: ({ candles: c, average, penetration }) => {
    const firstLong = average('bodyLong', 2);
    const babyDoji = average('bodyDoji', 1);
    const lastShort = average('bodyShort');
    return (i) =>
      c.body(i - 2) > firstLong.at(i) &&
      c.body(i - 1) <= babyDoji.at(i) &&
      c.body(i) > lastShort.at(i) &&
      ((c.color(i - 2) === 1 &&
        c.color(i) === -1 &&
        c.close(i) < c.close(i - 2) - c.body(i - 2) * penetration &&
        c.gapUp(i - 1, i - 2) &&
        c.gapDown(i, i - 1)) ||
        (c.color(i - 2) === -1 &&
          c.color(i) === 1 &&
          c.close(i) > c.close(i - 2) + c.body(i - 2) * penetration &&
          c.gapDown(i - 1, i - 2) &&
          c.gapUp(i, i - 1)))
        ? c.color(i) * 100
        : 0;
  },
});
