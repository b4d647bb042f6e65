import type { IncomingMessage, ServerResponse } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';
import {
  BYBIT_INTERVALS,
  type BybitCategory,
  type BybitSymbol,
  envelope,
  instrumentsInfo,
  klineMessage,
  klineResult,
  tickerMessage,
} from './bybit-messages';
import { formingAt, opensBetween } from './candle-script';
import { FakeHttp, sendJson } from './http';

type Subscription = { readonly symbol: string; readonly interval: string; readonly kind: 'kline' | 'ticker' };

type Socket = { readonly category: BybitCategory; readonly subscriptions: Subscription[]; muted: boolean };

const CATEGORIES: readonly string[] = ['spot', 'linear'];

/**
 * Bybit v5 public market data as ccxt's bybit asks for it, on a clock the test moves. REST (`urls.api.public`):
 * `/v5/market/instruments-info`, `/v5/market/kline` (newest first), `/v5/market/tickers`, `/v5/market/time`; any
 * other path is answered 404 and kept in `unknownPaths`. Websockets on `/v5/public/spot` and `/v5/public/linear`
 * (ccxt tells spot klines from contract ones by `spot` in the socket URL): `{op:'subscribe', req_id, args}` with
 * `kline.<interval>.<SYMBOL>` and `tickers.<SYMBOL>` topics, `{op:'ping'}` answered with a pong.
 */
export class FakeBybit {
  readonly http: FakeHttp;
  readonly sockets = new Map<WebSocket, Socket>();
  /** REST paths ccxt asked for that the fake does not serve. */
  readonly unknownPaths: string[] = [];
  /** Every websocket request received (subscribe, ping, …). */
  readonly wsRequests: { readonly op?: string; readonly args?: readonly string[] }[] = [];
  readonly #wss: WebSocketServer;
  readonly #symbols: readonly BybitSymbol[];
  /** Unix seconds on the exchange. */
  nowS: number;
  connectionsAccepted = 0;
  #connections = 0;
  #rejectSubscriptions = 0;
  #limitNext: { count: number; resetAtMs: number } = { count: 0, resetAtMs: 0 };

