import { maxPeriod } from '../candle-settings';
import type { Candles } from '../candles';
import { definePattern, type PreCheck } from '../define-pattern';

/** Body j held within the range of the long candle that opens the pattern ending at i. */
const heldInside = (c: Candles, i: number, j: number): boolean =>
  c.bodyBottom(j) < c.high(i - 4) && c.bodyTop(j) > c.low(i - 4);

/** The Three Methods' tests that read no average: the colours, the three bodies held and drifting, the last close. */
const mayFire: PreCheck = (c, i) => {
  // Multiplying by the first colour folds the rising and falling mirrors into one test.
  const dir = c.color(i - 4);
  return (
    dir === -c.color(i - 3) &&
    c.color(i - 3) === c.color(i - 2) &&
    c.color(i - 2) === c.color(i - 1) &&
    c.color(i - 1) === -c.color(i) &&
    heldInside(c, i, i - 3) &&
    heldInside(c, i, i - 2) &&
    heldInside(c, i, i - 1) &&
    c.close(i - 2) * dir < c.close(i - 3) * dir &&
    c.close(i - 1) * dir < c.close(i - 2) * dir &&
    c.open(i) * dir > c.close(i - 1) * dir &&
    c.close(i) * dir > c.close(i - 4) * dir
  );
};

/**
 * CDLRISEFALL3METHODS: a long candle, three small opposite-trend bodies held within its range, then a
 * long candle of the first colour closing beyond it; +100 rising, -100 falling.
 */
export const risingFallingThreeMethods = definePattern({
  lookback: maxPeriod('bodyShort', 'bodyLong') + 4,
  mayFire,
  setup: ({ candles: c, average }) => {
    const firstLong = average('bodyLong', 4);
    const short3 = average('bodyShort', 3);
    const short2 = average('bodyShort', 2);
    const short1 = average('bodyShort', 1);
    const lastLong = average('bodyLong');
    return (i) =>
      c.body(i - 4) > firstLong.at(i) &&
      c.body(i - 3) < short3.at(i) &&
      c.body(i - 2) < short2.at(i) &&
      c.body(i - 1) < short1.at(i) &&
      c.body(i) > lastLong.at(i) &&
      mayFire(c, i)
        ? 100 * c.color(i - 4)
        : 0;
  },
});
