import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Doji Star's tests that read no average: the second body gapping away from the first, on its colour's side. */
const mayFire: PreCheck = (c, i) =>
  (c.color(i - 1) === 1 && c.bodyGapUp(i, i - 1)) || (c.color(i - 1) === -1 && c.bodyGapDown(i, i - 1));

/** CDLDOJISTAR: a long candle, then a doji whose body gaps away from it; sign opposite the long candle. */
export const dojiStar = definePattern({
  lookback: maxPeriod('bodyDoji', 'bodyLong') + 1,
  mayFire,
  setup: ({ candles: c, average }) => {
    const longBody = average('bodyLong', 1);
    const dojiBody = average('bodyDoji');
    return (i) =>
      c.body(i - 1) > longBody.at(i) && c.body(i) <= dojiBody.at(i) && mayFire(c, i)
        ? -c.color(i - 1) * 100
        : 0;
  },
});
