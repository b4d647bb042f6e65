import { maxPeriod } from '../candle-settings';
import { definePattern, type PreCheck } from '../define-pattern';

/** The Breakaway's tests that read no average: the colours, the gap, the drift and the close back inside the gap. */
const mayFire: PreCheck = (c, i) =>
  c.color(i - 4) === c.color(i - 3) &&
  c.color(i - 3) === c.color(i - 1) &&
  c.color(i - 1) === -c.color(i) &&
  ((c.color(i - 4) === -1 &&
    c.bodyGapDown(i - 3, i - 4) &&
    c.high(i - 2) < c.high(i - 3) &&
    c.low(i - 2) < c.low(i - 3) &&
    c.high(i - 1) < c.high(i - 2) &&
    c.low(i - 1) < c.low(i - 2) &&
    c.close(i) > c.open(i - 3) &&
    c.close(i) < c.close(i - 4)) ||
    (c.color(i - 4) === 1 &&
      c.bodyGapUp(i - 3, i - 4) &&
      c.high(i - 2) > c.high(i - 3) &&
      c.low(i - 2) > c.low(i - 3) &&
      c.high(i - 1) > c.high(i - 2) &&
      c.low(i - 1) > c.low(i - 2) &&
      c.close(i) < c.open(i - 3) &&
      c.close(i) > c.close(i - 4)));

/** CDLBREAKAWAY: a long candle, a gap, three candles drifting on, then a reversal closing inside the gap. */
export const breakaway = definePattern({
  lookback: maxPeriod('bodyLong') + 4,
  mayFire,
  setup: ({ candles: c, average }) => {
    const firstLong = average('bodyLong', 4);
    return (i) => (c.body(i - 4) > firstLong.at(i) && mayFire(c, i) ? c.color(i) * 100 : 0);
  },
});
