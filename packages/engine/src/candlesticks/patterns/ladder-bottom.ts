import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Ladder Bottom's tests that read no average: four falling blacks, then a white opening above the fourth's open. */
const mayFire: PreCheck = (c, i) =>
  c.color(i - 4) === -1 &&
  c.color(i - 3) === -1 &&
  c.color(i - 2) === -1 &&
  c.open(i - 4) > c.open(i - 3) &&
  c.open(i - 3) > c.open(i - 2) &&
  c.close(i - 4) > c.close(i - 3) &&
  c.close(i - 3) > c.close(i - 2) &&
  c.color(i - 1) === -1 &&
  c.color(i) === 1 &&
  c.open(i) > c.open(i - 1) &&
  c.close(i) > c.high(i - 1);

/** CDLLADDERBOTTOM: three falling black candles, a black with an upper shadow, then a white gapping above its body. */
export const ladderBottom = definePattern({
  lookback: maxPeriod('shadowVeryShort') + 4,
  mayFire,
  setup: ({ candles: c, average }) => {
    const shadow1 = average('shadowVeryShort', 1);
    return (i) => (mayFire(c, i) && c.upperShadow(i - 1) > shadow1.at(i) ? 100 : 0);
  },
});
