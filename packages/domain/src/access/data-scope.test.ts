import { describe, expect, it } from 'vitest';
import { MARKETS } from '../markets';
import type { AccessHolder } from './access-holder';
import { allowedScope, canSeeAsset, canSeeMatch, type MatchRef } from './data-scope';
import type { StrategyAccessInput } from './strategy-visibility';
import { unixSeconds } from './unix-seconds';

const NOW = unixSeconds(1_700_000_000);
const LATER = NOW + 86_400;
const FREE: AccessHolder = {};
const CRYPTO_XMOON: AccessHolder = { access: { xmoon: LATER } };
const CLASSIC: StrategyAccessInput = { id: 7, group: 'classic', access: 'free' };
const HARMONIC: StrategyAccessInput = { id: 9, group: 'harmonic', access: ['pro', 'hero'] };

describe('allowedScope', () => {
  it('gives a free user the spec allowance of each market', () => {
    expect(allowedScope(FREE, 'crypto', NOW)).toEqual({
      sources: ['binance-spot'],
      pairs: { bases: ['btc'], quotes: [] },
      timeframes: [240],
    });
    expect(allowedScope(FREE, 'currencies', NOW)).toEqual({
      sources: ['oanda'],
      pairs: { bases: ['gbp'], quotes: ['gbp'] },
      timeframes: [1440],
    });
    for (const market of ['commodities', 'indices'] as const) {
      expect(allowedScope(FREE, market, NOW)).toEqual({
        sources: ['oanda'],
        pairs: { bases: [], quotes: ['usd'] },
        timeframes: [1440],
      });
    }
    expect(allowedScope(FREE, 'stock', NOW)).toEqual({
      sources: ['lite-finance'],
      pairs: { bases: [], quotes: ['usd'] },
      timeframes: [1440],
    });
  });

  it('opens everything to any paid tier of the market group, xmoon included', () => {
    expect(allowedScope(CRYPTO_XMOON, 'crypto', NOW)).toBe('all');
    expect(allowedScope(CRYPTO_XMOON, 'indices', NOW)).not.toBe('all');
  });

  it('opens every pump source and pair to everyone', () => {
    for (const market of MARKETS) expect(allowedScope(FREE, market, NOW, 'pumps')).toBe('all');
  });

  it('falls back to the free allowance while limited', () => {
    const limited = { ...CRYPTO_XMOON, limitedAccess: { limited: LATER } };
    expect(allowedScope(limited, 'crypto', NOW)).not.toBe('all');
  });
});

describe('canSeeAsset', () => {
  it('shows a free crypto user every btc-based pair on binance spot only', () => {
    expect(canSeeAsset(FREE, 'crypto', { source: 'binance-spot', base: 'btc', quote: 'usdt' }, NOW)).toBe(
      true,
    );
    expect(canSeeAsset(FREE, 'crypto', { source: 'binance-spot', base: 'BTC', quote: 'EUR' }, NOW)).toBe(
      true,
    );
    expect(canSeeAsset(FREE, 'crypto', { source: 'binance-spot', base: 'eth', quote: 'btc' }, NOW)).toBe(
      false,
    );
    expect(canSeeAsset(FREE, 'crypto', { source: 'kucoin-spot', base: 'btc', quote: 'usdt' }, NOW)).toBe(
      false,
    );
  });

  it('shows a free currencies user gbp on either side of the pair', () => {
    expect(canSeeAsset(FREE, 'currencies', { source: 'oanda', base: 'gbp', quote: 'usd' }, NOW)).toBe(true);
    expect(canSeeAsset(FREE, 'currencies', { source: 'oanda', base: 'eur', quote: 'gbp' }, NOW)).toBe(true);
    expect(canSeeAsset(FREE, 'currencies', { source: 'oanda', base: 'eur', quote: 'usd' }, NOW)).toBe(false);
  });

  it('shows free stocks on lite-finance in usd, not on oanda', () => {
    expect(canSeeAsset(FREE, 'stock', { source: 'lite-finance', base: 'aapl', quote: 'usd' }, NOW)).toBe(
      true,
    );
    expect(canSeeAsset(FREE, 'stock', { source: 'oanda', base: 'aapl', quote: 'usd' }, NOW)).toBe(false);
    expect(canSeeAsset(FREE, 'commodities', { source: 'oanda', base: 'xau', quote: 'usd' }, NOW)).toBe(true);
  });
});

describe('canSeeMatch', () => {
  const btc4h: MatchRef = {
    source: 'binance-spot',
    base: 'btc',
    quote: 'usdt',
    timeframe: 240,
    strategyId: 7,
  };

  it('sends a free user a free strategy inside the allowance', () => {
    expect(canSeeMatch(FREE, 'crypto', btc4h, CLASSIC, NOW)).toBe(true);
  });

  it('withholds other timeframes, pairs and sources from a free user', () => {
    expect(canSeeMatch(FREE, 'crypto', { ...btc4h, timeframe: 60 }, CLASSIC, NOW)).toBe(false);
    expect(canSeeMatch(FREE, 'crypto', { ...btc4h, base: 'eth' }, CLASSIC, NOW)).toBe(false);
    expect(canSeeMatch(FREE, 'crypto', { ...btc4h, source: 'bybit-futures' }, CLASSIC, NOW)).toBe(false);
  });

  it('withholds a locked strategy even inside the allowance', () => {
    expect(canSeeMatch(FREE, 'crypto', { ...btc4h, strategyId: 9 }, HARMONIC, NOW)).toBe(false);
  });

  it('needs the tier of the strategy as well as a paid scope', () => {
    const harmonicMatch = { ...btc4h, timeframe: 60, strategyId: 9 };
    expect(canSeeMatch(CRYPTO_XMOON, 'crypto', harmonicMatch, HARMONIC, NOW)).toBe(false);
    expect(canSeeMatch({ access: { pro: LATER } }, 'crypto', harmonicMatch, HARMONIC, NOW)).toBe(true);
  });

  it('withholds a match whose strategy is unknown or not its own', () => {
    expect(canSeeMatch(CRYPTO_XMOON, 'crypto', btc4h, undefined, NOW)).toBe(false);
    expect(canSeeMatch(CRYPTO_XMOON, 'crypto', btc4h, { ...CLASSIC, id: 8 }, NOW)).toBe(false);
  });
});
