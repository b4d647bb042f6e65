import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../../../test';
import type { CandleArray } from './candle-history';

let test: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  test = await startTestApp({ MARKET_DATA: 'replay' });
  headers = (await signUpUser(test.app)).headers;
}, 60_000);

afterAll(() => test.close());

const history = async (payload: Record<string, unknown>) => {
  const response = await test.app.inject({ method: 'POST', url: '/api/v1/data/history', headers, payload });
  return { status: response.statusCode, data: (response.json() as { data: CandleArray[] }).data };
};

describe('data proxy', () => {
  it('returns raw candle arrays of the range, oldest first, ending with the candle still forming', async () => {
    const now = test.app.marketData.feed.time();
    const { status, data } = await history({
      source: 'binance-spot',
      symbol: 'BTCUSDT',
      interval: 240,
      start: now - 10 * 86_400,
      end: now,
    });
    expect(status).toBe(200);
    expect(data.length).toBeGreaterThanOrEqual(59);
    expect(data.length).toBeLessThanOrEqual(61);
    for (const [i, candle] of data.entries()) {
      expect(candle).toHaveLength(6);
      const [time, open, high, low, close, volume] = candle;
      expect(time % 14_400).toBe(0);
      expect(high).toBeGreaterThanOrEqual(Math.max(open, close));
      expect(low).toBeLessThanOrEqual(Math.min(open, close));
      expect(volume).toBeGreaterThanOrEqual(0);
      if (i > 0) expect(time - data[i - 1]![0]).toBe(14_400);
    }
    const forming = test.app.marketData.feed.forming('binance-spot', 'BTCUSDT', 240)!;
    expect(data.at(-1)).toEqual([
      forming.time,
      forming.open,
      forming.high,
      forming.low,
      forming.close,
      forming.volume,
    ]);
  });

  it('understands the venue symbol, the pair, chart labels and milliseconds', async () => {
    const now = test.app.marketData.feed.time();
    const byNumber = await history({
      source: 'oanda',
      symbol: 'EURUSD',
      interval: 60,
      start: now - 86_400,
      end: now,
    });
    const byNames = await history({
      source: 'oanda',
      symbol: 'EUR_USD',
      interval: '1h',
      start: (now - 86_400) * 1000,
      end: now * 1000,
    });
    expect(byNames.data).toEqual(byNumber.data);
    expect(byNumber.data.length).toBeGreaterThan(0);
    const daily = await history({
      source: 'binance-spot',
      symbol: 'btc/usdt',
      interval: '1D',
      start: 0,
      end: now,
    });
    expect(daily.data.length).toBeGreaterThan(900);
  });

  it('answers an unknown source, symbol or interval with no candles rather than an error', async () => {
    const now = test.app.marketData.feed.time();
    const base = { source: 'binance-spot', symbol: 'BTCUSDT', interval: 240, start: 0, end: now };
    for (const change of [
      { source: 'kraken' },
      { symbol: 'NOPE' },
      { interval: 7 },
      { interval: 'fortnight' },
    ]) {
      expect(await history({ ...base, ...change })).toEqual({ status: 200, data: [] });
    }
    // A timeframe binance spot does not list.
    expect((await history({ ...base, interval: 1 })).data).toEqual([]);
  });

  it('refuses a malformed request body as bad input', async () => {
    expect((await history({ source: 'binance-spot' })).status).toBe(400);
    expect(
      (await history({ source: 'binance-spot', symbol: 'BTCUSDT', interval: 60, start: -5, end: 1 })).status,
    ).toBe(400);
  });

  it('tells the server time on the feed clock, and the feed status publicly', async () => {
    const time = await test.app.inject({ method: 'GET', url: '/api/v1/data/time', headers });
    expect(time.json()).toEqual({
      status: 'success',
      data: { time: test.app.marketData.feed.time(), mode: 'replay' },
    });
    const status = await test.app.inject({ method: 'GET', url: '/api/v1/data/status' });
    expect(status.json().data).toMatchObject({
      mode: 'replay',
      running: true,
      instruments: 3 * 24 + 9 * 6 + 29,
    });
    expect(status.json().data.replay.anchor % 3600).toBe(0);
  });

  it('serves a letter logo for an asset with a long cache, and nothing for a malformed name', async () => {
    const logo = await test.app.inject({ method: 'GET', url: '/api/v1/logos/btc.svg?v=1' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.headers['cache-control']).toContain('immutable');
    expect(logo.body).toContain('>BTC</text>');
    expect((await test.app.inject({ method: 'GET', url: '/api/v1/logos/..%2Fetc.svg' })).statusCode).toBe(
      404,
    );
    expect((await test.app.inject({ method: 'GET', url: '/api/v1/logos/btc.png' })).statusCode).toBe(404);
  });
});
