import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';
import { whitesClosingHigher } from './rising-whites';

/** The Stalled Pattern's tests that read no average: three whites rising (rising-whites.ts). */
const mayFire: PreCheck = whitesClosingHigher;

/** CDLSTALLEDPATTERN: two long rising white candles, then a small white riding on the second's shoulder. */
export const stalledPattern = definePattern({
  lookback: maxPeriod('bodyLong', 'bodyShort', 'shadowVeryShort', 'near') + 2,
  mayFire,
  setup: ({ candles: c, average }) => {
    const long2 = average('bodyLong', 2);
    const long1 = average('bodyLong', 1);
    const lastShort = average('bodyShort');
    const shadow1 = average('shadowVeryShort', 1);
    const near2 = average('near', 2);
    const near1 = average('near', 1);
    return (i) =>
      mayFire(c, i) &&
      c.body(i - 2) > long2.at(i) &&
      c.body(i - 1) > long1.at(i) &&
      c.upperShadow(i - 1) < shadow1.at(i) &&
      c.open(i - 1) <= c.close(i - 2) + near2.at(i) &&
      c.body(i) < lastShort.at(i) &&
      c.open(i) >= c.close(i - 1) - c.body(i) - near1.at(i)
        ? -100
        : 0;
  },
});
