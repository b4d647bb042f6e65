import { describe, expect, it } from 'vitest';
import { readMatchLevels, sizeTradeHref, withoutMatchLevels } from './size-trade-params';

const match = {
  type: 'buy' as const,
  source: 'binance-spot' as const,
  base: 'btc',
  quote: 'usdt',
  timeframe: 240 as const,
  strategyId: 12,
  zone: { from: 60_000, to: 61_500.5 },
};

const paramsOf = (href: string | undefined) => new URL(href ?? 'http://x/', 'http://x').searchParams;

describe('sizeTradeHref', () => {
  it("carries the pair, the match's side and zone, and leaves out levels the match does not have", () => {
    const href = sizeTradeHref(match);
    expect(href?.startsWith('/market/crypto/risk-quant?')).toBe(true);
    const params = paramsOf(href);
    expect(Object.fromEntries(params)).toEqual({
      source: 'binance-spot',
      base: 'btc',
      quote: 'usdt',
      timeframe: '240',
      strategy: '12',
      position: 'long',
      zoneFrom: '60000',
      zoneTo: '61500.5',
    });
    expect(readMatchLevels(params)).toEqual({ positionType: 'long', zone: { from: 60_000, to: 61_500.5 } });
  });

  it('reads a strong sell as a short with its invalidation and target', () => {
    const params = paramsOf(
      sizeTradeHref({ ...match, type: 'strong sell', invalidation: 62_000, target: 55_000 }),
    );
    expect(readMatchLevels(params)).toEqual({
      positionType: 'short',
      zone: { from: 60_000, to: 61_500.5 },
      invalidation: 62_000,
      target: 55_000,
    });
  });

  it('proposes nothing for a neutral match, and reads nothing from a broken address', () => {
    expect(sizeTradeHref({ ...match, type: 'neutral' })).toBeUndefined();
    expect(readMatchLevels(new URLSearchParams('position=long&zoneFrom=abc&zoneTo=5'))).toBeUndefined();
    expect(readMatchLevels(new URLSearchParams('position=up&zoneFrom=4&zoneTo=5'))).toBeUndefined();
    expect(readMatchLevels(new URLSearchParams('source=binance-spot'))).toBeUndefined();
  });

  it('drops the proposal but keeps the pair once applied', () => {
    const kept = withoutMatchLevels(paramsOf(sizeTradeHref({ ...match, target: 70_000 })));
    expect([...kept.keys()]).toEqual(['source', 'base', 'quote', 'timeframe', 'strategy']);
  });
});
