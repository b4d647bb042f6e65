import { formingOpen } from '../core/timeframe-codes';
import type { TimerScope } from '../core/timers';
import type { LiveSeries } from '../series/live-series';

/**
 * Closes candles of venues that stream prices but no klines (OANDA, LiteFinance, coinex): every `intervalMs` each
 * series whose expected candle should have closed by now asks REST for it. The series decides what is new, so a
 * missed poll, a failed request or a dropped price stream only delays candles: the next poll fills the gap.
 */
export class CandlePoller {
  readonly #scope: TimerScope;
  readonly #series: readonly LiveSeries[];
  readonly #intervalMs: number;
  #cancel: (() => void) | undefined;

  constructor(scope: TimerScope, series: readonly LiveSeries[], intervalMs: number) {
    this.#scope = scope;
    this.#series = series;
    this.#intervalMs = intervalMs;
  }

  start(): void {
    this.#schedule();
  }

  /** Polls at once (after a reconnect) instead of at the next tick. */
  pollNow(): void {
    this.#cancel?.();
    this.#cycle();
  }

  #schedule(): void {
    this.#cancel = this.#scope.after(this.#intervalMs, () => this.#cycle());
  }

  #cycle(): void {
    const nowS = this.#scope.now() / 1000;
    for (const series of this.#series) {
      const before = formingOpen(nowS, series.timeframe);
      if (before > series.expected && !series.busy) void series.sync(before);
    }
    this.#schedule();
  }
}
