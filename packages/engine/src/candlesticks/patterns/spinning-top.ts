import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLSPINNINGTOP: a short body with both shadows longer than it; signed by colour. */
export const spinningTop = definePattern({
  lookback: maxPeriod('bodyShort'),
  setup: ({ candles: c, average }) => {
    const shortBody = average('bodyShort');
    return (i) =>
      c.body(i) < shortBody.at(i) && c.upperShadow(i) > c.body(i) && c.lowerShadow(i) > c.body(i)
        ? c.color(i) * 100
        : 0;
  },
});
