import type { PivotLevel, PivotLevels } from '../../pivots';

/**
 * The position of each level's last confirmed pivot as of a bar, looked up once per bar and level
 * for every Fibonacci strategy (global bars, so a sliding window needs no clearing).
 */
class LastPivotCache {
  readonly #bars = new Float64Array(4).fill(-1);
  readonly #positions = new Int32Array(4);

  /** Position in `pivots[level]` of the last pivot confirmed on or before global bar `bar`, or −1. */
  lastConfirmed(pivots: PivotLevels, level: PivotLevel, slot: number, bar: number): number {
    if (this.#bars[slot] !== bar) {
      const list = pivots[level];
      // Confirmation is a fixed delay after the pivot, so confirmedAt grows along the list.
      let low = 0;
      let high = list.length - 1;
      let found = -1;
      while (low <= high) {
        const middle = (low + high) >> 1;
        if (list[middle]!.confirmedAt <= bar) {
          found = middle;
          low = middle + 1;
        } else high = middle - 1;
      }
      this.#positions[slot] = found;
      this.#bars[slot] = bar;
    }
    return this.#positions[slot]!;
  }
}

const caches = new WeakMap<object, LastPivotCache>();

/** The context's shared cache (looked up once, when a detector is prepared). */
export function lastPivotCacheOf(context: object): LastPivotCache {
  let cache = caches.get(context);
  if (cache === undefined) {
    cache = new LastPivotCache();
    caches.set(context, cache);
  }
  return cache;
}
