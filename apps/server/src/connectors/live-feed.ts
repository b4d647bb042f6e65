import type { SourceName } from '@tradescope/domain';
import { type Candle, type CandleColumns, emptyColumns, sliceColumns } from '@tradescope/engine';
import {
  CandleStore,
  createMarketEvents,
  type FeedStatus,
  type Instrument,
  type MarketEvents,
  type MarketFeed,
} from '../feed';
import { buildConnectors } from './build-connectors';
import type { Connector, ConnectorHealth } from './connector';
import { systemTimers, TimerScope } from './core/timers';
import { DEFAULT_TIMING, DEFAULT_WINDOW, type LiveFeedOptions } from './live-options';

const copyFrom = (columns: CandleColumns, from: number): CandleColumns => {
  let first = 0;
  while (first < columns.time.length && columns.time[first]! < from) first++;
  const view = sliceColumns(columns, first, columns.time.length);
  return {
    time: view.time.slice(),
    open: view.open.slice(),
    high: view.high.slice(),
    low: view.low.slice(),
    close: view.close.slice(),
    volume: view.volume.slice(),
  };
};

/**
 * MARKET_DATA=live (DESIGN §4): the venues themselves, one connector per source. start() returns at once and the
 * connectors load markets and backfill in the background (a big catalog takes minutes at the venues' rate
 * limits, longer than the app may take to become ready); `ready()` resolves when all are streaming.
 */
export class LiveFeed implements MarketFeed {
  readonly mode = 'live';
  readonly store = new CandleStore();
  readonly events: MarketEvents;
  readonly #options: LiveFeedOptions;
  #scope: TimerScope | undefined;
  #running = false;
  #connectors = new Map<SourceName, Connector>();
  #ready: Promise<void> = Promise.resolve();

  constructor(options: LiveFeedOptions) {
    this.#options = options;
    this.events = createMarketEvents((error) =>
      options.log.error({ err: error }, 'market event listener failed'),
    );
  }

  instruments(): readonly Instrument[] {
    return [...this.#connectors.values()].flatMap((connector) => connector.instruments());
  }

  async start(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    const { log } = this.#options;
    const scope = new TimerScope(this.#options.timers ?? systemTimers);
    this.#scope = scope;
    const ctx = {
      store: this.store,
      events: this.events,
      scope,
      log,
      window: this.#options.window ?? DEFAULT_WINDOW,
      timing: { ...DEFAULT_TIMING, ...this.#options.timing },
    };
    this.#connectors = buildConnectors(ctx, this.#options);
    this.#ready = Promise.all(
      [...this.#connectors.values()].map((connector) =>
        connector.start().catch((error: unknown) => {
          if (!scope.disposed)
            log.error({ err: error }, `${connector.label}: live connector failed to start`);
        }),
      ),
    ).then(() => {});
  }

  /** Resolves when every connector has backfilled and is streaming (or has given up, logged). */
  ready(): Promise<void> {
    return this.#ready;
  }

  async stop(): Promise<void> {
    const scope = this.#scope;
    if (!this.#running || scope === undefined) return;
    this.#running = false;
    scope.dispose();
    await Promise.all([...this.#connectors.values()].map((connector) => connector.stop()));
    await this.#ready;
  }

  /** Timers still pending (zero after stop: the suite would hang otherwise). */
  pendingTimers(): number {
    return this.#scope?.pending ?? 0;
  }

  time(): number {
    return Math.floor((this.#options.timers?.now() ?? Date.now()) / 1000);
  }

  forming(source: string, symbol: string, timeframe: number): Candle | undefined {
    return this.#connectors.get(source as SourceName)?.forming(symbol, timeframe);
  }

  async backfill(source: string, symbol: string, timeframe: number, from: number): Promise<CandleColumns> {
    const columns = this.store.get(source, symbol, timeframe)?.columns();
    return columns === undefined ? emptyColumns(0) : copyFrom(columns, from);
  }

  health(): ConnectorHealth[] {
    return [...this.#connectors.values()].map((connector) => connector.health());
  }

  status(): FeedStatus {
    return {
      mode: 'live',
      running: this.#running,
      time: this.time(),
      instruments: this.instruments().length,
      series: this.store.size,
      pendingWrites: 0,
    };
  }
}

export const createLiveFeed = (options: LiveFeedOptions): LiveFeed => new LiveFeed(options);
