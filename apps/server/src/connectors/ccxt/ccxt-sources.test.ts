import { SOURCE_NAMES } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import { CCXT_SOURCES, type MarketLike, resolveSymbol } from './ccxt-sources';

const markets: Record<string, MarketLike> = {
  'BTC/USDT': { id: 'BTCUSDT', symbol: 'BTC/USDT', base: 'BTC', quote: 'USDT', spot: true },
  'BTC/USDT:USDT': {
    id: 'BTCUSDT',
    symbol: 'BTC/USDT:USDT',
    base: 'BTC',
    quote: 'USDT',
    swap: true,
    linear: true,
  },
  'BTC/USD:BTC': {
    id: 'BTCUSD_PERP',
    symbol: 'BTC/USD:BTC',
    base: 'BTC',
    quote: 'USD',
    swap: true,
    inverse: true,
  },
  'ETH/USDT': { id: 'ETHUSDT', symbol: 'ETH/USDT', base: 'ETH', quote: 'USDT', spot: true, active: false },
};
const same = (code: string) => code;

describe('ccxt sources', () => {
  it('serves every crypto exchange of spec §3 and no broker', () => {
    const crypto = SOURCE_NAMES.filter((name) => name !== 'oanda' && name !== 'lite-finance');
    expect(Object.keys(CCXT_SOURCES).sort()).toEqual([...crypto].sort());
    expect(CCXT_SOURCES['binance-coinm']).toMatchObject({ id: 'binancecoinm', kind: 'inverse' });
    expect(CCXT_SOURCES['bybit-spot']?.options).toMatchObject({ defaultType: 'spot' });
  });

  it('finds the market by venue id within the source side', () => {
    const pair = { sourceSymbol: 'BTCUSDT', base: 'btc', quote: 'usdt' };
    expect(resolveSymbol(markets, 'spot', pair, same)).toBe('BTC/USDT');
    expect(resolveSymbol(markets, 'linear', pair, same)).toBe('BTC/USDT:USDT');
  });

  it('falls back to base and quote, through ccxt currency names', () => {
    const xbt = { sourceSymbol: 'XBTUSDM', base: 'xbt', quote: 'usd' };
    const unify = (code: string) => (code === 'XBT' ? 'BTC' : code);
    expect(resolveSymbol(markets, 'inverse', xbt, unify)).toBe('BTC/USD:BTC');
  });

  it('skips inactive and unknown markets', () => {
    expect(
      resolveSymbol(markets, 'spot', { sourceSymbol: 'ETHUSDT', base: 'eth', quote: 'usdt' }, same),
    ).toBe(undefined);
    expect(
      resolveSymbol(markets, 'spot', { sourceSymbol: 'DOGEUSDT', base: 'doge', quote: 'usdt' }, same),
    ).toBe(undefined);
  });
});
