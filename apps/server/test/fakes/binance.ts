import type { IncomingMessage, ServerResponse } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';
import {
  exchangeInfo,
  type FakeSymbol,
  INTERVALS,
  klineMessage,
  klineRows,
  tickerMessage,
} from './binance-messages';
import { formingAt, opensBetween } from './candle-script';
import { FakeHttp, sendJson } from './http';

type Subscription = { readonly symbol: string; readonly interval: string; readonly kind: 'kline' | 'ticker' };

/**
 * Binance spot as far as the live connector uses it (REST `/api/v3/exchangeInfo` and `/api/v3/klines`, websocket
 * SUBSCRIBE with `<symbol>@kline_<interval>` and `<symbol>@miniTicker` raw streams), on a clock the test moves.
 * ccxt tells spot from futures sockets by `/stream` in the URL, hence the `/stream/ws` path.
 */
export class FakeBinance {
  readonly http: FakeHttp;
  readonly sockets = new Set<WebSocket>();
  readonly #subscriptions = new Map<WebSocket, Subscription[]>();
  readonly #wss: WebSocketServer;
  readonly #symbols: readonly FakeSymbol[];
  /** Unix seconds on the exchange. */
  nowS: number;
  connectionsAccepted = 0;
  readonly #muted = new Set<WebSocket>();
  #rejectSubscriptions = 0;
  #unavailable = 0;
  #limitNext: { count: number; retryAfter: string } = { count: 0, retryAfter: '0' };

  constructor(symbols: readonly FakeSymbol[], nowS: number) {
    this.#symbols = symbols;
    this.nowS = nowS;
    this.http = new FakeHttp((request, response, url) => this.#rest(request, response, url));
    // ccxt opens one socket per stream index (/stream/ws/0, /stream/ws/1, …).
    this.#wss = new WebSocketServer({ server: this.http.server });
    this.#wss.on('connection', (socket) => this.#connected(socket));
  }

  get restUrl(): string {
    return `${this.http.url}/api/v3`;
  }

  get wsUrl(): string {
    return `ws://127.0.0.1:${this.http.port}/stream/ws`;
  }

  /** kline requests seen so far. */
  get klineRequests() {
    return this.http.requests.filter((request) => request.path === '/api/v3/klines');
  }

  /** The next `count` kline requests are answered 429 with this Retry-After. */
  rateLimitNext(count: number, retryAfter: string): void {
    this.#limitNext = { count, retryAfter };
  }

  /** Moves the exchange clock; subscribed sockets get the final kline of each candle that closed, then the new one. */
  advanceTo(nowS: number): void {
    const before = this.nowS;
    this.nowS = nowS;
    for (const [socket, subscriptions] of this.#subscriptions) {
      for (const subscription of subscriptions) {
        if (subscription.kind === 'ticker') {
          this.#send(socket, tickerMessage(subscription.symbol, this.nowS));
          continue;
        }
        const minutes = INTERVALS[subscription.interval]!;
        const closedBefore = formingAt(nowS, minutes);
        for (const open of opensBetween(before, nowS, minutes)) {
          if (open < closedBefore)
            this.#send(socket, klineMessage(subscription.symbol, subscription.interval, open, nowS, true));
        }
        this.#send(
          socket,
          klineMessage(subscription.symbol, subscription.interval, closedBefore, nowS, false),
        );
      }
    }
  }

  /** The next `count` kline SUBSCRIBE requests are refused with a binance error answer. */
  rejectNextSubscriptions(count: number): void {
    this.#rejectSubscriptions = count;
  }

  /** The open sockets stay open but go silent, as a half-open connection does; new ones speak normally. */
  muteOpenSockets(): void {
    for (const socket of this.sockets) this.#muted.add(socket);
  }

  /** Cuts every socket as a network failure would (no close frame). */
  drop(): void {
    for (const socket of this.sockets) socket.terminate();
  }

  listen(): Promise<void> {
    return this.http.listen();
  }

  async close(): Promise<void> {
    this.drop();
    this.#wss.close();
    await this.http.close();
  }

  #connected(socket: WebSocket): void {
    this.connectionsAccepted++;
    this.sockets.add(socket);
    this.#subscriptions.set(socket, []);
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.#muted.delete(socket);
      this.#subscriptions.delete(socket);
    });
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { method?: string; params?: string[]; id?: number };
      if (message.method !== 'SUBSCRIBE') return;
      const klines = (message.params ?? []).some((stream) => stream.includes('@kline_'));
      if (klines && this.#rejectSubscriptions > 0) {
        this.#rejectSubscriptions--;
        this.#send(socket, {
          error: { code: -1100, msg: 'Illegal characters found in a parameter.' },
          id: message.id,
        });
        return;
      }
      const added = (message.params ?? []).map((stream): Subscription => {
        const [symbol = '', channel = ''] = stream.split('@');
        if (channel === 'miniTicker') return { symbol, interval: '', kind: 'ticker' };
        return { symbol, interval: channel.replace('kline_', ''), kind: 'kline' };
      });
      this.#subscriptions.get(socket)?.push(...added);
      this.#send(socket, { result: null, id: message.id });
      // Binance pushes a kline every 1-2 s; the fake pushes the current state at once so tests need not wait.
      for (const subscription of added) {
        const forming = formingAt(this.nowS, INTERVALS[subscription.interval] ?? 1);
        this.#send(
          socket,
          subscription.kind === 'ticker'
            ? tickerMessage(subscription.symbol, this.nowS)
            : klineMessage(subscription.symbol, subscription.interval, forming, this.nowS, false),
        );
      }
    });
  }

  #send(socket: WebSocket, message: unknown): void {
    if (socket.readyState === socket.OPEN && !this.#muted.has(socket)) socket.send(JSON.stringify(message));
  }

  /** The next `count` REST requests get a 503, as during maintenance. */
  unavailableNext(count: number): void {
    this.#unavailable = count;
  }

  #rest(_request: IncomingMessage, response: ServerResponse, url: URL): void {
    if (this.#unavailable > 0) {
      this.#unavailable--;
      sendJson(response, 503, { code: -1, msg: 'Service unavailable.' });
    } else if (url.pathname === '/api/v3/exchangeInfo') {
      sendJson(response, 200, exchangeInfo(this.#symbols, this.nowS));
    } else if (url.pathname === '/api/v3/klines') {
      if (this.#limitNext.count > 0) {
        this.#limitNext.count--;
        sendJson(
          response,
          429,
          { code: -1003, msg: 'Too many requests.' },
          { 'retry-after': this.#limitNext.retryAfter },
        );
        return;
      }
      sendJson(response, 200, klineRows(url.searchParams, this.nowS));
    } else {
      sendJson(response, 404, { code: -1, msg: 'not found' });
    }
  }
}
