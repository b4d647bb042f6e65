import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLDOJI: open and close (almost) equal; always +100, the sign carries no direction. */
export const doji = definePattern({
  lookback: maxPeriod('bodyDoji'),
  setup: ({ candles: c, average }) => {
    const dojiBody = average('bodyDoji');
    return (i) => (c.body(i) <= dojiBody.at(i) ? 100 : 0);
  },
});
