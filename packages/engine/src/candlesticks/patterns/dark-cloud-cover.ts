import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** Dark Cloud Cover's tests that read neither an average nor the penetration: white, then a black opening above it. */
const mayFire: PreCheck = (c, i) =>
  c.color(i - 1) === 1 && c.color(i) === -1 && c.open(i) > c.high(i - 1) && c.close(i) > c.open(i - 1);

/** CDLDARKCLOUDCOVER: long white, then a black opening above its high and closing `penetration` into it. */
export const darkCloudCover = definePattern({
  lookback: maxPeriod('bodyLong') + 1,
  penetration: 0.5,
  mayFire,
  setup: ({ candles: c, average, penetration }) => {
    const firstLong = average('bodyLong', 1);
    return (i) =>
      mayFire(c, i) &&
      c.body(i - 1) > firstLong.at(i) &&
      c.close(i) < c.close(i - 1) - c.body(i - 1) * penetration
        ? -100
        : 0;
  },
});
