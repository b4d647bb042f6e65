import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLLONGLINE: a long body with short shadows; signed by colour. */
export const longLine = definePattern({
  lookback: maxPeriod('bodyLong', 'shadowShort'),
  setup: ({ candles: c, average }) => {
    const longBody = average('bodyLong');
    const shortShadow = average('shadowShort');
    return (i) =>
      c.body(i) > longBody.at(i) &&
      c.upperShadow(i) < shortShadow.at(i) &&
      c.lowerShadow(i) < shortShadow.at(i)
        ? c.color(i) * 100
        : 0;
  },
});
