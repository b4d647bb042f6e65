/**
 * Highest (sign 1) or lowest (sign -1) of the last `period` inputs, O(1) amortized per update via a
 * monotonic deque. The deque holds only committed inputs; the newest input sits beside it, so
 * `replace` (the still-open candle moved) is O(1) and never disturbs the deque.
 */
export class RollingExtreme {
  readonly #period: number;
  readonly #sign: number;
  readonly #values: Float64Array;
  readonly #indices: Float64Array;
  #head = 0;
  #size = 0;
  #count = 0;
  #last = 0;

  constructor(period: number, sign: 1 | -1) {
    this.#period = period;
    this.#sign = sign;
    this.#values = new Float64Array(period);
    this.#indices = new Float64Array(period);
  }

  /** How many inputs were added (the newest counts even if replaced since). */
  get count(): number {
    return this.#count;
  }

  get value(): number {
    const last = this.#last;
    if (this.#size === 0) return this.#sign * last;
    const front = this.#values[this.#head]!;
    return this.#sign * Math.max(front, last);
  }

  add(x: number): void {
    if (this.#count > 0) this.#push(this.#count - 1, this.#last);
    this.#count++;
    // The window slides one bar per add, so at most the front entry falls out.
    if (this.#size > 0 && this.#indices[this.#head]! < this.#count - this.#period) {
      this.#head = this.#head + 1 === this.#period ? 0 : this.#head + 1;
      this.#size--;
    }
    this.#last = this.#sign * x;
  }

  replace(x: number): void {
    if (this.#count === 0) this.add(x);
    else this.#last = this.#sign * x;
  }

  #push(index: number, value: number): void {
    const capacity = this.#period;
    let tail = this.#head + this.#size - 1;
    if (tail >= capacity) tail -= capacity;
    while (this.#size > 0 && this.#values[tail]! <= value) {
      this.#size--;
      tail = tail === 0 ? capacity - 1 : tail - 1;
    }
    let slot = this.#head + this.#size;
    if (slot >= capacity) slot -= capacity;
    this.#values[slot] = value;
    this.#indices[slot] = index;
    this.#size++;
  }
}
