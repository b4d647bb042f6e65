import type { PatternContext, PreCheck } from '../define-pattern';

/** The kick's tests that read no average: opposite colours, the second gapping fully away from the first. */
export const mayKick: PreCheck = (c, i) =>
  c.color(i - 1) === -c.color(i) &&
  ((c.color(i - 1) === -1 && c.gapUp(i, i - 1)) || (c.color(i - 1) === 1 && c.gapDown(i, i - 1)));

/** The shared rule of CDLKICKING and CDLKICKINGBYLENGTH: opposite marubozu separated by a candle gap. */
export function isKick({ candles: c, average }: PatternContext): (i: number) => boolean {
  const shadow1 = average('shadowVeryShort', 1);
  const shadow0 = average('shadowVeryShort');
  const long1 = average('bodyLong', 1);
  const long0 = average('bodyLong');
  return (i) =>
    mayKick(c, i) &&
    c.body(i - 1) > long1.at(i) &&
    c.upperShadow(i - 1) < shadow1.at(i) &&
    c.lowerShadow(i - 1) < shadow1.at(i) &&
    c.body(i) > long0.at(i) &&
    c.upperShadow(i) < shadow0.at(i) &&
    c.lowerShadow(i) < shadow0.at(i);
}
