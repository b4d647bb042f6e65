import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Tristar's tests that read no average: the middle body gapping away, the third not going on past it. */
const mayFire: PreCheck = (c, i) =>
  (c.bodyGapUp(i - 1, i - 2) && c.bodyTop(i) < c.bodyTop(i - 1)) ||
  (c.bodyGapDown(i - 1, i - 2) && c.bodyBottom(i) > c.bodyBottom(i - 1));

/** CDLTRISTAR: three dojis, the middle one gapping away; signed against the middle gap. */
export const tristar = definePattern({
  lookback: maxPeriod('bodyDoji') + 2,
  mayFire,
  setup: ({ candles: c, average }) => {
    // TA-Lib judges all three dojis against the average before the first of them.
    const dojiBody = average('bodyDoji', 2);
    return (i) => {
      const threshold = dojiBody.at(i);
      if (!(c.body(i - 2) <= threshold && c.body(i - 1) <= threshold && c.body(i) <= threshold)) return 0;
      let code = 0;
      if (c.bodyGapUp(i - 1, i - 2) && c.bodyTop(i) < c.bodyTop(i - 1)) code = -100;
      if (c.bodyGapDown(i - 1, i - 2) && c.bodyBottom(i) > c.bodyBottom(i - 1)) code = 100;
      return code;
    };
  },
});
