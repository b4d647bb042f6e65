import { PIVOT_LEVELS, type PivotLevels, type PivotOptions, resolveSpans } from './pivot-types';
import { isSwingHigh, isSwingLow, LevelSequence, levelsOf, type PriceAt } from './swing-rules';

/**
 * Swing pivots at four nested levels over whole columns (see README.md for the rule). Level k + 1
 * only looks at the bars that are level-k pivots, so every Major pivot is also a MidMajor, Minor and
 * SuperMinor pivot. Pivots of the last `span` bars of a level are not confirmed yet and are absent.
 */
export function findPivots(
  high: ArrayLike<number>,
  low: ArrayLike<number>,
  options?: PivotOptions,
): PivotLevels {
  if (high.length !== low.length) throw new RangeError('high and low must have the same length');
  const spans = resolveSpans(options);
  const highAt: PriceAt = (j) => high[j] as number;
  const lowAt: PriceAt = (j) => low[j] as number;
  const n = high.length;

  const sequences = PIVOT_LEVELS.map((level, k) => new LevelSequence(level, spans[k] as number));
  const first = sequences[0] as LevelSequence;
  for (let i = first.span; i + first.span < n; i++) offerBar(first, i, true, true);

  for (let k = 1; k < sequences.length; k++) {
    const seq = sequences[k] as LevelSequence;
    for (const pivot of (sequences[k - 1] as LevelSequence).pivots) {
      if (pivot.index - seq.span >= 0 && pivot.index + seq.span < n) {
        offerBar(seq, pivot.index, pivot.kind === 'high', pivot.kind === 'low');
      }
    }
  }

  function offerBar(seq: LevelSequence, i: number, mayBeHigh: boolean, mayBeLow: boolean): void {
    const isHigh = mayBeHigh && isSwingHigh(highAt, i, seq.span);
    const isLow = mayBeLow && isSwingLow(lowAt, i, seq.span);
    if (isHigh || isLow) seq.offer(i, isHigh ? highAt(i) : null, isLow ? lowAt(i) : null);
  }

  return levelsOf(sequences);
}
