import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Counterattack's one test that reads no average: opposite colours. */
const mayFire: PreCheck = (c, i) => c.color(i - 1) === -c.color(i);

/** CDLCOUNTERATTACK: two long opposite candles closing at (almost) the same price; signed by the second. */
export const counterattack = definePattern({
  lookback: maxPeriod('equal', 'bodyLong') + 1,
  mayFire,
  setup: ({ candles: c, average }) => {
    const equal = average('equal', 1);
    const long1 = average('bodyLong', 1);
    const long0 = average('bodyLong');
    return (i) =>
      mayFire(c, i) &&
      c.body(i - 1) > long1.at(i) &&
      c.body(i) > long0.at(i) &&
      c.close(i) <= c.close(i - 1) + equal.at(i) &&
      c.close(i) >= c.close(i - 1) - equal.at(i)
        ? c.color(i) * 100
        : 0;
  },
});
