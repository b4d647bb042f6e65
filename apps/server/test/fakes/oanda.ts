import type { ServerResponse } from 'node:http';
import { decimal, formingAt, opensBetween, scriptedCandle } from './candle-script';
import { FakeHttp, sendJson } from './http';

const GRANULARITIES: Readonly<Record<string, number>> = {
  M1: 1,
  M5: 5,
  M15: 15,
  M30: 30,
  H1: 60,
  H4: 240,
  D: 1440,
  W: 10080,
};

export const OANDA_ACCOUNT = '101-004-1234567-001';

type Stream = { readonly response: ServerResponse; readonly instruments: readonly string[]; muted: boolean };

const rfc3339 = (seconds: number): string =>
  new Date(seconds * 1000).toISOString().replace('.000Z', '.000000000Z');

/**
 * OANDA v20 as the connector uses it: `GET /v3/accounts`, `GET /v3/instruments/{i}/candles` (mid prices as
 * decimal strings, RFC 3339 times, `complete`), and the NDJSON pricing stream with heartbeats, on a clock the test
 * moves. Requests need the bearer token. `lagS` keeps a candle incomplete that long after it ended.
 */
export class FakeOanda {
  readonly http: FakeHttp;
  readonly streams = new Set<Stream>();
  nowS: number;
  lagS = 0;
  streamsOpened = 0;
  /** Instruments OANDA does not know: candles answer 400, and so does a stream that names one. */
  readonly unknown = new Set<string>();
  readonly #token: string;
  #heartbeat: NodeJS.Timeout | undefined;
  #limitNext: { count: number; retryAfter: string } = { count: 0, retryAfter: '0' };

  constructor(token: string, nowS: number) {
    this.#token = token;
    this.nowS = nowS;
    this.http = new FakeHttp((request, response, url) => {
      if (request.headers.authorization !== `Bearer ${this.#token}`) {
        sendJson(response, 401, { errorMessage: 'Insufficient authorization to perform request.' });
      } else if (url.pathname === '/v3/accounts') {
        sendJson(response, 200, { accounts: [{ id: OANDA_ACCOUNT, tags: [] }] });
      } else if (url.pathname === `/v3/accounts/${OANDA_ACCOUNT}/pricing/stream`) {
        const names = url.searchParams.get('instruments')?.split(',') ?? [];
        if (names.some((name) => this.unknown.has(name))) {
          sendJson(response, 400, { errorMessage: 'Invalid Instrument' });
          return;
        }
        this.#openStream(response, url.searchParams.get('instruments')?.split(',') ?? []);
      } else if (this.unknown.has(url.pathname.split('/')[3] ?? '')) {
        sendJson(response, 400, { errorMessage: "Invalid value specified for 'instrument'" });
      } else if (/^\/v3\/instruments\/[A-Z0-9_]+\/candles$/.test(url.pathname)) {
        this.#candles(response, url.pathname.split('/')[3]!, url.searchParams);
      } else {
        sendJson(response, 404, { errorMessage: 'not found' });
      }
    });
  }

  get candleRequests() {
    return this.http.requests.filter((request) => request.path.endsWith('/candles'));
  }

  async listen(heartbeatMs = 50): Promise<void> {
    await this.http.listen();
    this.#heartbeat = setInterval(
      () => this.#broadcast({ type: 'HEARTBEAT', time: rfc3339(this.nowS) }),
      heartbeatMs,
    );
  }

  rateLimitNext(count: number, retryAfter: string): void {
    this.#limitNext = { count, retryAfter };
  }

  /** Sends a PRICE line (bid and ask around `mid`) on every stream that carries the instrument. */
  price(instrument: string, mid: number): void {
    const spread = 0.0002;
    this.#broadcast(
      {
        type: 'PRICE',
        instrument,
        time: rfc3339(this.nowS),
        bids: [{ price: decimal(mid - spread / 2, 5), liquidity: 1000000 }],
        asks: [{ price: decimal(mid + spread / 2, 5), liquidity: 1000000 }],
        closeoutBid: decimal(mid - spread, 5),
        closeoutAsk: decimal(mid + spread, 5),
        status: 'tradeable',
        tradeable: true,
      },
      instrument,
    );
  }

  /** Cuts every open stream as a network failure would. */
  dropStreams(): void {
    for (const stream of this.streams) stream.response.socket?.destroy();
  }

  /** Open streams stay open but send nothing more, not even heartbeats. */
  muteStreams(): void {
    for (const stream of this.streams) stream.muted = true;
  }

  async close(): Promise<void> {
    clearInterval(this.#heartbeat);
    await this.http.close();
  }

  #broadcast(message: unknown, instrument?: string): void {
    for (const stream of this.streams) {
      if (stream.muted || (instrument !== undefined && !stream.instruments.includes(instrument))) continue;
      stream.response.write(`${JSON.stringify(message)}\n`);
    }
  }

  #openStream(response: ServerResponse, instruments: readonly string[]): void {
    this.streamsOpened++;
    const stream: Stream = { response, instruments, muted: false };
    this.streams.add(stream);
    response.on('close', () => this.streams.delete(stream));
    response.writeHead(200, { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' });
    response.write(`${JSON.stringify({ type: 'HEARTBEAT', time: rfc3339(this.nowS) })}\n`);
  }

  #candles(response: ServerResponse, instrument: string, query: URLSearchParams): void {
    if (this.#limitNext.count > 0) {
      this.#limitNext.count--;
      sendJson(
        response,
        429,
        { errorMessage: 'Too many requests' },
        { 'retry-after': this.#limitNext.retryAfter },
      );
      return;
    }
    const minutes = GRANULARITIES[query.get('granularity') ?? 'S5'];
    if (minutes === undefined || query.get('price') !== 'M') {
      sendJson(response, 400, { errorMessage: 'Invalid value specified for granularity or price' });
      return;
    }
    const count = Number(query.get('count') ?? 500);
    const forming = formingAt(this.nowS, minutes);
    const from = query.has('from')
      ? Date.parse(query.get('from')!) / 1000
      : forming - (count - 1) * minutes * 60;
    const first =
      formingAt(from, minutes) < from ? formingAt(from, minutes) + minutes * 60 : formingAt(from, minutes);
    const candles = opensBetween(first, forming, minutes)
      .slice(0, count)
      .map((open) => {
        const complete = open + minutes * 60 + this.lagS <= this.nowS;
        const candle = scriptedCandle(instrument, minutes, open, !complete);
        return {
          complete,
          volume: Math.round(candle.volume),
          time: rfc3339(open),
          mid: {
            o: decimal(candle.open, 5),
            h: decimal(candle.high, 5),
            l: decimal(candle.low, 5),
            c: decimal(candle.close, 5),
          },
        };
      });
    sendJson(response, 200, { instrument, granularity: query.get('granularity'), candles });
  }
}
