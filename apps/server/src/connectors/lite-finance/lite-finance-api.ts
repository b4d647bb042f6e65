import type { Candle } from '@tradescope/engine';
import type { Instrument } from '../../feed';
import { retryAfterMs } from '../core/backoff';
import { candlesOfUdf, type UdfBars } from '../core/candle-mapping';
import type { RateLimitClassifier, RequestGate } from '../core/request-gate';
import { liteFinanceResolution, nextOpen, windowStart } from '../core/timeframe-codes';
import type { TimerScope } from '../core/timers';
import { type HttpClient, HttpStatusError, isClientError } from '../http/http-client';
import type { CandleApi } from '../series/candle-api';
import type { ClosedRange } from '../series/live-series';

/** Public callers page this endpoint in chunks of at most 4000 bars (connectors-reference §2c). */
const MAX_BARS = 4000;

export const LITE_FINANCE_URL = 'https://my.litefinance.org';

export interface LiteFinanceApiInit {
  readonly http: HttpClient;
  readonly gate: RequestGate;
  readonly scope: TimerScope;
  readonly url: string;
  readonly utcOffsetS: number;
}

type HistoryAnswer = { status?: string; code?: unknown; data?: UdfBars };

/**
 * LiteFinance's unofficial chart history, `GET /chart/get-history?symbol&resolution&from&to` answering
 * TradingView-UDF arrays. Nothing documents it: it may change or be blocked, hence off by default.
 */
export class LiteFinanceApi implements CandleApi {
  readonly #init: LiteFinanceApiInit;
  readonly #classify: RateLimitClassifier;

  constructor(init: LiteFinanceApiInit) {
    this.#init = init;
    this.#classify = (error) =>
      error instanceof HttpStatusError && error.status === 429
        ? { retryAfterMs: retryAfterMs(error.retryAfter, init.scope.now()) }
        : undefined;
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
    const from = windowStart(before, timeframe, count);
    return (await this.range(instrument, timeframe, from, before)).closed;
  }

  async range(instrument: Instrument, timeframe: number, from: number, before: number): Promise<ClosedRange> {
    const resolution = liteFinanceResolution(timeframe);
    if (resolution === undefined) throw new Error(`LiteFinance has no ${timeframe}-minute resolution`);
    const nowS = Math.floor(this.#init.scope.now() / 1000);
    const closed: Candle[] = [];
    let forming: Candle | undefined;
    for (let since = from; since < before; ) {
      let until = since;
      for (let i = 0; i < MAX_BARS && until <= nowS; i++) until = nextOpen(until, timeframe);
      // No complete flag either: bars opening before `before` (our clock's forming candle) are closed.
      for (const candle of await this.#history(instrument, resolution, since, Math.min(until, nowS))) {
        if (candle.time >= before) forming = candle;
        else if (candle.time >= from) closed.push(candle);
      }
      since = until;
    }
    return { closed, forming };
  }

  async #history(instrument: Instrument, resolution: string, from: number, to: number): Promise<Candle[]> {
    const { http, gate, url, utcOffsetS } = this.#init;
    const query = new URLSearchParams({
      symbol: instrument.sourceSymbol,
      resolution,
      from: String(from + utcOffsetS),
      to: String(to + utcOffsetS),
    });
    const headers = {
      // Public callers send a browser's headers; the endpoint serves the web terminal.
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124 Safari/537.36',
      referer: `${url}/`,
      accept: 'application/json',
    };
    const answer = await gate.run(
      () => http.getJson<HistoryAnswer>(`${url}/chart/get-history?${query}`, headers),
      this.#classify,
    );
    if (answer.status === 'error') throw new Error(`LiteFinance refused: ${String(answer.code)}`);
    return candlesOfUdf(answer.data ?? {}, utcOffsetS);
  }
}
