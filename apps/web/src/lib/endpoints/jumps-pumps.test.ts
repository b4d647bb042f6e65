import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../test';
import { tokenManager } from '../session';
import { fetchJumpsPage, jumpsKey } from './jumps';
import { fetchPumps, pumpsKey } from './pumps';

const calls: { url: string; body: unknown }[] = [];
let answer: unknown;

const jumpRow = {
  id: '9001.1795655340.x',
  base: 'ftm',
  quote: 'usdt',
  source: 'binance-spot',
  sourceSymbol: 'FTMUSDT',
  symbol: 'FTMUSDT',
  name: 'Fantom',
  pair: 'FTM/USDT',
  price: 0.237,
  timeframe: 3,
  strategyId: 9001,
  mainStrategyId: null,
  strategyName: 'Price jump',
  alertName: null,
  matchDate: '2026-11-26T01:09:00.000Z',
  matchTimestamp: 1_795_655_340,
  receiveDate: '2026-11-26T01:09:00.000Z',
  type: 'sell',
  passedCandle: 0,
  distance: 0,
  zone: { from: 0.237, to: 0.237 },
  pivotType: 'no pivot',
  chartData: {},
  jumps: [{ id: 'sub', matchTimestamp: 1_795_655_520, price: 0.24 }],
  direction: 'down',
  change: -4.8,
  totalChange: -3.5,
  c_price: 0.236,
  c_change24h: 12.1,
  c_volume: 33_000_000,
  c_marketcap: 663_000_000,
  c_name: 'Fantom',
};

beforeEach(() => {
  calls.length = 0;
  tokenManager.reset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/token'))
        return envelope({ token: 't', expiresAt: Date.now() + 900_000, impersonating: false });
      calls.push({ url, body: JSON.parse(String(init?.body)) });
      return envelope(answer);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the jumps endpoint', () => {
  it('posts the page request and reads jump rows, dropping a malformed one', async () => {
    answer = {
      items: [jumpRow, { ...jumpRow, id: 'bad', direction: 'sideways' }],
      total: 443,
      page: 1,
      pageSize: 10,
      timeframe: 3,
    };
    const page = await fetchJumpsPage({ source: 'binance-spot', page: 1, pageSize: 10 });
    expect(calls[0]).toMatchObject({
      url: expect.stringContaining('/api/v1/crypto/matches/jumps'),
      body: { source: 'binance-spot', page: 1, pageSize: 10 },
    });
    expect(page).toMatchObject({ total: 443, timeframe: 3 });
    expect(page.items.map((row) => [row.id, row.direction, row.jumps.length])).toEqual([
      ['9001.1795655340.x', 'down', 1],
    ]);
  });

  it('keys its queries under the crypto matches, so match notices refresh them', () => {
    const request = { source: 'binance-spot', page: 2, pageSize: 25 } as const;
    expect(jumpsKey(request)).toEqual(['matches', 'crypto', 'jumps', request]);
    expect(pumpsKey({ source: 'binance-spot' })).toEqual([
      'matches',
      'crypto',
      'pumps',
      { source: 'binance-spot' },
    ]);
  });
});

describe('the pumps endpoint', () => {
  it('reads pump rows with their window and statistics', async () => {
    const { direction: _d, change: _c, totalChange: _t, jumps: _j, ...asset } = jumpRow;
    answer = {
      items: [
        {
          ...asset,
          id: 'binance-spot:FTMUSDT:pump:1440:1795651200',
          timeframe: 1440,
          seriesTimeframe: 60,
          from: 1,
          to: 2,
          open: 0.21,
          close: 0.248,
          change: 17.6,
          volume: 1e8,
          baseline: 5e7,
          volumeRatio: 2.4,
          isPump: true,
        },
        {
          ...asset,
          id: 'odd',
          timeframe: 60,
          seriesTimeframe: 5,
          from: 1,
          to: 2,
          open: 1,
          close: 1,
          change: 0,
          volume: 0,
          baseline: 0,
          volumeRatio: 0,
        },
      ],
      total: 2,
      timeframes: [1440],
    };
    const list = await fetchPumps({ source: 'binance-spot', bases: ['all'], timeframes: [1440] });
    expect(calls[0]?.body).toEqual({ source: 'binance-spot', bases: ['all'], timeframes: [1440] });
    expect(list.items.map((row) => [row.timeframe, row.change, row.volumeRatio])).toEqual([
      [1440, 17.6, 2.4],
    ]);
    expect(list.timeframes).toEqual([1440]);
  });
});
