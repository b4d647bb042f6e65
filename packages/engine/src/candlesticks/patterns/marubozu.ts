import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLMARUBOZU: a long body with (almost) no shadow at either end; signed by colour. */
export const marubozu = definePattern({
  lookback: maxPeriod('bodyLong', 'shadowVeryShort'),
  setup: ({ candles: c, average }) => {
    const longBody = average('bodyLong');
    const veryShortShadow = average('shadowVeryShort');
    return (i) =>
      c.body(i) > longBody.at(i) &&
      c.upperShadow(i) < veryShortShadow.at(i) &&
      c.lowerShadow(i) < veryShortShadow.at(i)
        ? c.color(i) * 100
        : 0;
  },
});
