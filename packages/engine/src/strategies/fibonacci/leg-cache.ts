import { lastConfirmed, type Pivot, type PivotLevel, type PivotLevels } from '../../pivots';
import { alternatingSwings } from '../swings';

/** A leg: its start and its end pivot. */
export type Leg = readonly [Pivot, Pivot];

/** Numbers kept per leg (`LegCache.numbers`): its start price, end price, whether it ends on a high, its start and end bars. */
export const LEG = 5;

/**
 * The last completed leg of each level as of a bar, found once per bar and level for all eight
 * Fibonacci strategies (global bars, so a sliding window needs no clearing).
 */
export class LegCache {
  readonly #bars = new Float64Array(4).fill(-1);
  readonly #legs: (Pivot[] | null)[] = [[], [], [], []];
  readonly #found: Pivot[][] = [[], [], [], []];
  /** Per slot, the position of the leg's end in the level's list when its swings were last looked up. */
  readonly #positions = new Float64Array(4).fill(-1);
  /** Per slot, whether the swings ending there exist, whatever their reach. */
  readonly #exists = new Uint8Array(4);
  /**
   * Per slot, side by side (LEG numbers), the numbers the family's gate reads of the leg: one cache line for the four
   * levels, where the pivots are objects of their own (cold ones once 400 states are updated in turn).
   */
  readonly numbers = new Float64Array(4 * LEG);

  /**
   * The level's last confirmed pivot on or before global bar `bar` and the swing before it, the start
   * lying on or after bar `from`; null when there is none.
   */
  legAt(pivots: PivotLevels, level: PivotLevel, slot: number, bar: number, from: number): Leg | null {
    if (this.#bars[slot] !== bar) {
      const list = pivots[level];
      // The list only grows at its end: when its last pivot was the leg's end on an earlier bar (confirmed by then, so by
      // this one too), it still is, with the same swing before it; only the reach is new.
      if (!(this.#positions[slot] === list.length - 1 && bar > this.#bars[slot]!))
        this.#lookUp(list, slot, bar);
      const at = slot * LEG;
      const reached = this.numbers[at + 3]! >= from && this.numbers[at + 4]! >= from;
      this.#legs[slot] = this.#exists[slot] === 1 && reached ? this.#found[slot]! : null;
      this.#bars[slot] = bar;
    }
    return this.#legs[slot] as Leg | null;
  }

  /** The swings ending at the level's last pivot confirmed by `bar`, whatever their reach. */
  #lookUp(list: readonly Pivot[], slot: number, bar: number): void {
    const position = lastConfirmed(list, bar);
    const found = this.#found[slot]!;
    // No bar before any: a swing's reach is judged by the caller.
    const exists = position >= 0 && alternatingSwings(list, position, 2, Number.NEGATIVE_INFINITY, found);
    this.#exists[slot] = exists ? 1 : 0;
    this.#positions[slot] = position;
    if (!exists) return;
    const at = slot * LEG;
    this.numbers[at] = found[0]!.price;
    this.numbers[at + 1] = found[1]!.price;
    this.numbers[at + 2] = found[1]!.kind === 'high' ? 1 : 0;
    this.numbers[at + 3] = found[0]!.index;
    this.numbers[at + 4] = found[1]!.index;
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
