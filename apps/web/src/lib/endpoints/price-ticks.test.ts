import { describe, expect, it } from 'vitest';
import { assetFixture } from '../../../test';
import { applyPriceTicks } from './price-ticks';

const btc = assetFixture({ base: 'btc', price: 100, change24h: 25, marketcap: 1_000 });
const eth = assetFixture({ base: 'eth', price: 10, change24h: 0, marketcap: null });

const push = (prices: { symbol: string; price: number }[], source = 'binance-spot') => ({
  source,
  time: 1,
  prices: prices.map((tick) => ({ ...tick, base: '', quote: '' })),
});

describe('live prices in the assets cache', () => {
  it('moves price, 24 h change against the same reference, and marketcap with the tick', () => {
    const [moved, still] = applyPriceTicks([btc, eth], push([{ symbol: 'BTCUSDT', price: 120 }]));
    expect(moved).toMatchObject({ price: 120, marketcap: 1_200 });
    // 100 was +25% on 80; 120 on 80 is +50%.
    expect(moved?.change24h).toBeCloseTo(50);
    expect(still).toBe(eth);
  });

  it('hands back the same array when nothing of this source moved', () => {
    const assets = [btc, eth];
    expect(applyPriceTicks(assets, push([{ symbol: 'BTCUSDT', price: 100 }]))).toBe(assets);
    expect(applyPriceTicks(assets, push([{ symbol: 'BTCUSDT', price: 130 }], 'bybit-futures'))).toBe(assets);
    expect(applyPriceTicks(assets, push([{ symbol: 'BTCUSDT', price: -1 }]))).toBe(assets);
  });
});
