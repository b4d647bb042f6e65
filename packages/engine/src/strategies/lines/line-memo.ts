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
 * in turn, so every strategy asks the same few bars; kept for the bars within `keep` of the newest.
 */
export class BarAnswers<T> {
  readonly #answers = new Map<number, T>();
  readonly #keep: number;

  constructor(keep: number) {
    this.#keep = keep;
  }

  get(bar: number, answer: (bar: number) => T): T {
    let found = this.#answers.get(bar);
    if (found === undefined) {
      found = answer(bar);
      if (this.#answers.size >= this.#keep) {
        for (const key of this.#answers.keys()) if (key <= bar - this.#keep) this.#answers.delete(key);
      }
      this.#answers.set(bar, found);
    }
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
