import type { StrategyContext } from './context';

/** Bars whose events are kept behind the newest walked one before older ones are dropped. */
const KEEP = 1024;

/**
 * Events found by walking a context's bars forward once, shared by a family's strategies (QM's pending
 * patterns, RTM's fresh zones): each bar is stepped once whatever the number of strategies asking, and
 * what a step keeps pending (a zone waiting for its first return) is carried to the next bar instead of
 * being searched for again. A step reads only its own bar and earlier ones, so nothing is looked ahead.
 *
 * A walk starts `reach` bars before the first bar asked, so everything that can matter on that bar
 * (an item born at most `reach` bars before it) is seen; asking a bar before the walk's complete range
 * starts it again there. Bars are global; a sliding window's offset is read per step.
 */
export abstract class ForwardWalk<E> {
  protected readonly context: StrategyContext;
  readonly #reach: number;
  #next = -1;
  /** First bar whose events are complete. */
  #complete = 0;
  readonly #events = new Map<number, E>();

  protected constructor(context: StrategyContext, reach: number) {
    this.context = context;
    this.#reach = reach;
  }

  /** Forgets everything pending: the walk starts again. */
  protected abstract restart(): void;

  /** Steps global bar `bar` (every earlier bar of the walk stepped already); its events, if any. */
  protected abstract step(bar: number): E | undefined;

  /** The events of global bar `bar`, walking to it first. */
  at(bar: number): E | undefined {
    if (this.#next < 0 || bar < this.#complete) {
      this.#events.clear();
      this.restart();
      this.#next = Math.max(this.context.offset, bar - this.#reach);
      this.#complete = bar;
    }
    while (this.#next <= bar) {
      const events = this.step(this.#next);
      if (events !== undefined) this.#events.set(this.#next, events);
      this.#next++;
    }
    if (this.#events.size > KEEP) {
      const cut = bar - KEEP;
      for (const key of this.#events.keys()) if (key < cut) this.#events.delete(key);
      this.#complete = Math.max(this.#complete, cut);
    }
    return this.#events.get(bar);
  }
}
