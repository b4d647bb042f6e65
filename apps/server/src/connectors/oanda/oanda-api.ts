import type { Candle } from '@tradescope/engine';
import type { Instrument } from '../../feed';
import { retryAfterMs } from '../core/backoff';
import { candleOfOanda, type OandaCandle } from '../core/candle-mapping';
import type { RateLimitClassifier, RequestGate } from '../core/request-gate';
import { oandaGranularity } from '../core/timeframe-codes';
import type { TimerScope } from '../core/timers';
import { type HttpClient, HttpStatusError, isClientError } from '../http/http-client';
import type { CandleApi } from '../series/candle-api';
import type { ClosedRange } from '../series/live-series';

/** OANDA returns at most 5000 candles a request. */
const MAX_COUNT = 5000;

export interface OandaApiInit {
  readonly http: HttpClient;
  readonly gate: RequestGate;
  readonly scope: TimerScope;
  /** REST host, e.g. https://api-fxpractice.oanda.com */
  readonly url: string;
  readonly token: string;
}

type CandlesAnswer = { candles?: OandaCandle[] };

export const oandaHeaders = (token: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  'accept-datetime-format': 'RFC3339',
});

const rfc3339 = (seconds: number): string => new Date(seconds * 1000).toISOString();

/**
 * OANDA v20 REST: accounts and `GET /v3/instruments/{instrument}/candles` with mid prices. Daily and weekly
 * candles are aligned on UTC midnight and Monday, the engine's buckets (packages/engine series/timeframe.ts),
 * instead of OANDA's default 17:00 New York and Friday.
 */
export class OandaApi implements CandleApi {
  readonly #init: OandaApiInit;
  readonly #classify: RateLimitClassifier;

  constructor(init: OandaApiInit) {
    this.#init = init;
    this.#classify = (error) =>
      error instanceof HttpStatusError && error.status === 429
        ? { retryAfterMs: retryAfterMs(error.retryAfter, init.scope.now()) }
        : undefined;
  }

  /** The token's first account: the pricing stream lives under an account. */
  async firstAccount(): Promise<string> {
    const answer = await this.#get<{ accounts?: { id?: string }[] }>('/v3/accounts');
    const id = answer.accounts?.[0]?.id;
    if (id === undefined) throw new Error('the OANDA token has no account');
    return id;
  }

  permanent(error: unknown): boolean {
    return isClientError(error);
  }

  async recent(
    instrument: Instrument,
    timeframe: number,
    count: number,
    before: number,
  ): Promise<readonly Candle[]> {
    const { closed } = await this.#candles(instrument, timeframe, { count: Math.min(count + 1, MAX_COUNT) });
    return closed.filter((candle) => candle.time < before).slice(-count);
  }

  async range(instrument: Instrument, timeframe: number, from: number, before: number): Promise<ClosedRange> {
    const closed: Candle[] = [];
    let forming: Candle | undefined;
    for (let since = from; since < before; ) {
      const page = await this.#candles(instrument, timeframe, { from: since, count: MAX_COUNT });
      closed.push(...page.closed.filter((candle) => candle.time >= from && candle.time < before));
      forming = page.forming ?? forming;
      const last = page.last;
      if (page.size < MAX_COUNT || last === undefined || last <= since) break;
      since = last + 1;
    }
    return { closed, forming };
  }

  async #candles(instrument: Instrument, timeframe: number, query: { from?: number; count: number }) {
    const granularity = oandaGranularity(timeframe);
    if (granularity === undefined) throw new Error(`OANDA has no ${timeframe}-minute granularity`);
    const params = new URLSearchParams({
      price: 'M',
      granularity,
      count: String(query.count),
      dailyAlignment: '0',
      alignmentTimezone: 'UTC',
      weeklyAlignment: 'Monday',
    });
    if (query.from !== undefined) params.set('from', rfc3339(query.from));
    const path = `/v3/instruments/${encodeURIComponent(instrument.sourceSymbol)}/candles?${params}`;
    const answer = await this.#get<CandlesAnswer>(path);
    const raw = answer.candles ?? [];
    const parsed = raw.flatMap((candle) => candleOfOanda(candle) ?? []);
    return {
      closed: parsed.filter((entry) => entry.complete).map((entry) => entry.candle),
      forming: parsed.find((entry) => !entry.complete)?.candle,
      size: raw.length,
      last: parsed.at(-1)?.candle.time,
    };
  }

  #get<T>(path: string): Promise<T> {
    const { http, gate, url, token } = this.#init;
    return gate.run(() => http.getJson<T>(`${url}${path}`, oandaHeaders(token)), this.#classify);
  }
}