  constructor(symbols: readonly BybitSymbol[], nowS: number) {
    this.#symbols = symbols;
    this.nowS = nowS;
    this.http = new FakeHttp((request, response, url) => this.#rest(request, response, url));
    this.#wss = new WebSocketServer({ server: this.http.server });
    this.#wss.on('connection', (socket, request) => this.#connected(socket, request));
  }

  get restUrl(): string {
    return this.http.url;
  }

  wsUrl(category: BybitCategory): string {
    return `ws://127.0.0.1:${this.http.port}/v5/public/${category}`;
  }

  /** kline requests seen so far. */
  get klineRequests() {
    return this.http.requests.filter((request) => request.path === '/v5/market/kline');
  }

  /**
   * The next `count` kline requests hit bybit's API rate limit: HTTP 200 with retCode 10006 "Too many visits!" and
   * `X-Bapi-Limit-Reset-Timestamp` (ms) saying when the limit resets. Bybit sends no Retry-After.
   */
  rateLimitNext(count: number, resetAtMs: number): void {
    this.#limitNext = { count, resetAtMs };
  }

  /** The next `count` kline subscriptions are refused as bybit refuses a topic it does not know. */
  rejectNextSubscriptions(count: number): void {
    this.#rejectSubscriptions = count;
  }

  /** Moves the exchange clock; subscribed sockets get the confirmed kline of each candle that closed, then the new one. */
  advanceTo(nowS: number): void {
    const before = this.nowS;
    this.nowS = nowS;
    for (const [socket, state] of this.sockets) {
      for (const subscription of state.subscriptions) {
        if (subscription.kind === 'ticker') {
          this.#send(socket, tickerMessage(subscription.symbol, state.category, nowS, 'delta'));
          continue;
        }
        const minutes = BYBIT_INTERVALS[subscription.interval]!;
        const forming = formingAt(nowS, minutes);
        for (const open of opensBetween(before, nowS, minutes)) {
          if (open < forming)
            this.#send(socket, klineMessage(subscription.symbol, subscription.interval, open, nowS, true));
        }
        this.#send(socket, klineMessage(subscription.symbol, subscription.interval, forming, nowS, false));
      }
    }
  }

  /** The open sockets stay open but go silent, as a half-open connection does; new ones speak normally. */
  muteOpenSockets(): void {
    for (const state of this.sockets.values()) state.muted = true;
  }

  /** Cuts every socket as a network failure would (no close frame). */
  drop(): void {
    for (const socket of this.sockets.keys()) socket.terminate();
  }

  listen(): Promise<void> {
    return this.http.listen();
  }

  async close(): Promise<void> {
    this.drop();
    this.#wss.close();
    await this.http.close();
  }

  #connected(socket: WebSocket, request: IncomingMessage): void {
    const category = (request.url ?? '').split('/').at(-1) ?? '';
    if (!CATEGORIES.includes(category)) {
      socket.close(1008, 'unknown path');
      return;
    }
    this.connectionsAccepted++;
    const connId = `fake-${++this.#connections}`;
    const state: Socket = { category: category as BybitCategory, subscriptions: [], muted: false };
    this.sockets.set(socket, state);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { op?: string; req_id?: unknown; args?: string[] };
      this.wsRequests.push(message);
      const reqId = message.req_id === undefined ? '' : String(message.req_id);
      if (message.op === 'ping') {
        this.#send(socket, { success: true, ret_msg: 'pong', conn_id: connId, req_id: reqId, op: 'ping' });
        return;
      }
      if (message.op !== 'subscribe') return;
      const topics = message.args ?? [];
      if (this.#rejectSubscriptions > 0 && topics.some((topic) => topic.startsWith('kline.'))) {
        this.#rejectSubscriptions--;
        this.#send(socket, {
          success: false,
          ret_msg: `error:handler not found,topic:${topics[0]}`,
          conn_id: connId,
          req_id: reqId,
          op: 'subscribe',
        });
        return;
      }
      const added = topics.map((topic): Subscription => {
        const [channel = '', first = '', second = ''] = topic.split('.');
        return channel === 'kline'
          ? { symbol: second, interval: first, kind: 'kline' }
          : { symbol: first, interval: '', kind: 'ticker' };
      });
      state.subscriptions.push(...added);
      this.#send(socket, { success: true, ret_msg: '', conn_id: connId, req_id: reqId, op: 'subscribe' });
      // Bybit pushes klines every 1-2 s and a ticker snapshot at once; the fake pushes the current state at once.
      for (const subscription of added) {
        this.#send(
          socket,
          subscription.kind === 'ticker'
            ? tickerMessage(subscription.symbol, state.category, this.nowS, 'snapshot')
            : klineMessage(
                subscription.symbol,
                subscription.interval,
                formingAt(this.nowS, BYBIT_INTERVALS[subscription.interval] ?? 1),
                this.nowS,
                false,
              ),
        );
      }
    });
  }

  #send(socket: WebSocket, message: unknown): void {
    if (socket.readyState === socket.OPEN && this.sockets.get(socket)?.muted !== true)
      socket.send(JSON.stringify(message));
  }

  #rest(_request: IncomingMessage, response: ServerResponse, url: URL): void {
    const query = url.searchParams;
    const category = query.get('category') ?? 'linear';
    const known = CATEGORIES.includes(category);
    if (url.pathname === '/v5/market/time') {
      sendJson(
        response,
        200,
        envelope({ timeSecond: String(this.nowS), timeNano: `${this.nowS}000000000` }, this.nowS),
      );
    } else if (url.pathname === '/v5/market/instruments-info') {
      // Bybit lists inverse and option instruments too; the fake has none.
      const list = known
        ? instrumentsInfo(category as BybitCategory, query.get('status') === 'PreLaunch' ? [] : this.#symbols)
        : { category, list: [], nextPageCursor: '' };
      sendJson(response, 200, envelope(list, this.nowS));
    } else if (url.pathname === '/v5/market/kline' && known) {
      if (this.#limitNext.count > 0) {
        this.#limitNext.count--;
        sendJson(response, 200, envelope({}, this.nowS, 10006, 'Too many visits!'), {
          'x-bapi-limit': '10',
          'x-bapi-limit-status': '0',
          'x-bapi-limit-reset-timestamp': String(this.#limitNext.resetAtMs),
        });
        return;
      }
      sendJson(response, 200, envelope(klineResult(query, category as BybitCategory, this.nowS), this.nowS));
    } else if (url.pathname === '/v5/market/tickers' && known) {
      const list = this.#symbols
        .filter((symbol) => !query.has('symbol') || query.get('symbol') === symbol.id)
        .map((symbol) => tickerMessage(symbol.id, category as BybitCategory, this.nowS, 'snapshot').data);
      sendJson(response, 200, envelope({ category, list }, this.nowS));
    } else {
      this.unknownPaths.push(`${url.pathname}${url.search}`);
      sendJson(response, 404, { retCode: 10001, retMsg: 'Not found' });
    }
  }
}
