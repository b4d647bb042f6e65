import type { Candles } from '../candles';
import type { PatternRule } from '../define-pattern';

/** Bar j's range strictly inside bar j - 1's. */
export const isInsideBar = (c: Candles, j: number): boolean =>
  c.high(j) < c.high(j - 1) && c.low(j) > c.low(j - 1);

/**
 * Both variants' pre-check: a code on bar i is a setup on i or the confirmation of one on the 3 bars before it (the
 * scorer's watch), so one of bars i - 3 … i has a setup's shape (`maybeSetup`, the setup's tests that read no average).
 */
export function setupWithinWatch(
  c: Candles,
  i: number,
  maybeSetup: (c: Candles, j: number) => boolean,
): boolean {
  for (let j = i - 3; j <= i; j++) if (maybeSetup(c, j)) return true;
  return false;
}

/**
 * The state machine both Hikkake variants share: a setup bar scores +100 (breakout down, so the trap
 * is bullish) or -100; a close beyond the inside bar's opposite extreme within three bars scores
 * +200 / -200 and ends the watch.
 */
export function hikkakeScorer(c: Candles, isSetup: (i: number) => boolean): PatternRule {
  let patternIdx = 0;
  let patternResult = 0;
  const score = (i: number): number => {
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
  // lastCode replays the warm-up on this rule for every bar: the watch starts empty each time, as in a new rule.
  const restart = () => {
    patternIdx = 0;
    patternResult = 0;
  };
  return Object.assign(score, { restart });
}
