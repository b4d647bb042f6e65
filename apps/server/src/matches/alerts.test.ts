import type { AlertPack } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import { alertBases, alertMatchers, alertMatches } from './alerts';
import type { ListedMatch } from './query';

const pack = (fields: Partial<AlertPack>): AlertPack =>
  ({
    name: 'p',
    title: 'p',
    enable: true,
    createDate: 0,
    position: 0,
    isEditable: true,
    settingsName: 'Alerts',
    lock: false,
    sources: ['binance-spot'],
    bases: 'all',
    quotes: ['usdt'],
    items: [],
    sendTypes: [],
    ...fields,
  }) as AlertPack;
const assetPack = (assets: string[]) => ({ ...pack({}), assets }) as never;
const packs = {
  UserAssetPacks: { mine: assetPack(['sol']) },
  AtaAssetPacks: { 'Top 10': assetPack(['btc', 'eth']) },
};

describe('alert pack bases', () => {
  it('reads all, a list, and a map of asset packs (the chosen assets, or the whole pack when none)', () => {
    expect(alertBases(pack({ bases: 'all' }), { ...packs, Alerts: {} })).toBeUndefined();
    expect([...alertBases(pack({ bases: ['ada'] }), { ...packs, Alerts: {} })!]).toEqual(['ada']);
    const map = alertBases(pack({ bases: { 'Top 10': [], mine: ['sol'], unknown: [] } }), {
      ...packs,
      Alerts: {},
    });
    expect([...map!].sort()).toEqual(['btc', 'eth', 'sol']);
    expect([...alertBases(pack({ bases: { 'Top 10': ['eth'] } }), { ...packs, Alerts: {} })!]).toEqual([
      'eth',
    ]);
  });

  it('names a match after the first enabled pack (by position) it belongs to', () => {
    const match = { source: 'binance-spot', base: 'btc', quote: 'usdt', strategyId: 7 } as ListedMatch;
    const items = [{ strategyId: 7 }] as AlertPack['items'];
    const Alerts = {
      b: pack({ name: 'b', position: 2, items }),
      a: pack({ name: 'a', position: 1, items, bases: ['eth'] }),
      c: pack({ name: 'c', position: 0, items, enable: false }),
      d: false as const,
    };
    const matchers = alertMatchers({ ...packs, Alerts });
    expect(alertMatches([match], matchers).map((m) => m.alertName)).toEqual(['b']);
    expect(alertMatches([{ ...match, strategyId: 8 }], matchers)).toEqual([]);
  });

  it('takes a match only when one entry holds in full: timeframes, passed candles, distance and pivot type', () => {
    const match = {
      source: 'binance-spot',
      base: 'btc',
      quote: 'usdt',
      strategyId: 7,
      timeframe: 240,
      passedCandle: 3,
      distance: 2.5,
      pivotType: 'Major',
    } as ListedMatch;
    const entry = {
      strategyId: 7,
      timeframe: [60, 240],
      relation: 'and',
      passedCandle: { from: 0, to: 5 },
      distance: { from: 0, to: 3 },
      pivotType: ['Major', 'Minor'],
    } as AlertPack['items'][number];
    const named = (items: object[]) =>
      alertMatches(
        [match],
        alertMatchers({ ...packs, Alerts: { a: pack({ name: 'a', items: items as never }) } }),
      ).map((m) => m.alertName);
    expect(named([entry])).toEqual(['a']);
    expect(named([{ ...entry, timeframe: [60] }])).toEqual([]);
    expect(named([{ ...entry, passedCandle: { from: 4, to: 10 } }])).toEqual([]);
    expect(named([{ ...entry, distance: { from: 0, to: 2 } }])).toEqual([]);
    expect(named([{ ...entry, pivotType: ['Minor'] }])).toEqual([]);
    // Empty lists mean any; a second entry that holds is enough; windows never mix across entries.
    expect(named([{ ...entry, timeframe: [], pivotType: [] }])).toEqual(['a']);
    expect(named([{ ...entry, timeframe: [60] }, { ...entry, strategyId: 8 }, entry])).toEqual(['a']);
    expect(
      named([
        { ...entry, timeframe: [60] },
        { ...entry, distance: { from: 0, to: 1 } },
      ]),
    ).toEqual([]);
    // What a match's series and group decide on their own (the windows are left to the row).
    const [matcher] = alertMatchers({ ...packs, Alerts: { a: pack({ name: 'a', items: [entry] }) } });
    expect(matcher!.mayHold(match, { strategyId: 7, timeframe: 240, pivotType: 'Major' })).toBe(true);
    expect(matcher!.mayHold(match, { strategyId: 7, timeframe: 240, pivotType: 'SuperMinor' })).toBe(false);
    expect(
      matcher!.mayHold({ ...match, quote: 'btc' }, { strategyId: 7, timeframe: 240, pivotType: 'Major' }),
    ).toBe(false);
  });
});
