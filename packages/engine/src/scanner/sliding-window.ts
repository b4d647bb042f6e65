/** Bars appended between two slides: each slide copies `keep` bars of every column. */
export const SLIDE_EVERY = 64;

/**
 * Equal-length columns over the most recent bars: appends fill a buffer of `keep + SLIDE_EVERY`, and a
 * full buffer slides its last `keep` bars to the front (O(keep / 64) copies per bar, and the arrays
 * stay the same objects, so views and prepared rules held on them remain valid). Local bar i is
 * global bar i + offset. Memory per column is (keep + 64) × 8 bytes.
 */
export class SlidingWindow {
  readonly keep: number;
  readonly capacity: number;
  #columns: Float64Array[] = [];
  #length = 0;
  #offset = 0;

  constructor(keep: number) {
    if (!(Number.isInteger(keep) && keep >= 1)) throw new RangeError('keep must be a positive integer');
    this.keep = keep;
    this.capacity = keep + SLIDE_EVERY;
  }

  get length(): number {
    return this.#length;
  }

  get offset(): number {
    return this.#offset;
  }

  /** A new column, filled with NaN, that slides with the others. */
  column(): Float64Array {
    const column = new Float64Array(this.capacity).fill(Number.NaN);
    this.#columns.push(column);
    return column;
  }

  /** Makes room for one more bar and returns its local index. */
  advance(): number {
    if (this.#length === this.capacity) {
      const start = this.capacity - this.keep;
      for (const column of this.#columns) column.copyWithin(0, start);
      this.#offset += start;
      this.#length = this.keep;
    }
    return this.#length++;
  }
}
