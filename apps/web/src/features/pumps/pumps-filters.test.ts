import { defaultMarketSettings } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import {
  filtersFromSettings,
  filtersToSettings,
  readPumpsView,
  requestOf,
  writePumpsView,
} from './pumps-filters';

const saved = filtersFromSettings(defaultMarketSettings('crypto').Pumps);

describe('pumps filters ⇄ URL ⇄ settings', () => {
  it('starts from the saved settings: every base and the three windows', () => {
    expect(saved).toEqual({
      source: 'binance-spot',
      quotes: ['usdt'],
      base: 'all',
      timeframes: [720, 1440, 10080],
    });
    expect(readPumpsView(new URLSearchParams(), saved)).toEqual({ filters: saved, page: 1 });
  });

  it('round-trips through the address, windows read from text in catalog order', () => {
    const filters = {
      source: 'bybit-spot',
      quotes: ['usdt', 'btc'],
      base: 'eth',
      timeframes: [10080, 720],
    } as const;
    const params = writePumpsView({ filters, page: 3 });
    expect(params.toString()).toBe(
      'source=bybit-spot&quote=usdt%2Cbtc&base=eth&timeframe=10080%2C720&page=3',
    );
    expect(readPumpsView(params, saved)).toEqual({
      page: 3,
      filters: { ...filters, timeframes: [720, 10080] },
    });
  });

  it('reads a URL filter as the whole story: missing quote, base or window means all', () => {
    const view = readPumpsView(new URLSearchParams('source=binance-spot&timeframe=1440,99,abc'), saved);
    expect(view.filters).toEqual({ source: 'binance-spot', quotes: [], base: 'all', timeframes: [1440] });
    expect(readPumpsView(new URLSearchParams('source=oanda&base=..'), saved).filters).toMatchObject({
      source: 'binance-spot',
      base: 'all',
    });
  });

  it('saves windows as numbers and the base "all" as is', () => {
    const settings = filtersToSettings({
      source: 'binance-spot',
      quotes: ['usdt'],
      base: 'all',
      timeframes: [1440],
    });
    expect(settings).toEqual({ source: 'binance-spot', base: 'all', quote: ['usdt'], timeframes: [1440] });
    expect(filtersFromSettings(settings)).toEqual({
      source: 'binance-spot',
      quotes: ['usdt'],
      base: 'all',
      timeframes: [1440],
    });
  });

  it('asks the server for bases ["all"] and leaves out "every quote" and "every window"', () => {
    expect(requestOf({ source: 'binance-spot', quotes: [], base: 'all', timeframes: [] })).toEqual({
      source: 'binance-spot',
      bases: ['all'],
    });
    expect(requestOf({ source: 'binance-spot', quotes: ['btc'], base: 'eth', timeframes: [720] })).toEqual({
      source: 'binance-spot',
      bases: ['eth'],
      quotes: ['btc'],
      timeframes: [720],
    });
  });
});
