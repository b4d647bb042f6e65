import { SOURCES, type SourceName, TIMERS } from '@tradescope/domain';
import type { Instrument } from '../feed';
import type { CcxtOverrides } from './ccxt/ccxt-exchange';
import { type BackoffPolicy, DEFAULT_BACKOFF } from './core/backoff';
import type { Log } from './core/log';
import type { Timers } from './core/timers';

/** Every delay of the live connectors; tests shrink them, production keeps the defaults. */
export interface LiveTiming {
  /** Spec §4: data-feed sockets reconnect 10 s after an error. */
  readonly reconnectMs: number;
  /** Spec §4: a failed subscription is retried every second. */
  readonly subscribeRetryMs: number;
  /** Spec §4: one kline resubscribe every 5 s for one exchange. */
  readonly klineResubscribeMs: number;
  /** Reconnect on our own before the venues' 24-hour cut (binance, reliability-reference §1.3). */
  readonly refreshMs: number;
  /** An exchange whose websockets deliver nothing this long counts as dropped (exchanges push every 1-2 s). */
  readonly silenceMs: number;
  /** A price stream silent this long (OANDA heartbeats every 5 s) counts as dropped. */
  readonly heartbeatTimeoutMs: number;
  /** How often venues without klines are asked whether a candle closed. */
  readonly pollMs: number;
  /** OANDA allows two new connections a second. */
  readonly connectionSpacingMs: number;
  /** Waits between retries of a failed REST call. */
  readonly restBackoff: BackoffPolicy;
}

export const DEFAULT_TIMING: LiveTiming = {
  reconnectMs: TIMERS.socketReconnectS * 1000,
  subscribeRetryMs: TIMERS.socketSubscribeRetryS * 1000,
  klineResubscribeMs: TIMERS.klineResubscribeS * 1000,
  refreshMs: 23 * 60 * 60 * 1000,
  silenceMs: 60_000,
  heartbeatTimeoutMs: 20_000,
  pollMs: 2000,
  connectionSpacingMs: 500,
  restBackoff: DEFAULT_BACKOFF,
};

export interface OandaOptions {
  /** OANDA_TOKEN. Without it the OANDA instruments are skipped with a warning. */
  readonly token: string | undefined;
  /** OANDA_URL, the REST host (practice by default). */
  readonly url: string;
  /** The streaming host; default derived from `url` (api-… becomes stream-…). */
  readonly streamUrl?: string;
  /** The account whose pricing stream we read; default the token's first account. */
  readonly accountId?: string;
}

export interface LiteFinanceOptions {
  /** LiteFinance has no official API (connectors-reference §2c): off unless asked for. */
  readonly enabled: boolean;
  readonly url?: string;
  /** Seconds the feed's times run ahead of UTC (public callers disagree; one treats it as UTC+3). */
  readonly utcOffsetS?: number;
}

export interface LiveFeedOptions {
  /** The catalog: every instrument to serve; the source picks the connector. */
  readonly instruments: readonly Instrument[];
  readonly log: Log;
  readonly timers?: Timers;
  /** Closed candles kept per series (the replay feed keeps 1000). */
  readonly window?: number;
  /** Timeframes served per source; default the source's list (spec §9). */
  readonly timeframes?: (source: SourceName) => readonly number[];
  readonly timing?: Partial<LiveTiming>;
  /** Per-source ccxt overrides: base URLs, proxyUrl, options (tests point them at fakes). */
  readonly ccxt?: Partial<Record<SourceName, CcxtOverrides>>;
  readonly oanda?: OandaOptions;
  readonly liteFinance?: LiteFinanceOptions;
}

export const DEFAULT_WINDOW = 1000;

export const timeframesOf = (options: LiveFeedOptions, source: SourceName): readonly number[] =>
  options.timeframes?.(source) ?? SOURCES[source].timeframes;
