import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLDRAGONFLYDOJI: a doji with no upper shadow and a lower one. */
export const dragonflyDoji = definePattern({
  lookback: maxPeriod('bodyDoji', 'shadowVeryShort'),
  setup: ({ candles: c, average }) => {
    const dojiBody = average('bodyDoji');
    const veryShortShadow = average('shadowVeryShort');
    return (i) =>
      c.body(i) <= dojiBody.at(i) &&
      c.upperShadow(i) < veryShortShadow.at(i) &&
      c.lowerShadow(i) > veryShortShadow.at(i)
        ? 100
        : 0;
  },
});
