import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';
import { insideBodyCode } from './inside-body';

/** CDLHARAMICROSS: the harami with a doji as its second candle. */
export const haramiCross = definePattern({
  lookback: maxPeriod('bodyDoji', 'bodyLong') + 1,
  // Whether the second body lies inside the first reads no average.
  mayFire: (c, i) => insideBodyCode(c, i) !== 0,
  setup: ({ candles: c, average }) => {
    const longBody = average('bodyLong', 1);
    const dojiBody = average('bodyDoji');
    return (i) => (c.body(i - 1) > longBody.at(i) && c.body(i) <= dojiBody.at(i) ? insideBodyCode(c, i) : 0);
  },
});
