import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Concealing Baby Swallow's tests that read no average: four blacks, the gap, the third engulfed by the fourth. */
const mayFire: PreCheck = (c, i) =>
  c.color(i - 3) === -1 &&
  c.color(i - 2) === -1 &&
  c.color(i - 1) === -1 &&
  c.color(i) === -1 &&
  c.bodyGapDown(i - 1, i - 2) &&
  c.high(i - 1) > c.close(i - 2) &&
  c.high(i) > c.high(i - 1) &&
  c.low(i) < c.low(i - 1);

/** CDLCONCEALBABYSWALL: two black marubozu, a black gapping down with an upper shadow into them, then a black engulfing it. */
export const concealingBabySwallow = definePattern({
  lookback: maxPeriod('shadowVeryShort') + 3,
  mayFire,
  setup: ({ candles: c, average }) => {
    const shadow3 = average('shadowVeryShort', 3);
    const shadow2 = average('shadowVeryShort', 2);
    const shadow1 = average('shadowVeryShort', 1);
    return (i) =>
      mayFire(c, i) &&
      c.lowerShadow(i - 3) < shadow3.at(i) &&
      c.upperShadow(i - 3) < shadow3.at(i) &&
      c.lowerShadow(i - 2) < shadow2.at(i) &&
      c.upperShadow(i - 2) < shadow2.at(i) &&
      c.upperShadow(i - 1) > shadow1.at(i)
        ? 100
        : 0;
  },
});
