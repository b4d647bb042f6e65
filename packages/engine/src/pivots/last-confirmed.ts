import type { Pivot } from './pivot-types';

/**
 * Position of the last pivot of `list` confirmed on or before global bar `bar`, or −1 (confirmation is a fixed delay
 * after the pivot, so confirmedAt grows along a level's list). The search gallops back from the end: rules ask about
 * the last bars, whose answer is the last pivot or one just before it, so it reads a pivot or two instead of a binary
 * search's eight or so spread over the list.
 */
export function lastConfirmed(list: readonly Pivot[], bar: number): number {
  let hi = list.length - 1;
  if (hi < 0 || list[hi]!.confirmedAt <= bar) return hi;
  // Invariant: list[hi] is confirmed after `bar`; list[lo] on or before it (lo = −1 stands for "none").
  let step = 1;
  let lo = hi - 1;
  while (lo >= 0 && list[lo]!.confirmedAt > bar) {
    hi = lo;
    step *= 2;
    lo = hi - step;
  }
  if (lo < -1) lo = -1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.confirmedAt <= bar) lo = mid;
    else hi = mid;
  }
  return lo;
}
