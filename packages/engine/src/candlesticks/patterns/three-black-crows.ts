import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** Three Black Crows' tests that read no average. */
const mayFire: PreCheck = (c, i) =>
  c.color(i - 3) === 1 &&
  c.color(i - 2) === -1 &&
  c.color(i - 1) === -1 &&
  c.color(i) === -1 &&
  c.open(i - 1) < c.open(i - 2) &&
  c.open(i - 1) > c.close(i - 2) &&
  c.open(i) < c.open(i - 1) &&
  c.open(i) > c.close(i - 1) &&
  c.high(i - 3) > c.close(i - 2) &&
  c.close(i - 2) > c.close(i - 1) &&
  c.close(i - 1) > c.close(i);

/**
 * CDL3BLACKCROWS: after a white candle, three black candles with falling closes and hardly any lower
 * shadow, each opening inside the previous body; the first closes under the white candle's high.
 */
export const threeBlackCrows = definePattern({
  lookback: maxPeriod('shadowVeryShort') + 3,
  mayFire,
  setup: ({ candles: c, average }) => {
    const shadow2 = average('shadowVeryShort', 2);
    const shadow1 = average('shadowVeryShort', 1);
    const shadow0 = average('shadowVeryShort');
    return (i) =>
      mayFire(c, i) &&
      c.lowerShadow(i - 2) < shadow2.at(i) &&
      c.lowerShadow(i - 1) < shadow1.at(i) &&
      c.lowerShadow(i) < shadow0.at(i)
        ? -100
        : 0;
  },
});
