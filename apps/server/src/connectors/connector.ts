import type { Candle } from '@tradescope/engine';
import type { Instrument } from '../feed';

/** How one connector is doing: what the status route and the logs can show. */
export interface ConnectorHealth {
  readonly label: string;
  /** starting: loading markets and backfilling; live: streaming; stopped. */
  readonly state: 'starting' | 'live' | 'stopped';
  readonly instruments: number;
  /** Feed drops seen (each one reconnected after the spec's delay and backfilled). */
  readonly drops: number;
  /** 429 answers the venue gave. */
  readonly rateLimited: number;
}

/** One venue (a ccxt exchange, OANDA, LiteFinance) feeding the live feed's store. */
export interface Connector {
  readonly label: string;
  /** Loads markets, backfills every series and starts streaming; retries a venue that is down. */
  start(): Promise<void>;
  /** Ends loops, sockets and requests; the feed disposed the timers first. */
  stop(): Promise<void>;
  /** The instruments the venue actually lists (others are logged and skipped). */
  instruments(): readonly Instrument[];
  forming(symbol: string, timeframe: number): Candle | undefined;
  health(): ConnectorHealth;
}
