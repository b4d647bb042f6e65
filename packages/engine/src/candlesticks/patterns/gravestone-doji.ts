import { maxPeriod } from '../candle-settings';
import { definePattern } from '../define-pattern';

/** CDLGRAVESTONEDOJI: a doji with no lower shadow and an upper one; TA-Lib gives +100 though it reads bearish. */
export const gravestoneDoji = definePattern({
  lookback: maxPeriod('bodyDoji', 'shadowVeryShort'),
  setup: ({ candles: c, average }) => {
    const dojiBody = average('bodyDoji');
    const veryShortShadow = average('shadowVeryShort');
    return (i) =>
      c.body(i) <= dojiBody.at(i) &&
      c.lowerShadow(i) < veryShortShadow.at(i) &&
      c.upperShadow(i) > veryShortShadow.at(i)
        ? 100
        : 0;
  },
});
