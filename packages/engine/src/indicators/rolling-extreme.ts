/**
 * Highest (sign 1) or lowest (sign -1) of the last `period` inputs, O(1) amortized per update via a
 * monotonic deque. The deque holds only committed inputs; the newest input sits beside it, so
 * `replace` (the still-open candle moved) is O(1) and never disturbs the deque.
 */
export class RollingExtreme {
  readonly #period: number;
  readonly #sign: number;
  /**
   * The deque's entries side by side, value then index (2 numbers per slot), and the newest input last: one array
   * instead of two and a boxed field, so an update reads a line or two of it (the indicators of 400 states updated in
   * turn are cold).
   */
  readonly #slots: Float64Array;
  /** Position of the newest input in `#slots`. */
  readonly #lastAt: number;
  #head = 0;
  #size = 0;
  #count = 0;

  constructor(period: number, sign: 1 | -1) {
    this.#period = period;
    this.#sign = sign;
    this.#slots = new Float64Array(2 * period + 1);
    this.#lastAt = 2 * period;
  }

  /** How many inputs were added (the newest counts even if replaced since). */
  get count(): number {
    return this.#count;
  }

  get value(): number {
    const last = this.#slots[this.#lastAt]!;
    if (this.#size === 0) return this.#sign * last;
    const front = this.#slots[2 * this.#head]!;
    return this.#sign * Math.max(front, last);
  }

  /**
   * The extreme of the last `inputs` inputs (1 to the period), as a RollingExtreme of that period gives it: the
   * deque's entries that recent are that window's deque, so one deque serves nested windows (Ichimoku's three).
   */
  valueOver(inputs: number): number {
    const last = this.#slots[this.#lastAt]!;
    const from = this.#count - inputs;
    const slots = this.#slots;
    let slot = this.#head;
    for (let k = 0; k < this.#size; k++) {
      if (slots[2 * slot + 1]! >= from) return this.#sign * Math.max(slots[2 * slot]!, last);
      slot = slot + 1 === this.#period ? 0 : slot + 1;
    }
    return this.#sign * last;
  }

  add(x: number): void {
    if (this.#count > 0) this.#push(this.#count - 1, this.#slots[this.#lastAt]!);
    this.#count++;
    // The window slides one bar per add, so at most the front entry falls out.
    if (this.#size > 0 && this.#slots[2 * this.#head + 1]! < this.#count - this.#period) {
      this.#head = this.#head + 1 === this.#period ? 0 : this.#head + 1;
      this.#size--;
    }
    this.#slots[this.#lastAt] = this.#sign * x;
  }

  replace(x: number): void {
    if (this.#count === 0) this.add(x);
    else this.#slots[this.#lastAt] = this.#sign * x;
  }

  #push(index: number, value: number): void {
    const capacity = this.#period;
    const slots = this.#slots;
    let tail = this.#head + this.#size - 1;
    if (tail >= capacity) tail -= capacity;
    while (this.#size > 0 && slots[2 * tail]! <= value) {
      this.#size--;
      tail = tail === 0 ? capacity - 1 : tail - 1;
    }
    let slot = this.#head + this.#size;
    if (slot >= capacity) slot -= capacity;
    slots[2 * slot] = value;
    slots[2 * slot + 1] = index;
    this.#size++;
  }
}
