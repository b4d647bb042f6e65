import type { Log } from '../core/log';
import type { TimerScope } from '../core/timers';
import type { LiveTiming } from '../live-options';
import type { CcxtExchange } from './ccxt-exchange';

type LinkState = 'online' | 'waiting' | 'refreshing' | 'stopped';

export interface CcxtLinkInit {
  readonly label: string;
  readonly exchange: CcxtExchange;
  readonly scope: TimerScope;
  readonly timing: LiveTiming;
  readonly log: Log;
  /**
   * Every series of the exchange forgets its forming candle (it missed trades), and ccxt's caches their rows: on the
   * drop, and again just before the loops watch anew, in case the closing socket delivered more meanwhile.
   */
  readonly interrupt: () => void;
}

/**
 * The websocket state of one exchange, shared by its watch loops. Whatever goes wrong, the cure is the same:
 * series forget their forming candles, every socket is closed, and after a delay the loops subscribe afresh; the
 * first kline of each series then fills the gap from REST. The delay is spec §4's: 10 s after a network error or
 * a silent exchange, 1 s after a rejected subscription, 5 s after a rejected kline subscription (one kline
 * resubscribe every 5 s per exchange, since concurrent failures fold into one). Before the venue's 24-hour cut
 * (binance closes every connection at 24 h, reliability-reference §1.3) the link reconnects by itself.
 */
export class CcxtLink {
  readonly #init: CcxtLinkInit;
  #state: LinkState = 'online';
  #wake: (() => void)[] = [];
  #lastHeard = 0;
  #drops = 0;
  #resubscribes = 0;
  #refreshes = 0;

  constructor(init: CcxtLinkInit) {
    this.#init = init;
  }

  get drops(): number {
    return this.#drops;
  }

  get resubscribes(): number {
    return this.#resubscribes;
  }

  get refreshes(): number {
    return this.#refreshes;
  }

  get stopped(): boolean {
    return this.#state === 'stopped';
  }

  start(): void {
    this.#lastHeard = this.#init.scope.now();
    this.#scheduleRefresh();
    this.#scheduleSilenceCheck();
  }

  /** Resolves when the loops may watch; false once stopped. */
  async online(): Promise<boolean> {
    while (this.#state === 'waiting' || this.#state === 'refreshing') {
      await new Promise<void>((resolve) => this.#wake.push(resolve));
    }
    return this.#state === 'online';
  }

  /** A watch call returned data. */
  heard(): void {
    this.#lastHeard = this.#init.scope.now();
  }

  dropped(error: unknown): void {
    if (this.#reconnect(error, this.#init.timing.reconnectMs, 'feed dropped')) this.#drops++;
  }

  resubscribe(error: unknown, delayMs: number): void {
    if (this.#reconnect(error, delayMs, 'subscription failed')) this.#resubscribes++;
  }

  async stop(): Promise<void> {
    this.#state = 'stopped';
    this.#release();
    await this.#init.exchange.close().catch(() => {});
  }

  #reconnect(error: unknown, delayMs: number, what: string): boolean {
    if (this.#state !== 'online') return false;
    this.#state = 'waiting';
    const { label, log, scope, exchange, interrupt } = this.#init;
    log.warn({ err: error, delayMs }, `${label}: ${what}; reconnecting`);
    interrupt();
    void exchange.close().catch(() => {});
    scope.after(delayMs, () => this.#resume('waiting'));
    return true;
  }

  #scheduleRefresh(): void {
    this.#init.scope.after(this.#init.timing.refreshMs, () => void this.#refresh());
  }

  async #refresh(): Promise<void> {
    if (this.#state === 'online') {
      this.#state = 'refreshing';
      this.#refreshes++;
      this.#init.log.info?.({}, `${this.#init.label}: reconnecting before the venue's 24-hour cut`);
      this.#init.interrupt();
      await this.#init.exchange.close().catch(() => {});
      this.#resume('refreshing');
    }
    this.#scheduleRefresh();
  }

  /** A socket can stay open while nothing flows (a half-open connection, a subscription dropped silently). */
  #scheduleSilenceCheck(): void {
    const { scope, timing } = this.#init;
    scope.after(timing.silenceMs / 4, () => {
      if (this.#state === 'online' && scope.now() - this.#lastHeard > timing.silenceMs) {
        this.dropped(new Error(`nothing received for ${timing.silenceMs} ms`));
      }
      this.#scheduleSilenceCheck();
    });
  }

  #resume(from: LinkState): void {
    if (this.#state !== from) return;
    this.#init.interrupt();
    this.#state = 'online';
    this.#lastHeard = this.#init.scope.now();
    this.#release();
  }

  #release(): void {
    for (const wake of this.#wake.splice(0)) wake();
  }
}
