import type { Pivot } from '../../pivots';

/** Position of the first pivot at or after global bar `index` (pivots are in bar order). */
export function firstAtOrAfter(pivots: readonly Pivot[], index: number): number {
  let lo = 0;
  let hi = pivots.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (pivots[mid]!.index < index) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
