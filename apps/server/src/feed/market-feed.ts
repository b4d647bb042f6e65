import type { Candle, CandleColumns } from '@tradescope/engine';
import type { CandleStore } from './candle-store';
import type { Instrument } from './instrument';
import type { MarketEvents } from './market-events';

export type FeedMode = 'replay' | 'live' | 'off';

/** What the API shows about the feed: the client labels replayed data as a demo (DESIGN §4). */
export interface FeedStatus {
  readonly mode: FeedMode;
  readonly running: boolean;
  /** Unix seconds of the feed's clock: replay time in replay mode. */
  readonly time: number;
  readonly instruments: number;
  readonly series: number;
  /** Closes not yet written to the database. */
  readonly pendingWrites: number;
  readonly replay?: {
    readonly seed: number;
    readonly speed: number;
    /** Unix seconds: shipped history ends here and generated candles begin. */
    readonly anchor: number;
  };
}

/**
 * A source of candles and prices. The replay feed implements it today; ccxt and OANDA connectors implement the
 * same contract later: fill the store's windows (backfilling on start and after a drop), append each closed
 * candle and publish `candle-close`, publish `price` on every trade tick.
 */
export interface MarketFeed {
  readonly mode: FeedMode;
  readonly store: CandleStore;
  readonly events: MarketEvents;
  /** Every instrument the feed serves (empty until started). */
  instruments(): readonly Instrument[];
  /**
   * Fills the store (history, backfill, catch-up to now) before it resolves; what closes while starting is stored
   * but not published, so consumers read the windows once the app is ready and follow the events from there.
   */
  start(): Promise<void>;
  /** Stops timers and connections and waits for pending writes. */
  stop(): Promise<void>;
  /** Unix seconds of the feed's clock. */
  time(): number;
  /** The candle still forming on a timeframe, if the symbol is trading. */
  forming(source: string, symbol: string, timeframe: number): Candle | undefined;
  /** Closed candles opening at or after `from` (unix seconds), oldest first; empty when unknown. */
  backfill(source: string, symbol: string, timeframe: number, from: number): Promise<CandleColumns>;
  status(): FeedStatus;
  /** A feed that writes its closes behind (the replay) holds those writes while `busy`: the scanner's burst. */
  holdWritesWhile?(busy: () => boolean): void;
}
