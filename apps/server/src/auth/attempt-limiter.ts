/**
 * Counts failures per key (an account, a code) in a sliding window; at the limit the key is locked until the oldest
 * failure leaves the window. In memory: one process holds the counts (the scale mode moves them to Redis).
 */
export class AttemptLimiter {
  readonly #failures = new Map<string, number[]>();

  constructor(
    readonly maxFailures: number,
    readonly windowMs: number,
  ) {}

  #recent(key: string, nowMs: number): number[] {
    const kept = (this.#failures.get(key) ?? []).filter((at) => at > nowMs - this.windowMs);
    if (kept.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, kept);
    return kept;
  }

  isLocked(key: string, nowMs: number): boolean {
    return this.#recent(key, nowMs).length >= this.maxFailures;
  }

  recordFailure(key: string, nowMs: number): void {
    this.#failures.set(key, [...this.#recent(key, nowMs), nowMs]);
  }

  reset(key: string): void {
    this.#failures.delete(key);
  }
}
