import { defaultSettings, MARKETS, type UnixSeconds } from '@tradescope/domain';
import type { ScanMatch, SeriesKey } from '@tradescope/engine';
import { describe, expect, it } from 'vitest';
import { alertPackOf, scanMatchOf } from '../../test';
import { catalogInstruments } from '../market-data';
import type { SystemPacks } from '../system-packs';
import { AlertIndex } from './alert-index';
import { DecidedAlerts, decideAlerts } from './decide-alerts';

const systemPacks = Object.fromEntries(
  MARKETS.map((market) => [
    market,
    { AtaAssetPacks: {}, AtaSimpleStrategyPacks: {}, AtaAdvanceStrategyPacks: {} },
  ]),
) as unknown as SystemPacks;
const instruments = new Map(catalogInstruments().map((instrument) => [instrument.id, instrument]));
const KEY = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 60 } as SeriesKey;
const PAID = { access: { pro: 4_000_000_000 }, globalAccess: {}, falconAccess: {}, limitedAccess: {} };

const userRow = (id: string, packs: Record<string, object>, assetPacks: Record<string, string[]> = {}) => {
  const settings = defaultSettings();
  (settings.crypto as Record<string, unknown>).Alerts = packs;
  (settings.crypto as Record<string, unknown>).UserAssetPacks = Object.fromEntries(
    Object.entries(assetPacks).map(([name, assets]) => [name, { ...alertPackOf(name), assets }]),
  );
  return {
    id,
    settings_json: JSON.stringify(settings),
    accessMaps: PAID,
    crypto_freeze_status: 'unfreezed' as const,
    xmoon_enabled: 0,
  };
};

const setup = (clock: { now: number }) => {
  const index = new AlertIndex(systemPacks, () => clock.now);
  const decided = new DecidedAlerts();
  const received = new Map<string, number>();
  const decide = (current: ScanMatch[]) =>
    decideAlerts(
      { key: KEY, market: 'crypto', current },
      {
        index,
        decided,
        instrumentOf: (source, symbol) => instruments.get(`${source}:${symbol}`),
        receivedAt: (match) => received.get(match.id),
        nowS: Math.floor(clock.now / 1000) as UnixSeconds,
      },
    );
  return { index, received, decide };
};

