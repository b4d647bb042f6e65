import { secondsOfOandaTime } from '../core/candle-mapping';
import type { Log } from '../core/log';
import type { Pacer } from '../core/pacer';
import type { TimerScope } from '../core/timers';
import { type HttpClient, HttpStatusError } from '../http/http-client';
import { LineSplitter, parseLine } from '../http/ndjson';
import type { LiveTiming } from '../live-options';

type Ending = 'dropped' | 'refresh' | 'stopped';

export interface OandaPriceStreamInit {
  readonly label: string;
  readonly http: HttpClient;
  /** `{stream host}/v3/accounts/{id}/pricing/stream?instruments=EUR_USD,…` */
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly scope: TimerScope;
  readonly timing: LiveTiming;
  readonly log: Log;
  /** Shared by all streams of the account: OANDA allows two new connections a second. */
  readonly connections: Pacer;
  readonly onPrice: (instrument: string, price: number, timeS: number) => void;
  /** After every reconnect: candles that closed meanwhile are fetched from REST. */
  readonly onReconnected: () => void;
}

const priceOf = (side: unknown, closeout: unknown): number => {
  const first = Array.isArray(side) ? (side[0] as { price?: unknown } | undefined)?.price : undefined;
  return Number(first ?? closeout);
};

/** The mid price of an OANDA PRICE line, or undefined when a side is missing (a non-tradeable instrument). */
export const midOf = (message: Record<string, unknown>): number | undefined => {
  const bid = priceOf(message.bids, message.closeoutBid);
  const ask = priceOf(message.asks, message.closeoutAsk);
  const mid = (bid + ask) / 2;
  return Number.isFinite(mid) && mid > 0 ? mid : undefined;
};

/**
 * One OANDA pricing stream (NDJSON over chunked HTTP, heartbeats about every 5 s). It ends when the stream ends,
 * errors, or stays silent for `heartbeatTimeoutMs` (a drop): then it reconnects after `reconnectMs` (spec §4).
 * It also reconnects by itself every `refreshMs`, before any 24-hour cut.
 */
export class OandaPriceStream {
  readonly #init: OandaPriceStreamInit;
  #abort: AbortController | undefined;
  #ending: Ending | undefined;
  #loop: Promise<void> | undefined;
  #drops = 0;
  #stopped = false;

  constructor(init: OandaPriceStreamInit) {
    this.#init = init;
  }

  get drops(): number {
    return this.#drops;
  }

  start(): void {
    this.#loop = this.#run();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#end('stopped');
    await this.#loop;
  }

  async #run(): Promise<void> {
    const { scope, timing, log, label } = this.#init;
    for (let first = true; !scope.disposed && !this.#stopped; first = false) {
      await this.#init.connections.turn();
      if (scope.disposed || this.#stopped) return;
      if (!first) this.#init.onReconnected();
      const ending = await this.#session();
      if (ending === 'stopped' || scope.disposed || this.#stopped) return;
      if (ending === 'dropped') {
        this.#drops++;
        log.warn({ reconnectMs: timing.reconnectMs }, `${label}: price stream dropped; reconnecting`);
        await scope.sleep(timing.reconnectMs);
      }
    }
  }

  #end(ending: Ending): void {
    this.#ending ??= ending;
    this.#abort?.abort();
  }

  async #session(): Promise<Ending> {
    const { http, url, headers, scope, timing, log, label } = this.#init;
    const abort = new AbortController();
    this.#abort = abort;
    this.#ending = undefined;
    let cancelWatchdog = scope.after(timing.heartbeatTimeoutMs, () => this.#end('dropped'));
    const cancelRefresh = scope.after(timing.refreshMs, () => this.#end('refresh'));
    try {
      const response = await http.open(url, headers, abort.signal, 0);
      if (response.statusCode !== 200) {
        response.resume();
        throw new HttpStatusError(response.statusCode ?? 0, undefined, 'price stream refused');
      }
      response.setEncoding('utf8');
      const lines = new LineSplitter();
      for await (const chunk of response) {
        cancelWatchdog();
        cancelWatchdog = scope.after(timing.heartbeatTimeoutMs, () => this.#end('dropped'));
        for (const line of lines.push(chunk as string)) this.#line(line);
      }
      return this.#ending ?? 'dropped';
    } catch (error) {
      if (this.#ending === undefined) log.warn({ err: error }, `${label}: price stream failed`);
      return this.#ending ?? 'dropped';
    } finally {
      cancelWatchdog();
      cancelRefresh();
      abort.abort();
      this.#abort = undefined;
    }
  }

  #line(line: string): void {
    const message = parseLine(line);
    if (message?.type !== 'PRICE' || typeof message.instrument !== 'string') return;
    const mid = midOf(message);
    const time = secondsOfOandaTime(message.time);
    if (mid !== undefined && Number.isFinite(time)) this.#init.onPrice(message.instrument, mid, time);
  }
}
