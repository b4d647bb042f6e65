/** Entries kept before the ones out of reach are dropped (an incremental state lives long). */
const PRUNE_AT = 256;

/**
 * Lines built once per pivot (keyed by its global bar) and shared by a family's strategies on one
 * context; entries more than `reach` bars behind the newest asked are dropped now and then.
 */
export class LineMemo<T> {
  readonly #entries = new Map<number, T | null>();
  readonly #reach: number;

  constructor(reach: number) {
    this.#reach = reach;
  }

  /** The entry of `bar`: undefined if never set (or dropped), null if set to "no line". */
  get(bar: number): T | null | undefined {
    return this.#entries.get(bar);
  }

  set(bar: number, entry: T | null): T | null {
    if (this.#entries.size >= PRUNE_AT) {
      for (const key of this.#entries.keys()) if (key < bar - this.#reach) this.#entries.delete(key);
    }
    this.#entries.set(bar, entry);
    return entry;
  }
}

/**
 * Per-bar answers shared by a family's strategies: a batch scan runs each strategy over the last bars
 * in turn, so every strategy asks the same few bars; a bar's answer is kept until a bar `keep` later (or
 * `keep` earlier) takes its slot of the ring.
 */
export class BarAnswers<T> {
  readonly #bars: Float64Array;
  readonly #answers: (T | undefined)[];

  constructor(keep: number) {
    this.#bars = new Float64Array(keep).fill(-1);
    this.#answers = new Array<T | undefined>(keep).fill(undefined);
  }

  get(bar: number, answer: (bar: number) => T): T {
    const slot = bar % this.#bars.length;
    if (this.#bars[slot] === bar) return this.#answers[slot] as T;
    const found = answer(bar);
    this.#bars[slot] = bar;
    this.#answers[slot] = found;
    return found;
  }
}

/**
 * Per-bar numbers kept as BarAnswers keeps answers, each bar beside its number in one typed array: reading a bar's
 * number touches one cache line of the state, where BarAnswers' two arrays were two (cold ones once 400 states are
 * updated in turn).
 */
export class BarNumbers {
  readonly #keep: number;
  /** Per slot, the bar (−1: none) and its number. */
  readonly #entries: Float64Array;

  constructor(keep: number) {
    this.#keep = keep;
    this.#entries = new Float64Array(2 * keep).fill(-1);
  }

  get(bar: number, answer: (bar: number) => number): number {
    const at = 2 * (bar % this.#keep);
    if (this.#entries[at] === bar) return this.#entries[at + 1]!;
    const found = answer(bar);
    this.#entries[at] = bar;
    this.#entries[at + 1] = found;
    return found;
  }
}

/**
 * One value per context, shared by a family's strategies: a scan prepares all its strategies on one
 * context in a row, so the last context's value is kept (a WeakMap here cost a batch scan of the whole
 * catalog about 40 % more, in the collector's ephemeron work). Preparing on another context in between
 * only makes a second value, never a wrong one: the value is a memo of what the context's candles say.
 */
export function perContext<C extends object, V>(make: (context: C) => V): (context: C) => V {
  let last: C | undefined;
  let value: V | undefined;
  return (context) => {
    if (context !== last) {
      last = context;
      value = make(context);
    }
    return value as V;
  };
}
