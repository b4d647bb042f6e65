import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLLADDERBOTTOM: three falling black candles, a black with an upper shadow, then a white gapping above its body. */
export const ladderBottom = definePattern({
  lookback: maxPeriod('shadowVeryShort') + 4,
  setup: ({ candles: c, average }) => {
    const shadow1 = average('shadowVeryShort', 1);
    return (i) =>
      c.color(i - 4) === -1 &&
      c.color(i - 3) === -1 &&
      c.color(i - 2) === -1 &&
      c.open(i - 4) > c.open(i - 3) &&
      c.open(i - 3) > c.open(i - 2) &&
      c.close(i - 4) > c.close(i - 3) &&
      c.close(i - 3) > c.close(i - 2) &&
      c.color(i - 1) === -1 &&
      c.upperShadow(i - 1) > shadow1.at(i) &&
      c.color(i) === 1 &&
      c.open(i) > c.open(i - 1) &&
      c.close(i) > c.high(i - 1)
        ? 100
        : 0;
  },
});
