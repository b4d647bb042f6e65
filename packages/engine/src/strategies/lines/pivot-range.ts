import type { Pivot } from '../../pivots';
import { firstAtOrAfter } from './first-at-or-after';

/**
 * The positions [first, end) of a level's pivots a bar's lines are read from: the pivots at or after bar `lower` that
 * are confirmed by the bar. Moved on from the previous bar when asked the next one (every candle of an incremental
 * scan, each bar of a batch scan's window in turn), it reads a pivot or two instead of searching the list.
 */
export class PivotRange {
  bar = -2;
  first = -1;
  end = -1;
  /**
   * The bar of the pivot at `first` (+∞ while there is none): moving on, the range reads it here, not in the pivot (a
   * cache line of its own per level, once 400 states are updated in turn). A level's list only grows at its end.
   */
  #firstIndex = Number.POSITIVE_INFINITY;

  /** Moves the range to `bar`; whether it holds the same pivots as on the bar asked before, the bar before this one. */
  moveTo(pivots: readonly Pivot[], bar: number, lower: number): boolean {
    const next = bar === this.bar + 1;
    let first = next ? this.first : firstAtOrAfter(pivots, lower);
    if (!next || this.#firstIndex < lower || first >= pivots.length) {
      while (first < pivots.length && pivots[first]!.index < lower) first++;
      this.#firstIndex = first < pivots.length ? pivots[first]!.index : Number.POSITIVE_INFINITY;
    }
    // confirmedAt grows along the list: every pivot between the previous range's end and `first` is confirmed.
    let end = next ? Math.max(first, this.end) : first;
    while (end < pivots.length && pivots[end]!.confirmedAt <= bar) end++;
    const same = next && first === this.first && end === this.end;
    this.bar = bar;
    this.first = first;
    this.end = end;
    return same;
  }
}

/** Whether a pivot of `kind` lies at positions [from, to) of the list (what came or left as a range moved on). */
export function hasKind(pivots: readonly Pivot[], kind: Pivot['kind'], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (pivots[k]!.kind === kind) return true;
  return false;
}
