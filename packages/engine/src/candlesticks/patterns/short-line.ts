import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLSHORTLINE: a short body with short shadows; signed by colour. */
export const shortLine = definePattern({
  lookback: maxPeriod('bodyShort', 'shadowShort'),
  setup: ({ candles: c, average }) => {
    const shortBody = average('bodyShort');
    const shortShadow = average('shadowShort');
    return (i) =>
      c.body(i) < shortBody.at(i) &&
      c.upperShadow(i) < shortShadow.at(i) &&
      c.lowerShadow(i) < shortShadow.at(i)
        ? c.color(i) * 100
        : 0;
  },
});
