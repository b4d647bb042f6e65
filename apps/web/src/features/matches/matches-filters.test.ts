import { defaultMarketSettings } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import {
  dynamicSettingsOf,
  filtersFromSettings,
  isSavable,
  type MatchesPageFilters,
  periscopeSettingsOf,
} from './matches-filters';
import { requestOf } from './matches-request';
import { readMatchesView, writeMatchesView } from './matches-url';

const settings = defaultMarketSettings('crypto');
const periscope = filtersFromSettings('crypto', 'periscope', settings);
const dynamic = filtersFromSettings('crypto', 'dynamic', settings);

describe('matches filters in the URL (spec §2, §4)', () => {
  it('takes the saved settings when the address names no filter, with the default sort and page 1', () => {
    expect(readMatchesView(new URLSearchParams('search=btc'), 'crypto', 'periscope', periscope)).toEqual({
      filters: periscope,
      sort: 'matchDate:desc',
      search: 'btc',
      page: 1,
      view: 'table',
    });
    expect(periscope).toMatchObject({
      source: 'binance-spot',
      strategyPack: 'classic',
      quotes: ['usdt'],
      packs: [],
    });
  });

  it('reads every filter, the sort, the search, the grid and the page back from what it wrote', () => {
    const filters: MatchesPageFilters = {
      source: 'bybit-futures',
      strategyPack: 'Momentum turn',
      packs: ['Top 10', 'DeFi'],
      quotes: ['usdt', 'usdc'],
      timeframes: [60, 240],
      states: ['active', 'triggered'],
      ranges: {
        price: { from: 10, to: null },
        change: { from: -3.5, to: 5 },
        volume: { from: null, to: null },
      },
    };
    const view = { filters, sort: 'passedCandle:asc', search: 'eth/usdt', page: 3, view: 'grid' } as const;
    const params = writeMatchesView(view, 'dynamic');
    expect(params.toString()).toBe(
      'source=bybit-futures&strategyPack=Momentum+turn&pack=Top+10%2CDeFi&quote=usdt%2Cusdc&timeframe=60%2C240&state=active%2Ctriggered&price=10%7E&change=-3.5%7E5&sort=passedCandle%3Aasc&search=eth%2Fusdt&view=grid&page=3',
    );
    expect(readMatchesView(params, 'crypto', 'dynamic', dynamic)).toEqual(view);
  });

  it('omits page 1, the default sort and an empty search', () => {
    const params = writeMatchesView(
      { filters: periscope, sort: 'matchDate:desc', search: '', page: 1, view: 'table' },
      'periscope',
    );
    expect(params.toString()).toBe('source=binance-spot&strategyPack=classic&quote=usdt');
  });

  it('reads timeframes as numbers and drops what the market does not have', () => {
    const { filters, sort } = readMatchesView(
      new URLSearchParams('source=oanda&timeframe=60,7,240,60&quote=USDT,<b>&sort=evil'),
      'crypto',
      'dynamic',
      dynamic,
    );
    expect(filters.timeframes).toEqual([60, 240]);
    expect(filters.quotes).toEqual(['usdt']);
    // A source of another market is dropped: none is chosen, so nothing will be saved.
    expect(filters.source).toBeNull();
    expect(isSavable(filters)).toBe(false);
    expect(sort).toBe('matchDate:desc');
  });

  it('reads lifecycle states from the address, once each, dropping what is not a state', () => {
    const { filters } = readMatchesView(
      new URLSearchParams('source=binance-spot&state=triggered,pending,ACTIVE,triggered,invalidated'),
      'crypto',
      'periscope',
      periscope,
    );
    expect(filters.states).toEqual(['triggered', 'invalidated']);
  });

  it('keeps the alerts page to the address: no pack, no asset pack, every source to start with', () => {
    const saved = filtersFromSettings('crypto', 'alerts', settings);
    expect(saved).toMatchObject({ source: null, strategyPack: null, quotes: [] });
    const params = writeMatchesView(
      { filters: { ...periscope, packs: ['Top 10'] }, sort: 'price:asc', search: '', page: 2, view: 'table' },
      'alerts',
    );
    expect(params.toString()).toBe('source=binance-spot&quote=usdt&sort=price%3Aasc&page=2');
  });
});

describe('matches filters in the settings document', () => {
  it('writes the periscope section, every asset pack as "all", an open range as whole', () => {
    const saved = periscopeSettingsOf(
      {
        ...periscope,
        source: 'binance-spot',
        strategyPack: 'Oscillators',
        ranges: { ...periscope.ranges, price: { from: 1, to: 2 } },
      },
      settings.Periscope,
    );
    expect(saved).toMatchObject({
      source: 'binance-spot',
      strategyPack: 'Oscillators',
      assetPack: ['all'],
      price: { from: 1, to: 2, isWhole: false },
      change: { from: null, to: null, isWhole: true },
      showDetailsPreview: true,
    });
  });

  it('writes the dynamic section with numeric timeframes and "all" for every asset', () => {
    const saved = dynamicSettingsOf(
      { ...dynamic, source: 'binance-spot', timeframes: ['60', '1440'] as never },
      settings.DynamicPro,
    );
    expect(saved.timeframes).toEqual([60, 1440]);
    expect(saved.assetPack).toBe('all');
    expect(filtersFromSettings('crypto', 'dynamic', { ...settings, DynamicPro: saved }).timeframes).toEqual([
      60, 1440,
    ]);
  });
});

describe('the matches request', () => {
  const packs = new Map([['Top 10', ['btc', 'eth']]]);
  const pack = { name: 'classic', title: 'Classic', enable: true, lock: false, own: false, strategyIds: [1] };

  it('names the pack and the asset packs, and leaves out locked ranges', () => {
    const filters = {
      ...periscope,
      packs: ['Top 10'],
      ranges: { ...periscope.ranges, price: { from: 5, to: null } },
    };
    const request = requestOf(
      'periscope',
      { filters, sort: 'matchDate:desc', search: 'btc' },
      pack,
      new Set(),
      packs,
    );
    expect(request).toEqual({
      source: 'binance-spot',
      quotes: ['usdt'],
      price: { from: 5, to: null },
      search: 'btc',
      sort: 'matchDate:desc',
      strategyPack: 'classic',
      assetPacks: ['Top 10'],
    });
    expect(
      requestOf(
        'periscope',
        { filters, sort: 'matchDate:desc', search: '' },
        pack,
        new Set(['price'] as const),
        packs,
      ).price,
    ).toBeUndefined();
  });

  it('sends the bases of the asset packs on dynamic, and neither pack on alerts', () => {
    const filters = { ...dynamic, packs: ['Top 10'], timeframes: [240] as const };
    expect(
      requestOf('dynamic', { filters, sort: 'matchDate:desc', search: '' }, pack, new Set(), packs),
    ).toMatchObject({
      bases: ['btc', 'eth'],
      timeframes: [240],
      strategyPack: 'classic',
    });
    const alerts = requestOf(
      'alerts',
      { filters, sort: 'matchDate:desc', search: '' },
      pack,
      new Set(),
      packs,
    );
    expect(alerts).not.toHaveProperty('strategyPack');
    expect(alerts).not.toHaveProperty('bases');
  });
});
