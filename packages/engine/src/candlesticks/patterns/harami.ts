import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';
import { insideBodyCode } from './inside-body';

/** CDLHARAMI: a long candle, then a short body inside it; sign opposite the long candle's colour. */
export const harami = definePattern({
  lookback: maxPeriod('bodyShort', 'bodyLong') + 1,
  // Whether the second body lies inside the first reads no average.
  mayFire: (c, i) => insideBodyCode(c, i) !== 0,
  setup: ({ candles: c, average }) => {
    const longBody = average('bodyLong', 1);
    const shortBody = average('bodyShort');
    return (i) => (c.body(i - 1) > longBody.at(i) && c.body(i) <= shortBody.at(i) ? insideBodyCode(c, i) : 0);
  },
});
