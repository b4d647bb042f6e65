import type { Candles } from '../candles';

/**
 * The state machine both Hikkake variants share: a setup bar scores +100 (breakout down, so the trap
 * is bullish) or -100; a close beyond the inside bar's opposite extreme within three bars scores
 * +200 / -200 and ends the watch.
 */
export function hikkakeScorer(c: Candles, isSetup: (i: number) => boolean): (i: number) => number {
  let patternIdx = 0;
  let patternResult = 0;
  return (i) => {
    if (isSetup(i)) {
      patternResult = c.high(i) < c.high(i - 1) ? 100 : -100;
      patternIdx = i;
      return patternResult;
    }
    if (
      i <= patternIdx + 3 &&
      ((patternResult > 0 && c.close(i) > c.high(patternIdx - 1)) ||
        (patternResult < 0 && c.close(i) < c.low(patternIdx - 1)))
    ) {
      patternIdx = 0;
      return patternResult + (patternResult > 0 ? 100 : -100);
    }
    return 0;
  };
}
