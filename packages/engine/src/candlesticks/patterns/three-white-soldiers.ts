import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';
import { risingWhites } from './rising-whites';

/** Three White Soldiers' tests that read no average: three whites rising (rising-whites.ts). */
const mayFire: PreCheck = risingWhites;

/**
 * CDL3WHITESOLDIERS: three white candles with rising closes and hardly any upper shadow, each opening
 * within or near the previous body, none far shorter than the one before (else it is an advance block).
 */
export const threeWhiteSoldiers = definePattern({
  lookback: maxPeriod('shadowVeryShort', 'bodyShort', 'far', 'near') + 2,
  mayFire,
  setup: ({ candles: c, average }) => {
    const shadow2 = average('shadowVeryShort', 2);
    const shadow1 = average('shadowVeryShort', 1);
    const shadow0 = average('shadowVeryShort');
    const near2 = average('near', 2);
    const near1 = average('near', 1);
    const far2 = average('far', 2);
    const far1 = average('far', 1);
    const shortBody = average('bodyShort');
    return (i) =>
      mayFire(c, i) &&
      c.upperShadow(i - 2) < shadow2.at(i) &&
      c.upperShadow(i - 1) < shadow1.at(i) &&
      c.upperShadow(i) < shadow0.at(i) &&
      c.open(i - 1) <= c.close(i - 2) + near2.at(i) &&
      c.open(i) <= c.close(i - 1) + near1.at(i) &&
      c.body(i - 1) > c.body(i - 2) - far2.at(i) &&
      c.body(i) > c.body(i - 1) - far1.at(i) &&
      c.body(i) > shortBody.at(i)
        ? 100
        : 0;
  },
});
