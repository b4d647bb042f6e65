import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLDOJISTAR: a long candle, then a doji whose body gaps away from it; sign opposite the long candle. */
export const dojiStar = definePattern({
  lookback: maxPeriod('bodyDoji', 'bodyLong') + 1,
  setup: ({ candles: c, average }) => {
    const longBody = average('bodyLong', 1);
    const dojiBody = average('bodyDoji');
    return (i) =>
      c.body(i - 1) > longBody.at(i) &&
      c.body(i) <= dojiBody.at(i) &&
      ((c.color(i - 1) === 1 && c.bodyGapUp(i, i - 1)) || (c.color(i - 1) === -1 && c.bodyGapDown(i, i - 1)))
        ? -c.color(i - 1) * 100
        : 0;
  },
});
