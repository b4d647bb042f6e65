import type { SourceName } from '@tradescope/domain';
import type { Candle } from '@tradescope/engine';
import type { Instrument } from '../../feed';
import type { Connector, ConnectorHealth } from '../connector';
import { RequestGate } from '../core/request-gate';
import { ccxtTimeframe } from '../core/timeframe-codes';
import { CandlePoller } from '../polling/candle-poller';
import type { FeedContext } from '../series/feed-context';
import type { LiveSeries } from '../series/live-series';
import { publishPrice } from '../series/prices';
import { SeriesBook } from '../series/series-book';
import { ccxtCandleApi } from './ccxt-candle-api';
import { type CcxtExchange, type CcxtOverrides, loadCcxtExchange, pageSizeOf } from './ccxt-exchange';
import { CcxtLink } from './ccxt-link';
import { type CcxtMarket, loadMarkets, resolveMarkets } from './ccxt-markets';
import { CCXT_SOURCES } from './ccxt-sources';
import { CcxtStreams, type StreamTarget } from './ccxt-streams';

export interface CcxtConnectorInit {
  readonly ctx: FeedContext;
  readonly source: SourceName;
  readonly instruments: readonly Instrument[];
  readonly timeframes: readonly number[];
  readonly overrides?: CcxtOverrides;
}

/**
 * One crypto source through ccxt: markets, REST backfill of every series, then klines and tickers over ccxt.pro
 * websockets (or REST polling of candles where the venue has no kline stream, as coinex).
 */
export class CcxtConnector implements Connector {
  readonly label: string;
  readonly #init: CcxtConnectorInit;
  readonly #gate: RequestGate;
  readonly #targets = new Map<string, StreamTarget>();
  #exchange: CcxtExchange | undefined;
  #link: CcxtLink | undefined;
  #streams: CcxtStreams | undefined;
  #state: ConnectorHealth['state'] = 'starting';

  constructor(init: CcxtConnectorInit) {
    this.#init = init;
    this.label = init.source;
    // Two requests in flight: ccxt's own throttle spaces them by the exchange's rateLimit.
    this.#gate = new RequestGate(init.ctx.scope, { concurrency: 2 });
  }

  instruments(): readonly Instrument[] {
    return [...this.#targets.values()].map((target) => target.instrument);
  }

  forming(symbol: string, timeframe: number): Candle | undefined {
    const code = ccxtTimeframe(timeframe);
    return code === undefined ? undefined : this.#targets.get(symbol)?.series.get(code)?.forming;
  }

  health(): ConnectorHealth {
    return {
      label: this.label,
      state: this.#state,
      instruments: this.#targets.size,
      drops: this.#link?.drops ?? 0,
      rateLimited: this.#gate.rateLimited,
    };
  }

  async start(): Promise<void> {
    const { ctx, source, overrides, instruments, timeframes } = this.#init;
    const exchange = await loadCcxtExchange(source, overrides);
    this.#exchange = exchange;
    if (ctx.scope.disposed || !(await loadMarkets(ctx, this.#gate, exchange, this.label))) return;
    const markets = resolveMarkets(ctx, exchange, source, instruments, timeframes);
    const symbols = new Map(markets.map((market) => [market.instrument, market.symbol]));
    const book = new SeriesBook(
      ctx,
      ccxtCandleApi({
        exchange,
        gate: this.#gate,
        scope: ctx.scope,
        pageSize: overrides?.pageSize ?? pageSizeOf(exchange, CCXT_SOURCES[source]!.kind),
        symbolOf: (instrument) => symbols.get(instrument)!,
      }),
    );
    for (const target of await Promise.all(markets.map((market) => this.#open(book, market)))) {
      this.#targets.set(target.instrument.symbol, target);
    }
    if (ctx.scope.disposed) return;
    this.#stream(exchange);
    this.#state = 'live';
  }

  async stop(): Promise<void> {
    this.#state = 'stopped';
    this.#gate.drain();
    await this.#link?.stop();
    await this.#exchange?.close().catch(() => {});
    await this.#streams?.done();
    // ccxt keeps idle REST sockets alive for a minute; the feed stops with none left.
    await this.#exchange?.fetchDispatcher?.destroy().catch(() => {});
  }

  #stream(exchange: CcxtExchange): void {
    const { ctx, overrides } = this.#init;
    const targets = [...this.#targets.values()];
    const series = targets.flatMap((target) => [...target.series.values()]);
    const klines = exchange.has.watchOHLCV === true && overrides?.pollCandles !== true;
    const link = new CcxtLink({
      label: this.label,
      exchange,
      scope: ctx.scope,
      timing: ctx.timing,
      log: ctx.log,
      interrupt: () => {
        // The forming row ccxt cached before the drop would otherwise be swept again as the previous candle and
        // closed with only the trades it had seen.
        exchange.ohlcvs = {};
        for (const entry of series) entry.interrupt();
      },
    });
    this.#link = link;
    this.#streams = new CcxtStreams({
      label: this.label,
      exchange,
      link,
      scope: ctx.scope,
      timing: ctx.timing,
      log: ctx.log,
      targets,
      klines,
      onPrice: (target, price, timeS) => {
        publishPrice(ctx, target.instrument, price, timeS);
        if (!klines) for (const entry of target.series.values()) entry.tick(price, timeS);
      },
    });
    link.start();
    this.#streams.start();
    if (!klines) new CandlePoller(ctx.scope, series, ctx.timing.pollMs).start();
  }

  /** Backfills the market's series one timeframe after another (the gate spaces the requests anyway). */
  async #open(book: SeriesBook, market: CcxtMarket): Promise<StreamTarget> {
    const series = new Map<string, LiveSeries>();
    for (const timeframe of market.timeframes) {
      const opened = await book.open(market.instrument, timeframe);
      if (opened !== undefined) series.set(ccxtTimeframe(timeframe)!, opened);
    }
    return { symbol: market.symbol, instrument: market.instrument, series };
  }
}
