import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLTAKURI: a dragonfly doji whose lower shadow is very long. */
export const takuri = definePattern({
  lookback: maxPeriod('bodyDoji', 'shadowVeryShort', 'shadowVeryLong'),
  // A lower shadow over twice the body (shadowVeryLong averages no candle) is over the body.
  mayFire: (c, i) => c.lowerShadow(i) > c.body(i),
  setup: ({ candles: c, average }) => {
    const dojiBody = average('bodyDoji');
    const veryShortShadow = average('shadowVeryShort');
    const veryLongShadow = average('shadowVeryLong');
    return (i) =>
      c.body(i) <= dojiBody.at(i) &&
      c.upperShadow(i) < veryShortShadow.at(i) &&
      c.lowerShadow(i) > veryLongShadow.at(i)
        ? 100
        : 0;
  },
});
