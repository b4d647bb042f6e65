import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signUpUser, startTestApp, type TestApp } from '../../../test';
import { WS_CLOSE, WS_LIMITS } from './ws-protocol';

let test: TestApp;
let base: string;

beforeAll(async () => {
  test = await startTestApp({ MARKET_DATA: 'replay' });
  const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
  base = address.replace(/^http/, 'ws');
}, 60_000);

afterAll(() => test.close());

const tokenOf = (user: { headers: { authorization: string } }) =>
  user.headers.authorization.slice('Bearer '.length);

type Opened = { socket: WebSocket; messages: Record<string, unknown>[]; closed: Promise<number> };

/** Connects and collects messages; resolves once open, or rejects with the HTTP status of a refused upgrade. */
const connect = (path: string, options: WebSocket.ClientOptions = {}): Promise<Opened> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base}${path}`, options);
    const messages: Record<string, unknown>[] = [];
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
    socket.on('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.on('error', reject);
    socket.on('open', () => resolve({ socket, messages, closed }));
  });

/** Waits until a message of `type` arrives (the socket pushes asynchronously). */
const nextOf = async (opened: Opened, type: string): Promise<Record<string, unknown>> => {
  for (let i = 0; i < 200; i++) {
    const found = opened.messages.find((message) => message.type === type);
    if (found !== undefined) return found;
    await new Promise((done) => setTimeout(done, 10));
  }
  throw new Error(`no ${type} message`);
};

/**
 * Waits until no notice window is open (a notice that ends one opens the next: two windows), so the next change's
 * notice goes at once and names that change alone; drops what the socket received meanwhile.
 */
const quietNotices = async (opened: Opened): Promise<void> => {
  await test.app.liveMatches.idle();
  await new Promise((done) => setTimeout(done, 2 * WS_LIMITS.matchNoticeMs + 100));
  opened.messages.length = 0;
};

describe('market websocket', () => {
  it('refuses the upgrade without a valid token in the URL, or from a page on another origin', async () => {
    const user = await signUpUser(test.app);
    await expect(connect('/ws/v1/crypto?token=not.a.token')).rejects.toThrow('HTTP 401');
    await expect(
      connect(`/ws/v1/crypto?token=${tokenOf(user)}`, { origin: 'https://evil.example' }),
    ).rejects.toThrow('HTTP 403');
    await expect(connect(`/ws/v1/bonds?token=${tokenOf(user)}`)).rejects.toThrow('HTTP 404');
    const sameHost = await connect(`/ws/v1/crypto?token=${tokenOf(user)}`, {
      origin: base.replace(/^ws/, 'http'),
    });
    sameHost.socket.close();
  });

  it('pushes batched price ticks of a subscribed source', async () => {
    const user = await signUpUser(test.app);
    const opened = await connect(`/ws/v1/crypto?token=${tokenOf(user)}`);
    opened.socket.send(JSON.stringify({ type: 'subscribe', source: 'binance-spot' }));
    const subscribed = await nextOf(opened, 'subscribed');
    expect((subscribed.prices as unknown[]).length).toBe(24);
    const feed = test.app.marketData.feed;
    test.app.marketData.replay!.advanceTo(feed.time() + 5);
    test.app.marketData.sockets.flushPrices();
    const pushed = await nextOf(opened, 'prices');
    expect(pushed.source).toBe('binance-spot');
    const btc = (pushed.prices as { symbol: string; price: number }[]).find((p) => p.symbol === 'BTCUSDT')!;
    expect(btc.price).toBe(feed.store.price('binance-spot', 'BTCUSDT')!.price);
    // Prices of a source nobody asked for are not sent.
    expect(opened.messages.filter((m) => m.type === 'prices' && m.source !== 'binance-spot')).toEqual([]);
    opened.socket.send(JSON.stringify({ type: 'subscribe', source: 'oanda' }));
    expect((await nextOf(opened, 'error')).message).toBe('request.not-found');
    opened.socket.close();
  });

  it("tells a market's sockets that its matches changed when a scan lists new ones", async () => {
    const user = await signUpUser(test.app);
    const opened = await connect(`/ws/v1/crypto?token=${tokenOf(user)}`);
    const { feed } = test.app.marketData;
    const { live } = test.app.liveMatches;
    await quietNotices(opened);
    const listed = [...live.all()].find((match) => match.source === 'binance-spot')!;
    const series = feed.store.get(listed.source, listed.symbol, listed.timeframe)!;
    // The series forgets its matches, then its last candle closes again: the scan lists them as new.
    live.replace(series.key, []);
    feed.events.emit('candle-close', { ...series.key, series, candle: series.at(series.length - 1) });
    expect(await nextOf(opened, 'matches')).toEqual({ type: 'matches', source: 'binance-spot' });
    opened.socket.close();
  });

  it('tells them when listed matches change state, naming the states entered', async () => {
    const user = await signUpUser(test.app);
    const opened = await connect(`/ws/v1/crypto?token=${tokenOf(user)}`);
    const { feed } = test.app.marketData;
    const { live } = test.app.liveMatches;
    await quietNotices(opened);
    const current = [...live.all()].filter((match) => match.source === 'binance-spot');
    const listed = current.find((match) => match.state !== 'forming')!;
    const series = feed.store.get(listed.source, listed.symbol, listed.timeframe)!;
    const ofSeries = current.filter((m) => m.symbol === listed.symbol && m.timeframe === listed.timeframe);
    // The series' matches are set back to forming; the close rescans them with no new match, only new states.
    live.replace(
      series.key,
      ofSeries.map((match) => ({ ...match, state: 'forming' as const })),
    );
    feed.events.emit('candle-close', { ...series.key, series, candle: series.at(series.length - 1) });
    const notice = await nextOf(opened, 'matches');
    expect(notice).toMatchObject({ type: 'matches', source: 'binance-spot' });
    expect(notice.states).toContain(listed.state);
    opened.socket.close();
  });

  it('takes the token as the first message, and closes a socket that asks for data before it', async () => {
    const user = await signUpUser(test.app);
    const late = await connect('/ws/v1/currencies');
    late.socket.send(JSON.stringify({ type: 'auth', token: tokenOf(user) }));
    late.socket.send(JSON.stringify({ type: 'subscribe', source: 'oanda' }));
    await nextOf(late, 'authenticated');
    expect(((await nextOf(late, 'subscribed')).prices as unknown[]).length).toBe(7);
    late.socket.close();

    const anonymous = await connect('/ws/v1/currencies');
    anonymous.socket.send(JSON.stringify({ type: 'subscribe', source: 'oanda' }));
    expect(await anonymous.closed).toBe(WS_CLOSE.unauthorized);
  });

  it('closes the socket on a message over 64 KiB', async () => {
    const user = await signUpUser(test.app);
    const opened = await connect(`/ws/v1/stock?token=${tokenOf(user)}`);
    opened.socket.send('x'.repeat(64 * 1024 + 1));
    expect(await opened.closed).toBe(WS_CLOSE.tooBig);
  });

  it('closes a crypto socket when the plan freezes, and any socket when its session ends', async () => {
    const frozen = await signUpUser(test.app);
    const crypto = await connect(`/ws/v1/crypto?token=${tokenOf(frozen)}`);
    const ended = await signUpUser(test.app);
    const indices = await connect(`/ws/v1/indices?token=${tokenOf(ended)}`);
    await test.db
      .updateTable('users')
      .set({ crypto_freeze_status: 'freezed' })
      .where('id', '=', frozen.userId)
      .execute();
    await test.db
      .updateTable('sessions')
      .set({ logout_date: test.clock.now })
      .where('user_id', '=', ended.userId)
      .execute();
    await test.app.marketData.sockets.recheck();
    expect(await crypto.closed).toBe(WS_CLOSE.forbidden);
    expect(await indices.closed).toBe(WS_CLOSE.unauthorized);
    // A frozen user is refused before the upgrade on crypto, and still served on the global markets.
    const frozenToken = `/ws/v1/crypto?token=${tokenOf(frozen)}`;
    await expect(connect(frozenToken)).rejects.toThrow('HTTP 403');
    const global = await connect(`/ws/v1/stock?token=${tokenOf(frozen)}`);
    global.socket.close();
  });
});
