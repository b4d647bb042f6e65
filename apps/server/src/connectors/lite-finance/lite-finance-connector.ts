import type { Candle } from '@tradescope/engine';
import type { Instrument } from '../../feed';
import type { Connector, ConnectorHealth } from '../connector';
import { RequestGate } from '../core/request-gate';
import { HttpClient } from '../http/http-client';
import type { LiteFinanceOptions } from '../live-options';
import { CandlePoller } from '../polling/candle-poller';
import type { FeedContext } from '../series/feed-context';
import { publishPrice } from '../series/prices';
import { SeriesBook } from '../series/series-book';
import { LITE_FINANCE_URL, LiteFinanceApi } from './lite-finance-api';

export interface LiteFinanceConnectorInit {
  readonly ctx: FeedContext;
  readonly instruments: readonly Instrument[];
  readonly timeframes: readonly number[];
  readonly options: LiteFinanceOptions;
}

/**
 * Stocks from LiteFinance's unofficial chart history (off by default). There is no price stream: candles are
 * polled like OANDA's, and the price is the close of the shortest forming candle after each poll.
 */
export class LiteFinanceConnector implements Connector {
  readonly label = 'lite-finance';
  readonly #init: LiteFinanceConnectorInit;
  readonly #http = new HttpClient(2);
  readonly #gate: RequestGate;
  readonly #book: SeriesBook;
  #state: ConnectorHealth['state'] = 'starting';

  constructor(init: LiteFinanceConnectorInit) {
    this.#init = init;
    const { scope } = init.ctx;
    // An unofficial endpoint: one request at a time, a quarter second apart, to stay unnoticed and unblocked.
    this.#gate = new RequestGate(scope, { concurrency: 1, minIntervalMs: 250 });
    const api = new LiteFinanceApi({
      http: this.#http,
      gate: this.#gate,
      scope,
      url: init.options.url ?? LITE_FINANCE_URL,
      utcOffsetS: init.options.utcOffsetS ?? 0,
    });
    this.#book = new SeriesBook(init.ctx, api);
  }

  instruments(): readonly Instrument[] {
    return this.#init.instruments;
  }

  forming(symbol: string, timeframe: number): Candle | undefined {
    return this.#book.get(symbol, timeframe)?.forming;
  }

  health(): ConnectorHealth {
    return {
      label: this.label,
      state: this.#state,
      instruments: this.#init.instruments.length,
      drops: 0,
      rateLimited: this.#gate.rateLimited,
    };
  }

  async start(): Promise<void> {
    const { ctx, instruments, timeframes } = this.#init;
    await this.#book.openAll(instruments, timeframes);
    if (ctx.scope.disposed) return;
    new CandlePoller(ctx.scope, [...this.#book.all()], ctx.timing.pollMs).start();
    this.#publishPrices();
    this.#state = 'live';
  }

  async stop(): Promise<void> {
    this.#state = 'stopped';
    this.#gate.drain();
    this.#http.destroy();
  }

  #publishPrices(): void {
    const { ctx, instruments, timeframes } = this.#init;
    const shortest = Math.min(...timeframes);
    for (const instrument of instruments) {
      const forming = this.#book.get(instrument.symbol, shortest)?.forming;
      const last = ctx.store.price(instrument.source, instrument.symbol);
      if (forming !== undefined && forming.close !== last?.price) {
        publishPrice(ctx, instrument, forming.close, Math.floor(ctx.scope.now() / 1000));
      }
    }
    ctx.scope.after(ctx.timing.pollMs, () => this.#publishPrices());
  }
}
