import { defaultMarketSettings } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import {
  filtersFromSettings,
  filtersToSettings,
  isSavable,
  type RadarFilters,
  readRadarView,
  withSource,
  writeRadarView,
} from './radar-filters';

const saved: RadarFilters = { source: 'binance-spot', base: 'all', quotes: ['usdt'], timeframes: [240] };
const read = (query: string) => readRadarView(new URLSearchParams(query), 'crypto', saved);

describe('radar filters in the address (spec §2)', () => {
  it('takes the saved filters on a bare address, keeping the side, strategy and page', () => {
    expect(read('position=sell&strategy=1004&page=3')).toEqual({
      filters: saved,
      position: 'sell',
      strategyId: 1004,
      page: 3,
    });
  });

  it("reads an asset row's radar link: source, base and quote, every timeframe", () => {
    expect(read('source=bybit-futures&base=ETH&quote=usdt').filters).toEqual({
      source: 'bybit-futures',
      base: 'eth',
      quotes: ['usdt'],
      timeframes: [],
    });
  });

  it('drops what the source does not offer and anything unreadable', () => {
    expect(
      read('source=oanda&base=b%20c&quote=usdt,zzz&timeframes=240,3,abc&position=up&strategy=x'),
    ).toEqual({
      filters: { source: 'binance-spot', base: 'all', quotes: ['usdt'], timeframes: [3, 240] },
      position: null,
      strategyId: null,
      page: 1,
    });
  });

  it('writes back what it reads', () => {
    const view = {
      filters: { source: 'binance-spot', base: 'btc', quotes: ['usdt', 'btc'], timeframes: [60, 240] },
      position: 'buy',
      strategyId: 1001,
      page: 2,
    } as const;
    const params = writeRadarView(view);
    expect(params.toString()).toBe(
      'source=binance-spot&base=btc&quote=usdt%2Cbtc&timeframes=60%2C240&position=buy&strategy=1001&page=2',
    );
    expect(readRadarView(params, 'crypto', saved)).toEqual({
      ...view,
      filters: { ...view.filters, quotes: ['usdt', 'btc'] },
    });
  });

  it('leaves "all", page 1 and no side out of the address', () => {
    expect(writeRadarView({ filters: saved, position: null, strategyId: null, page: 1 }).toString()).toBe(
      'source=binance-spot&quote=usdt&timeframes=240',
    );
  });
});

describe('radar filters in the settings (spec §3, §4)', () => {
  it('reads a new user’s defaults per market', () => {
    expect(filtersFromSettings('currencies', undefined)).toEqual({
      source: 'oanda',
      base: 'all',
      quotes: [defaultMarketSettings('currencies').Radar.quote[0]],
      timeframes: [1440],
    });
  });

  it('saves timeframes as numbers and keeps the strategy pack', () => {
    const settings = filtersToSettings(
      { ...saved, timeframes: ['60', 240] as never },
      { ...defaultMarketSettings('crypto').Radar, strategyPack: 'mine' },
    );
    expect(settings).toEqual({
      strategyPack: 'mine',
      source: 'binance-spot',
      base: 'all',
      quote: ['usdt'],
      timeframes: [60, 240],
    });
    expect(isSavable('crypto', settings)).toBe(true);
    expect(isSavable('stock', settings)).toBe(false);
  });

  it('keeps on another source what it also offers, else starts from its first quote and default timeframe', () => {
    expect(withSource(saved, 'bybit-futures', 'crypto')).toMatchObject({
      quotes: ['usdt'],
      timeframes: [240],
    });
    expect(
      withSource({ ...saved, quotes: ['eur'], timeframes: [3] }, 'mexc-futures', 'crypto'),
    ).toMatchObject({
      quotes: ['usdt'],
      timeframes: [240],
    });
    expect(withSource({ ...saved, quotes: [], timeframes: [] }, 'mexc-futures', 'crypto')).toMatchObject({
      quotes: [],
      timeframes: [],
    });
  });
});
