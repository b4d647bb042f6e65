import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** Three Stars in the South's tests that read no average: three blacks, each smaller and holding above the last low. */
const mayFire: PreCheck = (c, i) =>
  c.color(i - 2) === -1 &&
  c.color(i - 1) === -1 &&
  c.color(i) === -1 &&
  c.body(i - 1) < c.body(i - 2) &&
  c.open(i - 1) > c.close(i - 2) &&
  c.open(i - 1) <= c.high(i - 2) &&
  c.low(i - 1) < c.close(i - 2) &&
  c.low(i - 1) >= c.low(i - 2) &&
  c.low(i) > c.low(i - 1) &&
  c.high(i) < c.high(i - 1);

/** CDL3STARSINSOUTH: three black candles, each smaller and holding above the last low; bullish. */
export const threeStarsInSouth = definePattern({
  lookback: maxPeriod('shadowVeryShort', 'shadowLong', 'bodyLong', 'bodyShort') + 2,
  mayFire,
  setup: ({ candles: c, average }) => {
    const firstLong = average('bodyLong', 2);
    const firstShadow = average('shadowLong', 2);
    const shadow1 = average('shadowVeryShort', 1);
    const shadow0 = average('shadowVeryShort');
    const lastShort = average('bodyShort');
    return (i) =>
      mayFire(c, i) &&
      c.body(i - 2) > firstLong.at(i) &&
      c.lowerShadow(i - 2) > firstShadow.at(i) &&
      c.lowerShadow(i - 1) > shadow1.at(i) &&
      c.body(i) < lastShort.at(i) &&
      c.lowerShadow(i) < shadow0.at(i) &&
      c.upperShadow(i) < shadow0.at(i)
        ? 100
        : 0;
  },
});
