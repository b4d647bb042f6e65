import { lastConfirmed, type Pivot, type PivotLevel, type PivotLevels } from '../../pivots';
import { alternatingSwings } from '../swings';

/** A leg: its start and its end pivot. */
export type Leg = readonly [Pivot, Pivot];

/**
 * The last completed leg of each level as of a bar, found once per bar and level for all eight
 * Fibonacci strategies (global bars, so a sliding window needs no clearing).
 */
export class LegCache {
  readonly #bars = new Float64Array(4).fill(-1);
  readonly #legs: (Pivot[] | null)[] = [[], [], [], []];
  readonly #found: Pivot[][] = [[], [], [], []];

  /**
   * The level's last confirmed pivot on or before global bar `bar` and the swing before it, the start
   * lying on or after bar `from`; null when there is none.
   */
  legAt(pivots: PivotLevels, level: PivotLevel, slot: number, bar: number, from: number): Leg | null {
    if (this.#bars[slot] !== bar) {
      const list = pivots[level];
      const position = lastConfirmed(list, bar);
      const found = this.#found[slot]!;
      this.#legs[slot] = position >= 0 && alternatingSwings(list, position, 2, from, found) ? found : null;
      this.#bars[slot] = bar;
    }
    return this.#legs[slot] as Leg | null;
  }
}

const caches = new WeakMap<object, LegCache>();

/** The context's shared cache (looked up once, when a detector is prepared). */
export function legCacheOf(context: object): LegCache {
  let cache = caches.get(context);
  if (cache === undefined) {
    cache = new LegCache();
    caches.set(context, cache);
  }
  return cache;
}
