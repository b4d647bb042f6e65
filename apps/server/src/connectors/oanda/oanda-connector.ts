import type { Candle } from '@tradescope/engine';
import type { Instrument } from '../../feed';
import type { Connector, ConnectorHealth } from '../connector';
import { Pacer } from '../core/pacer';
import { RequestGate } from '../core/request-gate';
import { HttpClient } from '../http/http-client';
import type { OandaOptions } from '../live-options';
import { CandlePoller } from '../polling/candle-poller';
import type { FeedContext } from '../series/feed-context';
import { publishPrice } from '../series/prices';
import { SeriesBook } from '../series/series-book';
import { OandaApi, oandaHeaders } from './oanda-api';
import { OandaPriceStream } from './oanda-price-stream';

/** OANDA allows 20 streams an account; 50 instruments a stream keeps URLs short and leaves streams to spare. */
const PER_STREAM = 50;
/** Requests in flight: OANDA allows 120 a second; four sockets kept alive cover it without new connections. */
const CONCURRENCY = 4;

export interface OandaConnectorInit {
  readonly ctx: FeedContext;
  readonly instruments: readonly Instrument[];
  readonly timeframes: readonly number[];
  readonly options: OandaOptions & { readonly token: string };
}

/** The streaming host: api-fxpractice.oanda.com streams from stream-fxpractice.oanda.com; a fake serves both. */
export const streamHostOf = (url: string): string => url.replace('://api-', '://stream-');

/**
 * Currencies, commodities and indices from OANDA v20: REST candles (backfill, then each close as soon as OANDA
 * marks it complete) and the pricing stream for prices and the forming candle.
 */
export class OandaConnector implements Connector {
  readonly label = 'oanda';
  readonly #init: OandaConnectorInit;
  readonly #http = new HttpClient(CONCURRENCY + 20);
  readonly #gate: RequestGate;
  readonly #book: SeriesBook;
  readonly #api: OandaApi;
  readonly #streams: OandaPriceStream[] = [];
  #state: ConnectorHealth['state'] = 'starting';
  #served: readonly Instrument[] = [];

  constructor(init: OandaConnectorInit) {
    this.#init = init;
    const { scope } = init.ctx;
    this.#gate = new RequestGate(scope, { concurrency: CONCURRENCY, minIntervalMs: 10 });
    this.#api = new OandaApi({
      http: this.#http,
      gate: this.#gate,
      scope,
      url: init.options.url,
      token: init.options.token,
    });
    this.#book = new SeriesBook(init.ctx, this.#api);
  }

  instruments(): readonly Instrument[] {
    return this.#served;
  }

  forming(symbol: string, timeframe: number): Candle | undefined {
    return this.#book.get(symbol, timeframe)?.forming;
  }

  health(): ConnectorHealth {
    return {
      label: this.label,
      state: this.#state,
      instruments: this.#served.length,
      drops: this.#streams.reduce((sum, stream) => sum + stream.drops, 0),
      rateLimited: this.#gate.rateLimited,
    };
  }

  async start(): Promise<void> {
    const { ctx, instruments, timeframes, options } = this.#init;
    const account = options.accountId ?? (await this.#account());
    if (account === undefined || ctx.scope.disposed) return;
    await this.#book.openAll(instruments, timeframes);
    if (ctx.scope.disposed) return;
    // OANDA refuses a whole stream for one unknown instrument: stream only those whose candles it served.
    this.#served = instruments.filter((instrument) => this.#book.ofSymbol(instrument, timeframes).length > 0);
    const poller = new CandlePoller(ctx.scope, [...this.#book.all()], ctx.timing.pollMs);
    const byName = new Map(instruments.map((instrument) => [instrument.sourceSymbol, instrument]));
    const connections = new Pacer(ctx.timing.connectionSpacingMs, ctx.scope);
    const host = options.streamUrl ?? streamHostOf(options.url);
    for (let i = 0; i < this.#served.length; i += PER_STREAM) {
      const names = this.#served.slice(i, i + PER_STREAM).map((instrument) => instrument.sourceSymbol);
      const query = new URLSearchParams({ instruments: names.join(',') });
      this.#streams.push(
        new OandaPriceStream({
          label: this.label,
          http: this.#http,
          url: `${host}/v3/accounts/${encodeURIComponent(account)}/pricing/stream?${query}`,
          headers: oandaHeaders(options.token),
          scope: ctx.scope,
          timing: ctx.timing,
          log: ctx.log,
          connections,
          onPrice: (name, price, timeS) => {
            const instrument = byName.get(name);
            if (instrument === undefined) return;
            publishPrice(ctx, instrument, price, timeS);
            for (const series of this.#book.ofSymbol(instrument, timeframes)) series.tick(price, timeS);
          },
          onReconnected: () => poller.pollNow(),
        }),
      );
    }
    poller.start();
    for (const stream of this.#streams) stream.start();
    this.#state = 'live';
  }

  async stop(): Promise<void> {
    this.#state = 'stopped';
    this.#gate.drain();
    await Promise.all(this.#streams.map((stream) => stream.stop()));
    this.#http.destroy();
  }

  async #account(): Promise<string | undefined> {
    const { scope, log, timing } = this.#init.ctx;
    while (!scope.disposed) {
      try {
        return await this.#api.firstAccount();
      } catch (error) {
        if (scope.disposed) return undefined;
        log.warn({ err: error }, 'oanda: listing accounts failed; retrying');
        await scope.sleep(timing.reconnectMs);
      }
    }
    return undefined;
  }
}
