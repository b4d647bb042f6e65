import type { TimerScope } from './timers';

/** The earliest start of the next turn: turns are at least `intervalMs` apart and never in the past. */
export const nextSlot = (lastSlot: number, nowMs: number, intervalMs: number): number =>
  Math.max(nowMs, lastSlot + intervalMs);

/**
 * Spaces actions out: OANDA accepts two new connections a second, and spec §4 lets one exchange resubscribe one
 * kline stream every 5 s. Each `turn()` resolves in its own slot, in call order.
 */
export class Pacer {
  readonly #intervalMs: number;
  readonly #scope: TimerScope;
  #lastSlot = Number.NEGATIVE_INFINITY;

  constructor(intervalMs: number, scope: TimerScope) {
    this.#intervalMs = intervalMs;
    this.#scope = scope;
  }

  async turn(): Promise<void> {
    const now = this.#scope.now();
    const slot = nextSlot(this.#lastSlot, now, this.#intervalMs);
    this.#lastSlot = slot;
    if (slot > now) await this.#scope.sleep(slot - now);
  }
}
