import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPriceStream, type StreamTokens } from './price-stream';

/** Just enough of a browser WebSocket to watch what the stream sends and to play the server. */
class FakeSocket extends EventTarget {
  readyState = 0;
  sent: unknown[] = [];
  constructor(readonly url: string) {
    super();
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close(code = 1000) {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  receive(message: unknown) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(message) }));
  }
}

const setup = () => {
  const sockets: FakeSocket[] = [];
  const listeners = new Set<() => void>();
  let token = 't1';
  const tokens: StreamTokens = {
    ensure: vi.fn(async () => token),
    refresh: vi.fn(async () => token),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => token,
  };
  const onPrices = vi.fn();
  const onMatches = vi.fn();
  const onStatus = vi.fn();
  const stream = createPriceStream({
    market: 'crypto',
    source: 'binance-spot',
    onPrices,
    onMatches,
    onStatus,
    tokens,
    connect: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
  const rotate = (next: string) => {
    token = next;
    for (const listener of listeners) listener();
  };
  return { stream, sockets, onPrices, onMatches, onStatus, tokens, rotate };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the price stream (spec §4, §7)', () => {
  it('authenticates in its first message, subscribes, and resubscribes every second until confirmed', async () => {
    const { stream, sockets, onPrices, onStatus } = setup();
    await vi.advanceTimersByTimeAsync(0);
    const socket = sockets[0]!;
    expect(socket.url).toMatch(/\/ws\/v1\/crypto$/);
    socket.open();
    expect(socket.sent).toEqual([
      { type: 'auth', token: 't1' },
      { type: 'subscribe', source: 'binance-spot' },
    ]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(socket.sent).toHaveLength(4);
    socket.receive({ type: 'subscribed', source: 'binance-spot', time: 5, prices: [] });
    await vi.advanceTimersByTimeAsync(3000);
    expect(socket.sent).toHaveLength(4);
    expect(onStatus).toHaveBeenLastCalledWith('live');
    socket.receive({
      type: 'prices',
      source: 'binance-spot',
      time: 6,
      prices: [{ symbol: 'BTCUSDT', base: 'btc', quote: 'usdt', price: 101 }, { junk: true }],
    });
    socket.receive({ type: 'prices', source: 'bybit-futures', time: 6, prices: [] });
    expect(onPrices).toHaveBeenLastCalledWith({
      source: 'binance-spot',
      time: 6,
      prices: [{ symbol: 'BTCUSDT', base: 'btc', quote: 'usdt', price: 101 }],
    });
    expect(onPrices).toHaveBeenCalledTimes(2);
    stream.close();
  });

  it('ignores what does not fit the server messages of the domain, and keeps reading', async () => {
    const { stream, sockets, onPrices, onMatches, onStatus } = setup();
    await vi.advanceTimersByTimeAsync(0);
    const socket = sockets[0]!;
    socket.open();
    socket.dispatchEvent(Object.assign(new Event('message'), { data: 'not json {' }));
    socket.receive({ type: 'prices', source: 'binance-spot', time: 'soon', prices: [] });
    socket.receive({ type: 'prices', source: 'binance-spot', time: 6, prices: 'many' });
    socket.receive({ type: 'subscribed', source: 'binance-spot', prices: [] });
    socket.receive({ type: 'matches' });
    socket.receive({ type: 'surprise', source: 'binance-spot' });
    socket.receive(['prices']);
    expect(onPrices).not.toHaveBeenCalled();
    expect(onMatches).not.toHaveBeenCalled();
    expect(onStatus).not.toHaveBeenCalledWith('live');
    socket.receive({ type: 'prices', source: 'binance-spot', time: 7, prices: [] });
    expect(onPrices).toHaveBeenCalledWith({ source: 'binance-spot', time: 7, prices: [] });
    stream.close();
  });

  it("passes on the source's matches notices, not another source's", async () => {
    const { stream, sockets, onMatches } = setup();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'matches', source: 'bybit-futures' });
    expect(onMatches).not.toHaveBeenCalled();
    sockets[0]!.receive({ type: 'matches', source: 'binance-spot' });
    expect(onMatches).toHaveBeenCalledTimes(1);
    stream.close();
  });

  it('reconnects 10 s after a drop, and sends a refreshed token on the open socket', async () => {
    const { stream, sockets, onStatus, rotate } = setup();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    rotate('t2');
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'auth', token: 't2' });
    sockets[0]!.close(1006);
    expect(onStatus).toHaveBeenLastCalledWith('offline');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    stream.close();
  });

  it('tells once that the matches may have changed when a live socket is back, the notices sent meanwhile lost', async () => {
    const { stream, sockets, onMatches } = setup();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'subscribed', source: 'binance-spot', time: 1, prices: [] });
    expect(onMatches).not.toHaveBeenCalled();
    sockets[0]!.close(1006);
    await vi.advanceTimersByTimeAsync(10_000);
    sockets[1]!.open();
    expect(onMatches).not.toHaveBeenCalled();
    sockets[1]!.receive({ type: 'subscribed', source: 'binance-spot', time: 2, prices: [] });
    sockets[1]!.receive({ type: 'subscribed', source: 'binance-spot', time: 2, prices: [] });
    expect(onMatches).toHaveBeenCalledTimes(1);
    stream.close();
  });

  it('refreshes the token after a 4401 and gives up on a frozen plan (4403)', async () => {
    const unauthorized = setup();
    await vi.advanceTimersByTimeAsync(0);
    unauthorized.sockets[0]!.close(4401);
    expect(unauthorized.tokens.refresh).toHaveBeenCalledTimes(1);
    unauthorized.stream.close();

    const frozen = setup();
    await vi.advanceTimersByTimeAsync(0);
    frozen.sockets[0]!.close(4403);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(frozen.sockets).toHaveLength(1);
    frozen.stream.close();
  });

  it('closes for good when the screen goes away', async () => {
    const { stream, sockets } = setup();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    stream.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.readyState).toBe(3);
  });
});
