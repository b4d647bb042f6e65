import type { Pivot, PivotLevel } from '../pivots';

/** Levels tried coarsest first, so a bar confirming a pattern on two levels reports the coarser one. */
export const LEVELS_COARSEST_FIRST = [
  'Major',
  'MidMajor',
  'Minor',
  'SuperMinor',
] as const satisfies readonly PivotLevel[];

/**
 * The last `count` swings of one level ending at `pivots[position]`, oldest first, into `out`: kinds
 * alternate, and a same-kind run (pivots that kept moving outward, pivots/README rule 4) counts as one
 * swing, its last and most extreme pivot. False when the level has fewer swings, or when one would lie
 * before bar `from` (a pattern older than the detector's reach).
 */
export function alternatingSwings(
  pivots: readonly Pivot[],
  position: number,
  count: number,
  from: number,
  out: Pivot[],
): boolean {
  let k = position;
  for (let n = count - 1; n >= 0; n--) {
    const swing = pivots[k];
    if (swing === undefined || swing.index < from) return false;
    out[n] = swing;
    // Skip the rest of this swing's run: the next swing back is the nearest pivot of the other kind.
    while (k >= 0 && pivots[k]!.kind === swing.kind) k--;
  }
  out.length = count;
  return true;
}
