import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Spinning Top's tests that read no average: both shadows longer than the body. */
const mayFire: PreCheck = (c, i) => c.upperShadow(i) > c.body(i) && c.lowerShadow(i) > c.body(i);

/** CDLSPINNINGTOP: a short body with both shadows longer than it; signed by colour. */
export const spinningTop = definePattern({
  lookback: maxPeriod('bodyShort'),
  mayFire,
  setup: ({ candles: c, average }) => {
    const shortBody = average('bodyShort');
    return (i) => (c.body(i) < shortBody.at(i) && mayFire(c, i) ? c.color(i) * 100 : 0);
  },
});
