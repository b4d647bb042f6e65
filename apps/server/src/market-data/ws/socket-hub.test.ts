import { EventEmitter } from 'node:events';
import type { WebSocket } from '@fastify/websocket';
import { describe, expect, it } from 'vitest';
import { IdleFeed } from '../../feed';
import { CRYPTO_VENUES } from '../catalog/crypto-venues';
import { cryptoInstrument } from '../catalog/replay-instruments';
import { SocketHub } from './socket-hub';
import { WS_CLOSE, WS_LIMITS } from './ws-protocol';

/** Just enough of a ws socket to watch what the hub does with it. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readonly CLOSED = 3;
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  send(text: string) {
    this.sent.push(text);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = this.CLOSED;
  }
  terminate() {}
}

const btc = cryptoInstrument(CRYPTO_VENUES[0]!, 'btc');

const hubWithClient = async () => {
  const feed = new IdleFeed(
    'replay',
    () => 0,
    () => {},
  );
  (feed as unknown as { instruments: () => unknown[] }).instruments = () => [btc];
  const hub = new SocketHub({
    feed,
    authenticate: async () => ({ userId: 'u1', sessionId: 's1' }),
    cryptoFrozen: async () => false,
    now: () => 0,
    log: { warn: () => {} },
  });
  hub.start();
  const socket = new FakeSocket();
  hub.accept(socket as unknown as WebSocket, 'crypto', { userId: 'u1', sessionId: 's1' }, 'token');
  socket.emit('message', JSON.stringify({ type: 'subscribe', source: 'binance-spot' }));
  await new Promise((done) => setTimeout(done, 0));
  return { hub, feed, socket };
};

describe('socket hub', () => {
  it('drops a subscriber whose unsent data passed the bound instead of buffering for it', async () => {
    const { hub, feed, socket } = await hubWithClient();
    expect(socket.sent.map((text) => JSON.parse(text).type)).toEqual(['subscribed']);
    socket.bufferedAmount = WS_LIMITS.maxBufferedBytes + 1;
    feed.events.emit('price', { source: 'binance-spot', symbol: 'BTCUSDT', price: 1, time: 1 });
    hub.flushPrices();
    expect(socket.closedWith).toBe(WS_CLOSE.slowReader);
    expect(socket.sent).toHaveLength(1);
    hub.stop();
  });

  it('closes a client that sends more than 100 messages a minute', async () => {
    const { hub, socket } = await hubWithClient();
    for (let i = 0; i < WS_LIMITS.messagesPerMinute; i++) socket.emit('message', '{"type":"ping"}');
    expect(socket.closedWith).toBe(WS_CLOSE.policy);
    hub.stop();
  });

  it('answers a malformed message with an error and keeps the socket', async () => {
    const { hub, socket } = await hubWithClient();
    socket.emit('message', '{"type":"subscribe"');
    socket.emit('message', JSON.stringify({ type: 'launch' }));
    await new Promise((done) => setTimeout(done, 0));
    const errors = socket.sent.map((text) => JSON.parse(text)).filter((m) => m.type === 'error');
    expect(errors).toEqual([
      { type: 'error', message: 'request.invalid' },
      { type: 'error', message: 'request.invalid' },
    ]);
    expect(socket.closedWith).toBeUndefined();
    hub.stop();
  });
});
