import type { WebSocket } from '@fastify/websocket';
import { type Market, type MatchState, sourceNamesOf } from '@tradescope/domain';
import type { Instrument, MarketFeed, PriceTick } from '../../feed';
import { createMatchNotices } from './match-notices';
import {
  type ClientMessage,
  clientMessageSchema,
  type ServerMessage,
  WS_CLOSE,
  WS_LIMITS,
} from './ws-protocol';

type Claims = { userId: string; sessionId: string };

export interface SocketHubDeps {
  readonly feed: MarketFeed;
  /** A live session's claims for a bearer token, else undefined. */
  readonly authenticate: (token: string) => Promise<Claims | undefined>;
  /** Whether the user's crypto plan is frozen (undefined when the user no longer exists). */
  readonly cryptoFrozen: (userId: string) => Promise<boolean | undefined>;
  readonly now: () => number;
  readonly log: { warn: (object: unknown, message?: string) => void };
}

interface Client {
  readonly socket: WebSocket;
  readonly market: Market;
  userId: string | undefined;
  token: string | undefined;
  readonly sources: Set<string>;
  readonly received: number[];
  authTimer: NodeJS.Timeout | undefined;
  /** Messages are handled one after another, so "auth" then "subscribe" sent together keep their order. */
  queue: Promise<void>;
}

const priceOf = (instrument: Instrument, tick: PriceTick) => ({
  symbol: instrument.sourceSymbol,
  base: instrument.base,
  quote: instrument.quote,
  price: tick.price,
});

/**
 * Every open market socket: authentication (token in the URL or a first "auth" message), subscriptions per source,
 * batched price pushes, merged "matches" notices, and the guards of the reliability reference (message rate, slow
 * readers, session and freeze re-checks).
 */