describe('decideAlerts', () => {
  it('alerts a match once, not again when its state changes, and never an invalidated one', () => {
    const clock = { now: 1_800_000_000_000 };
    const { index, received, decide } = setup(clock);
    index.setUser(userRow('u1', { Btc: alertPackOf('Btc', { createDate: clock.now / 1000 }) }));
    const match = scanMatchOf({ state: 'active' });
    const voided = scanMatchOf({ matchDate: 3, state: 'invalidated' });
    received.set(match.id, clock.now + 1_000);
    received.set(voided.id, clock.now + 1_000);
    expect(decide([match, voided]).map((decision) => decision.matchId)).toEqual([match.id]);
    expect(decide([{ ...match, state: 'triggered', passedCandle: 2 }, voided])).toEqual([]);
  });

  it('alerts a pack only for matches first seen after the pack was made or changed', () => {
    const clock = { now: 1_800_000_000_000 };
    const { index, received, decide } = setup(clock);
    const old = scanMatchOf();
    received.set(old.id, clock.now - 60_000);
    index.setUser(userRow('u1', { Btc: alertPackOf('Btc', { createDate: clock.now / 1000 }) }));
    expect(decide([old])).toEqual([]);
    const fresh = scanMatchOf({ matchDate: 2 });
    received.set(fresh.id, clock.now + 1_000);
    expect(decide([old, fresh]).map((decision) => decision.matchId)).toEqual([fresh.id]);
  });

  it('asks a windowed pack again as a match ages into its window, and decides each alert once', () => {
    const clock = { now: 1_800_000_000_000 };
    const { index, decide } = setup(clock);
    const windowed = alertPackOf('Late', {
      items: [
        {
          strategyId: 1001,
          timeframe: [60],
          passedCandle: { from: 3, to: 5 },
          distance: { from: 0, to: 100 },
        },
      ],
    });
    index.setUser(userRow('u1', { Late: windowed }));
    const match = scanMatchOf({ passedCandle: 1 });
    expect(decide([match])).toEqual([]);
    expect(decide([{ ...match, passedCandle: 3 }])).toMatchObject([
      { userId: 'u1', matchId: match.id, packName: 'Late' },
    ]);
    expect(decide([{ ...match, passedCandle: 4 }])).toEqual([]);
  });

  it('reaches only the users whose packs watch the match source, strategy, timeframe and base', () => {
    const clock = { now: 1_800_000_000_000 };
    const { index, decide } = setup(clock);
    index.setUser(userRow('btc', { Btc: alertPackOf('Btc') }));
    index.setUser(userRow('every-base', { All: alertPackOf('All', { bases: 'all' }) }));
    index.setUser(
      userRow(
        'asset-pack',
        { Mine: alertPackOf('Mine', { bases: { Majors: [] } }) },
        { Majors: ['btc', 'eth'] },
      ),
    );
    index.setUser(userRow('eth', { Eth: alertPackOf('Eth', { bases: ['eth'] }) }));
    index.setUser(
      userRow('other-strategy', { Other: alertPackOf('Other', { items: [{ strategyId: 1002 }] }) }),
    );
    index.setUser(
      userRow('other-timeframe', {
        Four: alertPackOf('Four', { items: [{ strategyId: 1001, timeframe: [240] }] }),
      }),
    );
    index.setUser(userRow('any-timeframe', { Any: alertPackOf('Any', { items: [{ strategyId: 1001 }] }) }));
    index.setUser(userRow('other-source', { Kucoin: alertPackOf('Kucoin', { sources: ['kucoin-spot'] }) }));
    // Filed so a BTC match on the hour meets only the packs that may take it: none of ETH's, none of 4h's.
    const watchers = index.watching('crypto', 'binance-spot', 1001, 60)!;
    expect([...watchers.all.keys()]).toEqual(['every-base']);
    expect([...watchers.byBase.get('btc')!.keys()]).toEqual(['btc', 'asset-pack', 'any-timeframe']);
    expect([...watchers.byBase.get('eth')!.keys()]).toEqual(['asset-pack', 'eth']);
    expect([...index.watching('crypto', 'binance-spot', 1001, 240)!.byBase.get('btc')!.keys()]).toEqual([
      'other-timeframe',
      'any-timeframe',
    ]);
    expect(decide([scanMatchOf()]).map((decision) => decision.userId)).toEqual([
      'btc',
      'asset-pack',
      'any-timeframe',
      'every-base',
    ]);
  });

  it('names the alert after the first pack in list order when a pack for every base and one for the base both hold', () => {
    const clock = { now: 1_800_000_000_000 };
    const { index, decide } = setup(clock);
    const both = (allFirst: boolean) => ({
      All: alertPackOf('All', { bases: 'all', position: allFirst ? 0 : 1 }),
      Btc: alertPackOf('Btc', { position: allFirst ? 1 : 0 }),
    });
    index.setUser(userRow('u1', both(true)));
    index.setUser(userRow('u2', both(false)));
    expect(decide([scanMatchOf()]).map(({ userId, packName }) => [userId, packName])).toEqual([
      ['u1', 'All'],
      ['u2', 'Btc'],
    ]);
  });

  it('files a re-saved pack out of its old base, and a removed user out of every key', () => {
    const clock = { now: 1_800_000_000_000 };
    const { index, decide } = setup(clock);
    index.setUser(userRow('u1', { Btc: alertPackOf('Btc') }));
    index.setUser(userRow('u1', { Btc: alertPackOf('Btc', { bases: ['eth'] }) }));
    expect(index.watching('crypto', 'binance-spot', 1001, 60)!.byBase.has('btc')).toBe(false);
    expect(decide([scanMatchOf()])).toEqual([]);
    index.removeUser('u1');
    expect(index.watching('crypto', 'binance-spot', 1001, 60)).toBeUndefined();
  });
});
