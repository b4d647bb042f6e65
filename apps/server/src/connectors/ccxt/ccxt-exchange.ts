import type { SourceName } from '@tradescope/domain';
import { retryAfterMs } from '../core/backoff';
import type { RateLimitClassifier } from '../core/request-gate';
import { CCXT_SOURCES, type MarketLike } from './ccxt-sources';

/** A ccxt OHLCV row: [ms, open, high, low, close, volume]. */
export type OhlcvRow = readonly unknown[];

export interface TickerLike {
  readonly symbol?: string;
  readonly last?: number;
  readonly close?: number;
  readonly timestamp?: number;
}

/** The part of a ccxt.pro exchange the connector uses, so the rest of the code does not depend on ccxt's types. */
export interface CcxtExchange {
  readonly id: string;
  readonly has: Readonly<Record<string, unknown>>;
  readonly timeframes: Readonly<Record<string, unknown>>;
  readonly urls: Record<string, unknown>;
  markets: Readonly<Record<string, MarketLike>> | undefined;
  /**
   * ccxt.pro's kline caches, updated by every message even when no watch call is waiting for it. They outlive a
   * closed socket; replacing the object empties them (ccxt makes a symbol's cache again on its next kline).
   */
  ohlcvs?: Readonly<Record<string, Readonly<Record<string, readonly OhlcvRow[]>> | undefined>>;
  readonly tickers?: Readonly<Record<string, TickerLike | undefined>>;
  /** ccxt's per-market-type capabilities, among them the most candles one fetchOHLCV returns. */
  readonly features?: unknown;
  /** Set by ccxt on every REST answer, error answers included: where a 429's Retry-After is read. */
  last_response_headers?: Readonly<Record<string, string>>;
  /** ccxt's keep-alive undici agent, destroyed on stop so no idle socket is left. */
  fetchDispatcher?: { destroy(): Promise<void> };
  /** ccxt keeps a failed load's rejection until asked to reload. */
  loadMarkets(reload?: boolean): Promise<unknown>;
  loadHttpProxyAgent(): Promise<unknown>;
  safeCurrencyCode(code: string): string;
  fetchOHLCV(symbol: string, timeframe: string, since?: number, limit?: number): Promise<OhlcvRow[]>;
  watchOHLCV(symbol: string, timeframe: string): Promise<OhlcvRow[]>;
  watchOHLCVForSymbols(pairs: string[][]): Promise<Record<string, Record<string, OhlcvRow[]>>>;
  watchTickers(symbols: string[]): Promise<Record<string, TickerLike>>;
  watchTicker(symbol: string): Promise<TickerLike>;
  close(): Promise<void>;
}

