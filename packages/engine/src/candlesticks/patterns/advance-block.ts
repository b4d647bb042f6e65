import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';
import { risingWhites } from './rising-whites';

/** The Advance Block's tests that read no average: three whites rising (rising-whites.ts). */
const mayFire: PreCheck = risingWhites;

/** CDLADVANCEBLOCK: three rising white candles that lose strength (shrinking bodies or growing upper shadows). */
export const advanceBlock = definePattern({
  lookback: maxPeriod('shadowLong', 'shadowShort', 'far', 'near', 'bodyLong') + 2,
  mayFire,
  setup: ({ candles: c, average }) => {
    const short2 = average('shadowShort', 2);
    const short1 = average('shadowShort', 1);
    const short0 = average('shadowShort');
    const long0 = average('shadowLong');
    const near2 = average('near', 2);
    const near1 = average('near', 1);
    const far2 = average('far', 2);
    const far1 = average('far', 1);
    const firstLong = average('bodyLong', 2);
    return (i) => {
      const weakening =
        (c.body(i - 1) < c.body(i - 2) - far2.at(i) && c.body(i) < c.body(i - 1) + near1.at(i)) ||
        c.body(i) < c.body(i - 1) - far1.at(i) ||
        (c.body(i) < c.body(i - 1) &&
          c.body(i - 1) < c.body(i - 2) &&
          (c.upperShadow(i) > short0.at(i) || c.upperShadow(i - 1) > short1.at(i))) ||
        (c.body(i) < c.body(i - 1) && c.upperShadow(i) > long0.at(i));
      return mayFire(c, i) &&
        c.open(i - 1) <= c.close(i - 2) + near2.at(i) &&
        c.open(i) <= c.close(i - 1) + near1.at(i) &&
        c.body(i - 2) > firstLong.at(i) &&
        c.upperShadow(i - 2) < short2.at(i) &&
        weakening
        ? -100
        : 0;
    };
  },
});
