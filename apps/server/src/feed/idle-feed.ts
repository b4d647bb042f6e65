import { type CandleColumns, emptyColumns } from '@tradescope/engine';
import { CandleStore } from './candle-store';
import type { Instrument } from './instrument';
import { createMarketEvents } from './market-events';
import type { FeedMode, FeedStatus, MarketFeed } from './market-feed';

/**
 * The feed of MARKET_DATA=off: no instruments, no candles; the market API answers with every source marked without
 * data, so the accounts API runs (and is tested) without the cost of a feed.
 */
export class IdleFeed implements MarketFeed {
  readonly store = new CandleStore();
  readonly events = createMarketEvents();
  readonly mode: FeedMode;
  readonly #now: () => number;
  readonly #warn: (message: string) => void;
  #running = false;

  constructor(mode: FeedMode, now: () => number, warn: (message: string) => void) {
    this.mode = mode;
    this.#now = now;
    this.#warn = warn;
  }

  instruments(): readonly Instrument[] {
    return [];
  }

  async start(): Promise<void> {
    this.#running = true;
    this.#warn(`MARKET_DATA=${this.mode}: serving no market data`);
  }

  async stop(): Promise<void> {
    this.#running = false;
  }

  time(): number {
    return Math.floor(this.#now() / 1000);
  }

  forming(): undefined {
    return undefined;
  }

  async backfill(): Promise<CandleColumns> {
    return emptyColumns(0);
  }

  status(): FeedStatus {
    return {
      mode: this.mode,
      running: this.#running,
      time: this.time(),
      instruments: 0,
      series: 0,
      pendingWrites: 0,
    };
  }
}