/** How tests (or a deployment behind a proxy) point one exchange somewhere else. */
export interface CcxtOverrides {
  /** Deep-merged into `exchange.urls`, e.g. `{ api: { public: 'http://127.0.0.1:PORT/api/v3', ws: { spot } } }`. */
  readonly urls?: Readonly<Record<string, unknown>>;
  /** ccxt's proxyUrl: every REST request goes to `${proxyUrl}${original URL}`. */
  readonly proxyUrl?: string;
  /** More ccxt constructor options (merged over ours). */
  readonly options?: Readonly<Record<string, unknown>>;
  /** Candles per REST request; default the venue's maximum from ccxt's `features`. */
  readonly pageSize?: number;
  /** Poll REST for closed candles instead of watching klines (what venues without a kline stream get anyway). */
  readonly pollCandles?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const deepMerge = (target: Record<string, unknown>, patch: Readonly<Record<string, unknown>>): void => {
  for (const [key, value] of Object.entries(patch)) {
    const current = target[key];
    if (isRecord(current) && isRecord(value)) deepMerge(current, value);
    else target[key] = value;
  }
};

const hasPlainWs = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.startsWith('ws://')
    : isRecord(value) && Object.values(value).some(hasPlainWs);

interface WsClientLike {
  send(message: unknown): Promise<unknown>;
}

/**
 * ccxt sends a subscription that waits in its websocket throttle (a second SUBSCRIBE on one socket, as bybit's klines
 * then tickers) without handling the send's failure: a socket closing meanwhile (a drop, our reconnect, stop) becomes
 * an unhandled rejection, which ends a Node process. Each send's failure is marked handled here; the watch calls still
 * fail through the socket's close, which the link handles.
 */
const guardSends = (exchange: CcxtExchange): void => {
  const target = exchange as unknown as { client(url: string): WsClientLike };
  const client = target.client.bind(exchange);
  const guarded = new WeakSet<WsClientLike>();
  target.client = (url) => {
    const ws = client(url);
    if (!guarded.has(ws)) {
      guarded.add(ws);
      const send = ws.send.bind(ws);
      ws.send = (message) => {
        const sent = send(message);
        sent.catch(() => {});
        return sent;
      };
    }
    return ws;
  };
};

/**
 * Builds the ccxt.pro exchange of a source. ccxt takes 1-2 s to import (connectors-reference §2a), so it is
 * imported here, on the live path only, never by the replay feed or tests that do not need it.
 */
export const loadCcxtExchange = async (
  source: SourceName,
  overrides: CcxtOverrides = {},
): Promise<CcxtExchange> => {
  const spec = CCXT_SOURCES[source];
  if (spec === undefined) throw new Error(`${source} is not a ccxt source`);
  const ccxt = await import('ccxt');
  const Exchange = (ccxt.pro as unknown as Record<string, new (config: object) => CcxtExchange>)[spec.id];
  if (Exchange === undefined) throw new Error(`ccxt has no exchange ${spec.id}`);
  const exchange = new Exchange({
    enableRateLimit: true,
    // The link owns the reconnect timing (spec §4: 10 s); ccxt's own redial backoff would add to it.
    options: { ws: { backoff: { max: 0 } }, ...spec.options, ...overrides.options },
    ...(overrides.proxyUrl === undefined ? {} : { proxyUrl: overrides.proxyUrl }),
  });
  guardSends(exchange);
  if (overrides.urls !== undefined) deepMerge(exchange.urls, overrides.urls);
  // ccxt refuses plain ws:// (a loopback fake) until its node:http agent is loaded (connectors-reference §2a.4).
  if (hasPlainWs(exchange.urls)) await exchange.loadHttpProxyAgent();
  return exchange;
};

const at = (value: unknown, key: string): unknown => (isRecord(value) ? value[key] : undefined);

/** The most candles one request returns on this market type (ccxt `features`); 500 when ccxt does not say. */
export const pageSizeOf = (exchange: CcxtExchange, kind: 'spot' | 'linear' | 'inverse'): number => {
  const byType = kind === 'spot' ? at(exchange.features, 'spot') : at(at(exchange.features, 'swap'), kind);
  const limit = at(at(byType, 'fetchOHLCV'), 'limit');
  return typeof limit === 'number' && limit > 0 ? limit : 500;
};

/** ccxt error classes are told apart by name, so this module needs no ccxt import. */
const NETWORK_ERRORS = new Set([
  'NetworkError',
  'DDoSProtection',
  'RateLimitExceeded',
  'ExchangeNotAvailable',
  'OnMaintenance',
  'InvalidNonce',
  'RequestTimeout',
  'ChecksumError',
]);

export const errorName = (error: unknown): string =>
  error instanceof Error ? error.name : typeof error === 'string' ? error : 'unknown';

/** A dropped or unreachable connection (as opposed to a rejected subscription). */
export const isNetworkError = (error: unknown): boolean => NETWORK_ERRORS.has(errorName(error));

const isRateLimit = (error: unknown): boolean =>
  errorName(error) === 'RateLimitExceeded' || errorName(error) === 'DDoSProtection';

/** Bybit's rate-limit answers carry no Retry-After, only when the limit resets (ms); we wait at most a minute. */
const MAX_RESET_WAIT_MS = 60_000;

/**
 * How long a rate-limited venue asks us to wait, read from ccxt's last response headers: `Retry-After` (binance's
 * 429), else bybit's `X-Bapi-Limit-Reset-Timestamp` (its retCode 10006 "Too many visits!"). Undefined when neither
 * says, so the gate backs off on its own.
 */
const rateLimitWaitMs = (exchange: CcxtExchange, nowMs: number): number | undefined => {
  const headers = exchange.last_response_headers;
  const retryAfter = retryAfterMs(headers?.['Retry-After'], nowMs);
  if (retryAfter !== undefined) return retryAfter;
  const resetAt = Number(headers?.['X-Bapi-Limit-Reset-Timestamp']);
  return Number.isFinite(resetAt) && resetAt > 0
    ? Math.min(MAX_RESET_WAIT_MS, Math.max(0, resetAt - nowMs))
    : undefined;
};

/** The request gate's view of a ccxt error: a rate limit (with the venue's wait, if it said), or not one. */
export const rateLimitClassifier =
  (exchange: CcxtExchange, nowMs: () => number): RateLimitClassifier =>
  (error) =>
    isRateLimit(error) ? { retryAfterMs: rateLimitWaitMs(exchange, nowMs()) } : undefined;

/** Errors no retry cures: the market or the request is wrong, or access is refused. */
const PERMANENT_ERRORS = new Set([
  'BadSymbol',
  'BadRequest',
  'AuthenticationError',
  'PermissionDenied',
  'NotSupported',
]);

export const isPermanent = (error: unknown): boolean => PERMANENT_ERRORS.has(errorName(error));

export const isClosedByUser = (error: unknown): boolean => errorName(error) === 'ExchangeClosedByUser';
