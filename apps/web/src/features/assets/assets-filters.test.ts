import { defaultMarketSettings } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import {
  type AssetsFilters,
  filtersFromSettings,
  filtersToSettings,
  isSavable,
  readAssetsView,
  writeAssetsView,
} from './assets-filters';

const saved = filtersFromSettings('crypto', defaultMarketSettings('crypto').Assets);
const read = (search: string, market: 'crypto' | 'indices' = 'crypto') =>
  readAssetsView(
    new URLSearchParams(search),
    market,
    market === 'crypto' ? saved : filtersFromSettings(market, undefined),
  );

describe('assets filters in the URL (spec §4)', () => {
  it('takes the saved settings when the address names no filter', () => {
    expect(read('')).toEqual({ filters: saved, sort: null, page: 1 });
    expect(saved).toMatchObject({ source: 'binance-spot', quotes: ['usdt'], packs: [] });
  });

  it('reads every filter, the sort and the page back from what it wrote', () => {
    const filters: AssetsFilters = {
      source: 'bybit-futures',
      quotes: ['usdt', 'usdc'],
      packs: ['Top 10', 'DeFi'],
      ranges: {
        price: { from: 10, to: null },
        change: { from: -3.5, to: 5 },
        volume: { from: null, to: null },
        marketcap: { from: null, to: 1e9 },
      },
    };
    const view = { filters, sort: { field: 'change24h', direction: 'asc' } as const, page: 3 };
    const params = writeAssetsView(view);
    expect(params.toString()).toBe(
      'source=bybit-futures&quote=usdt%2Cusdc&pack=Top+10%2CDeFi&price=10%7E&change=-3.5%7E5&marketcap=%7E1000000000&sort=change24h%3Aasc&page=3',
    );
    expect(read(params.toString())).toEqual(view);
  });

  it('reads a filtered address as the whole truth: a missing quote or pack is all, a missing range open', () => {
    const { filters } = read('source=binance-usdm');
    expect(filters).toMatchObject({ source: 'binance-usdm', quotes: [], packs: [] });
    expect(filters.ranges.price).toEqual({ from: null, to: null });
  });

  it('falls back on a source of another market, drops junk quotes and swaps a reversed range', () => {
    const { filters, sort, page } = read(
      'source=oanda&quote=USDT,<b>,btc&change=5~-2&sort=evil:desc&page=-4',
    );
    expect(filters.source).toBe('binance-spot');
    expect(filters.quotes).toEqual(['usdt', 'btc']);
    expect(filters.ranges.change).toEqual({ from: -2, to: 5 });
    expect({ sort, page }).toEqual({ sort: null, page: 1 });
    expect(read('source=binance-spot', 'indices').filters.source).toBe('oanda');
  });
});

describe('assets filters in the settings document', () => {
  it('stores every pack as the reserved pack "all" and an open range as whole', () => {
    const settings = filtersToSettings({ ...saved, packs: [] });
    expect(settings.assetPacks).toEqual(['all']);
    expect(settings.price).toEqual({ from: null, to: null, isWhole: true });
    expect(
      filtersToSettings({ ...saved, ranges: { ...saved.ranges, price: { from: 1, to: 2 } } }).price,
    ).toEqual({
      from: 1,
      to: 2,
      isWhole: false,
    });
  });

  it('is saved only with a source, a quote and an asset pack (spec §4)', () => {
    expect(isSavable(filtersToSettings(saved))).toBe(true);
    expect(isSavable(filtersToSettings({ ...saved, quotes: [] }))).toBe(false);
    expect(isSavable({ ...filtersToSettings(saved), assetPacks: [] })).toBe(false);
  });

  it('reads a single quote string and ignores a foreign source in saved settings', () => {
    const base = defaultMarketSettings('stock').Assets;
    const filters = filtersFromSettings('stock', { ...base, source: 'oanda', quote: 'usd' });
    expect(filters).toMatchObject({ source: 'lite-finance', quotes: ['usd'] });
  });
});
