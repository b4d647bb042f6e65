import type { AlertPack } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import { alertBases, alertMatches } from './alerts';
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
    expect(alertMatches([match], { ...packs, Alerts }).map((m) => m.alertName)).toEqual(['b']);
    expect(alertMatches([{ ...match, strategyId: 8 }], { ...packs, Alerts })).toEqual([]);
  });
});
