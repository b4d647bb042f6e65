import { describe, expect, it } from 'vitest';
import { matchesCountSchema, matchSchema, PIVOT_TYPES } from './match';
import { pairSchema } from './pair';

const match = {
  id: 'm-1',
  base: 'btc',
  quote: 'usdt',
  source: 'binance-spot',
  sourceSymbol: 'BTCUSDT',
  symbol: 'btcusdt',
  name: 'Bitcoin',
  pair: 'BTC/USDT',
  price: 64_000,
  timeframe: 240,
  strategyId: 12,
  mainStrategyId: null,
  strategyName: 'RSI divergence',
  alertName: null,
  matchDate: '2026-11-25T08:00:00Z',
  matchTimestamp: 1_796_198_400,
  receiveDate: '2026-11-25T12:00:03Z',
  type: 'buy',
  passedCandle: 0,
  distance: 1.25,
  zone: { from: 63_000, to: 63_500 },
  pivotType: 'Major',
  chartData: { X: { date: 1_796_100_000, value: 61_000 }, A: { date: 1_796_150_000, value: 66_000 } },
  c_price: 64_100,
  c_change24h: -2.1,
  c_volume: 1.2e9,
  c_marketcap: 1.26e12,
  c_name: 'Bitcoin',
  jumps: [],
};

describe('match', () => {
  it('lists the pivot types of spec §3 from no pivot to SuperMinor', () => {
    expect(PIVOT_TYPES).toEqual(['no pivot', 'Major', 'MidMajor', 'Minor', 'SuperMinor']);
  });

  it('parses a match with its zone, chart points and current statistics', () => {
    const parsed = matchSchema.parse({ ...match, extra: 'x' });
    expect(parsed.chartData.A).toEqual({ date: 1_796_150_000, value: 66_000 });
    expect(parsed).not.toHaveProperty('extra');
  });

  it.each([
    ['a zone whose from exceeds to', { zone: { from: 2, to: 1 } }],
    ['a negative passed candle', { passedCandle: -1 }],
    ['a negative distance', { distance: -0.5 }],
    ['an unknown pivot type', { pivotType: 'Mega' }],
    ['a date without a time zone', { matchDate: '2026-11-25 08:00' }],
    ['a chart point without a value', { chartData: { X: { date: 1 } } }],
  ])('rejects %s', (_label, change) => {
    expect(matchSchema.safeParse({ ...match, ...change }).success).toBe(false);
  });

  it('nests counts by strategy, quote and timeframe', () => {
    const counts = { '12': { usdt: { '240': 3, '60': 1 } } };
    expect(matchesCountSchema.parse(counts)).toEqual(counts);
    expect(matchesCountSchema.safeParse({ rsi: { usdt: { '240': 3 } } }).success).toBe(false);
  });

  it('lets forex pairs go without market cap and rank', () => {
    const pair = {
      id: 'p-1',
      base: 'gbp',
      quote: 'usd',
      pair: 'GBP/USD',
      name: 'Pound',
      price: 1.27,
      sourceSymbol: 'GBP_USD',
      volume: 0,
      volume24h: 0,
      change24h: 0.1,
      marketcap: null,
      rank: null,
      logo: null,
      isQuote: false,
      source: 'oanda',
      matchesCount: { buy: 2, sell: 1, neutral: 0 },
    };
    expect(pairSchema.parse(pair)).toEqual(pair);
  });
});
