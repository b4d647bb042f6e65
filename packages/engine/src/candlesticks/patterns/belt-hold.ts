import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLBELTHOLD: a long body with (almost) no shadow on its opening end; signed by colour. */
export const beltHold = definePattern({
  lookback: maxPeriod('bodyLong', 'shadowVeryShort'),
  setup: ({ candles: c, average }) => {
    const longBody = average('bodyLong');
    const veryShortShadow = average('shadowVeryShort');
    return (i) =>
      c.body(i) > longBody.at(i) &&
      ((c.color(i) === 1 && c.lowerShadow(i) < veryShortShadow.at(i)) ||
        (c.color(i) === -1 && c.upperShadow(i) < veryShortShadow.at(i)))
        ? c.color(i) * 100
        : 0;
  },
});
