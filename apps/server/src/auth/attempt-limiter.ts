/**
 * Counts failures per key (an account, a code's owner) in a sliding window; at the limit the key is locked until the
 * oldest failure leaves the window. Every process of the scale mode must see the same counts, so the store is chosen
 * where the app is composed: in memory for one process, in Redis for many.
 */
export interface AttemptLimiter {
  isLocked(key: string, nowMs: number): Promise<boolean>;
  recordFailure(key: string, nowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
}

export type AttemptRule = { readonly max: number; readonly windowMs: number };

/** Makes the limiter of one named rule ("sign-in", "verification"); the name keeps rules' keys apart in a shared store. */
export type AttemptLimiters = (name: string, rule: AttemptRule) => AttemptLimiter;

/** The embedded mode's store: one process holds the counts. */
export class MemoryAttemptLimiter implements AttemptLimiter {
  readonly #failures = new Map<string, number[]>();

  constructor(readonly rule: AttemptRule) {}

  #recent(key: string, nowMs: number): number[] {
    const kept = (this.#failures.get(key) ?? []).filter((at) => at > nowMs - this.rule.windowMs);
    if (kept.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, kept);
    return kept;
  }

  async isLocked(key: string, nowMs: number): Promise<boolean> {
    return this.#recent(key, nowMs).length >= this.rule.max;
  }

  async recordFailure(key: string, nowMs: number): Promise<void> {
    this.#failures.set(key, [...this.#recent(key, nowMs), nowMs]);
  }

  async reset(key: string): Promise<void> {
    this.#failures.delete(key);
  }
}

export const memoryAttemptLimiters: AttemptLimiters = (_name, rule) => new MemoryAttemptLimiter(rule);