export class SocketHub {
  readonly #deps: SocketHubDeps;
  readonly #clients = new Set<Client>();
  #pending = new Map<string, Map<string, PriceTick>>();
  #timers: NodeJS.Timeout[] = [];
  #unsubscribe: (() => void) | undefined;
  #instruments = new Map<string, Instrument>();
  readonly #notices = createMatchNotices(
    (market, message) => this.#publish(market, message),
    WS_LIMITS.matchNoticeMs,
  );

  constructor(deps: SocketHubDeps) {
    this.#deps = deps;
  }

  start(): void {
    for (const instrument of this.#deps.feed.instruments()) this.addInstrument(instrument);
    this.#unsubscribe = this.#deps.feed.events.on('price', (tick) => {
      const bySymbol = this.#pending.get(tick.source) ?? new Map<string, PriceTick>();
      bySymbol.set(tick.symbol, tick);
      this.#pending.set(tick.source, bySymbol);
    });
    // A failing push or re-check (the database away for a moment) is logged and tried again on the next tick.
    const report = (error: unknown) => this.#deps.log.warn({ err: error }, 'websocket housekeeping failed');
    this.#timers = [
      setInterval(() => {
        try {
          this.flushPrices();
        } catch (error) {
          report(error);
        }
      }, WS_LIMITS.pushEveryMs),
      setInterval(() => void this.recheck().catch(report), WS_LIMITS.recheckEveryMs),
    ];
    for (const timer of this.#timers) timer.unref();
  }

  /** An instrument whose prices this hub pushes: the feed's, or one another process's feed relays (the scale mode). */
  addInstrument(instrument: Instrument): void {
    this.#instruments.set(`${instrument.source}|${instrument.symbol}`, instrument);
  }

  stop(): void {
    this.#unsubscribe?.();
    for (const timer of this.#timers) clearInterval(timer);
    this.#notices.stop();
    for (const client of this.#clients) this.#drop(client, WS_CLOSE.goingAway, 'server closing');
  }

  /** Open sockets, signed in or still waiting for their token (the operations metrics read it). */
  get size(): number {
    return this.#clients.size;
  }

  /** Sockets of one user, for the per-user cap checked before the upgrade. */
  socketsOf(userId: string): number {
    return [...this.#clients].filter((client) => client.userId === userId).length;
  }

  /** Takes over an upgraded socket; `claims` are set when the token came in the URL and was checked already. */
  accept(socket: WebSocket, market: Market, claims: Claims | undefined, token: string | undefined): void {
    const client: Client = {
      socket,
      market,
      userId: claims?.userId,
      token: claims === undefined ? undefined : token,
      sources: new Set(),
      received: [],
      authTimer: undefined,
      queue: Promise.resolve(),
    };
    this.#clients.add(client);
    if (client.userId === undefined) {
      client.authTimer = setTimeout(
        () => this.#drop(client, WS_CLOSE.unauthorized, 'no token'),
        WS_LIMITS.authTimeoutMs,
      );
      client.authTimer.unref();
    }
    socket.on('message', (data) => this.#receive(client, String(data)));
    socket.on('close', () => {
      clearTimeout(client.authTimer);
      this.#clients.delete(client);
    });
    // ws reports protocol errors (an oversized frame) here and closes the socket itself.
    socket.on('error', () => {});
  }

  /**
   * Tells a market's sockets that a source's matches changed (they fetch them through the API, which applies their
   * access), naming the states listed matches entered; notices close together are merged (match-notices.ts).
   */
  noticeMatches(market: Market, source: string, states: readonly MatchState[]): void {
    this.#notices.changed(market, source, states);
  }

  /** Pushes the prices that moved since the last push, one message per market and source. */
  flushPrices(): void {
    const pending = this.#pending;
    this.#pending = new Map();
    for (const [source, ticks] of pending) {
      const byMarket = new Map<Market, ReturnType<typeof priceOf>[]>();
      for (const tick of ticks.values()) {
        const instrument = this.#instruments.get(`${source}|${tick.symbol}`);
        if (instrument === undefined) continue;
        byMarket.set(instrument.market, [
          ...(byMarket.get(instrument.market) ?? []),
          priceOf(instrument, tick),
        ]);
      }
      for (const [market, prices] of byMarket) {
        const push: ServerMessage = { type: 'prices', source, time: this.#deps.feed.time(), prices };
        const text = JSON.stringify(push);
        for (const client of this.#clients) {
          if (client.market === market && client.sources.has(source)) this.#send(client, text);
        }
      }
    }
  }

  /** Closes sockets whose session ended or whose crypto plan froze since they connected. */
  async recheck(): Promise<void> {
    await Promise.all(
      [...this.#clients].map(async (client) => {
        if (client.userId === undefined || client.token === undefined) return;
        const claims = await this.#deps.authenticate(client.token);
        if (claims?.userId !== client.userId)
          return this.#drop(client, WS_CLOSE.unauthorized, 'session ended');
        if (client.market === 'crypto' && (await this.#deps.cryptoFrozen(client.userId)) !== false) {
          this.#drop(client, WS_CLOSE.forbidden, 'account frozen');
        }
      }),
    );
  }

  #receive(client: Client, text: string): void {
    const now = this.#deps.now();
    while (client.received.length > 0 && client.received[0]! <= now - 60_000) client.received.shift();
    client.received.push(now);
    if (client.received.length > WS_LIMITS.messagesPerMinute) {
      this.#drop(client, WS_CLOSE.policy, 'too many messages');
      return;
    }
    client.queue = client.queue
      .then(() => this.#handle(client, text))
      .catch((error: unknown) => {
        this.#deps.log.warn({ err: error }, 'websocket message failed');
      });
  }

  async #handle(client: Client, text: string): Promise<void> {
    let message: ClientMessage;
    try {
      const parsed = clientMessageSchema.safeParse(JSON.parse(text));
      if (!parsed.success) return this.#reply(client, { type: 'error', message: 'request.invalid' });
      message = parsed.data;
    } catch {
      return this.#reply(client, { type: 'error', message: 'request.invalid' });
    }
    if (message.type === 'auth') return this.#authenticate(client, message.token);
    if (client.userId === undefined) return this.#drop(client, WS_CLOSE.unauthorized, 'authenticate first');
    if (message.type === 'ping') return this.#reply(client, { type: 'pong', time: this.#deps.feed.time() });
    if (!sourceNamesOf(client.market).includes(message.source as never)) {
      return this.#reply(client, { type: 'error', message: 'request.not-found', source: message.source });
    }
    if (message.type === 'unsubscribe') {
      client.sources.delete(message.source);
      return this.#reply(client, { type: 'unsubscribed', source: message.source });
    }
    client.sources.add(message.source);
    const prices = [...this.#instruments.values()]
      .filter((i) => i.market === client.market && i.source === message.source)
      .flatMap((i) => {
        const tick = this.#deps.feed.store.price(i.source, i.symbol);
        return tick === undefined ? [] : [priceOf(i, tick)];
      });
    this.#reply(client, { type: 'subscribed', source: message.source, time: this.#deps.feed.time(), prices });
  }

  async #authenticate(client: Client, token: string): Promise<void> {
    const claims = await this.#deps.authenticate(token);
    // A refreshed token must belong to the user the socket was opened for.
    if (claims === undefined || (client.userId !== undefined && claims.userId !== client.userId)) {
      return this.#drop(client, WS_CLOSE.unauthorized, 'invalid token');
    }
    if (client.market === 'crypto' && (await this.#deps.cryptoFrozen(claims.userId)) !== false) {
      return this.#drop(client, WS_CLOSE.forbidden, 'account frozen');
    }
    if (client.userId === undefined && this.socketsOf(claims.userId) >= WS_LIMITS.socketsPerUser) {
      return this.#drop(client, WS_CLOSE.tooManySockets, 'too many sockets');
    }
    clearTimeout(client.authTimer);
    client.userId = claims.userId;
    client.token = token;
    this.#reply(client, { type: 'authenticated' });
  }

  /** Sends a message to every authenticated socket of a market. */
  #publish(market: Market, message: ServerMessage): void {
    const text = JSON.stringify(message);
    for (const client of this.#clients) {
      if (client.market === market && client.userId !== undefined) this.#send(client, text);
    }
  }

  #reply(client: Client, message: ServerMessage): void {
    this.#send(client, JSON.stringify(message));
  }

  #send(client: Client, text: string): void {
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (client.socket.bufferedAmount > WS_LIMITS.maxBufferedBytes) {
      this.#drop(client, WS_CLOSE.slowReader, 'slow reader');
      return;
    }
    client.socket.send(text);
  }

  #drop(client: Client, code: number, reason: string): void {
    this.#clients.delete(client);
    clearTimeout(client.authTimer);
    if (client.socket.readyState === client.socket.CLOSED) return;
    client.socket.close(code, reason);
    // A reader that stopped reading never completes the closing handshake.
    setTimeout(() => client.socket.terminate(), 5000).unref();
  }
}
