import { jumpsPageSchema, matchSchema, pumpsListSchema } from '@tradescope/domain';
import { detectJumps, PUMP_RULES } from '@tradescope/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpProUser, signUpUser, startTestApp, type TestApp } from '../../test';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MARKET_DATA: 'replay' });
  await t.app.liveMatches.idle();
}, 60_000);
afterAll(() => t?.close());

type SignedUp = Awaited<ReturnType<typeof signUpUser>>;
const post = (user: SignedUp, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.headers, payload });
const setAlerts = async (userId: string, alerts: Record<string, object | false>) => {
  const row = await t.db
    .selectFrom('users')
    .select('settings_json')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const settings = JSON.parse(row.settings_json) as Record<string, Record<string, unknown>>;
  settings.crypto = { ...(settings.crypto ?? {}), Alerts: alerts };
  await t.db
    .updateTable('users')
    .set({ settings_json: JSON.stringify(settings) })
    .where('id', '=', userId)
    .execute();
};
const alertPack = (name: string, position: number, fields: object) => ({
  name,
  title: name,
  enable: true,
  createDate: 1_700_000_000,
  position,
  isEditable: true,
  settingsName: 'Alerts',
  lock: false,
  sendTypes: [],
  ...fields,
});

type Row = {
  id: string;
  source: string;
  base: string;
  quote: string;
  strategyId: number;
  matchTimestamp: number;
  alertName: string | null;
};

describe('alerts: matches of the enabled alert packs', () => {
  it('lists the matches of each enabled pack named after it, and nothing without packs', async () => {
    const user = await signUpProUser(t);
    expect((await post(user, '/crypto/alerts')).json().data).toMatchObject({ items: [], total: 0 });

    const [sample] = (await post(user, '/crypto/matches')).json().data.items as Row[];
    expect(sample).toBeDefined();
    const { source, base, quote, strategyId } = sample!;
    await setAlerts(user.userId, {
      watch: alertPack('watch', 1, {
        sources: [source],
        bases: [base],
        quotes: [quote],
        items: [{ strategyId, timeframe: [] }],
      }),
      // Disabled and deleted packs deliver nothing, however wide.
      off: {
        ...alertPack('off', 0, { sources: [source], bases: 'all', quotes: [quote], items: [] }),
        enable: false,
      },
      gone: false,
    });
    const res = await post(user, '/crypto/alerts', { pageSize: 10 });
    expect(res.statusCode).toBe(200);
    const { items, total, page, pageSize } = res.json().data;
    expect({ page, pageSize }).toEqual({ page: 1, pageSize: 10 });
    expect(items.length).toBe(Math.min(10, total));
    for (const match of items as Row[])
      expect(match).toMatchObject({ source, base, quote, strategyId, alertName: 'watch' });
    const same = (
      await post(user, '/crypto/matches', {
        source,
        bases: [base],
        quotes: [quote],
        strategyIds: [strategyId],
      })
    ).json().data.total;
    expect(total).toBe(same);
  });

  it('reads a map of asset-pack names as the union of their assets, and "all" as every base', async () => {
    const user = await signUpProUser(t);
    const all = (await post(user, '/crypto/matches', { source: 'binance-spot', quotes: ['usdt'] })).json()
      .data;
    const strategies = [...new Set((all.items as Row[]).map((m) => m.strategyId))];
    const items = strategies.map((strategyId) => ({ strategyId, timeframe: [] }));
    await setAlerts(user.userId, {
      every: alertPack('every', 0, { sources: ['binance-spot'], bases: 'all', quotes: ['usdt'], items }),
    });
    const every = (await post(user, '/crypto/alerts')).json().data;
    expect(every.total).toBe(
      (
        await post(user, '/crypto/matches', {
          source: 'binance-spot',
          quotes: ['usdt'],
          strategyIds: strategies,
        })
      ).json().data.total,
    );
    await setAlerts(user.userId, {
      top: alertPack('top', 0, {
        sources: ['binance-spot'],
        bases: { 'Top 10': [] },
        quotes: ['usdt'],
        items,
      }),
    });
    const top = (await post(user, '/crypto/alerts')).json().data;
    const viaPack = (
      await post(user, '/crypto/matches', {
        source: 'binance-spot',
        quotes: ['usdt'],
        strategyIds: strategies,
        assetPacks: ['Top 10'],
      })
    ).json().data;
    expect(top.total).toBe(viaPack.total);
    expect(top.total).toBeGreaterThan(0);
    expect(top.total).toBeLessThan(every.total);
    for (const match of top.items as Row[]) expect(match.alertName).toBe('top');
  });
});

describe('jumps', () => {
  it('needs ict, pro or hero', async () => {
    const user = await signUpUser(t.app);
    const res = await post(user, '/crypto/matches/jumps', { source: 'binance-spot' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('access.upgrade-required');
  });

  it('lists the jump events of every 3-minute series of the source, newest first, with their sub-jumps', async () => {
    const user = await signUpProUser(t);
    let expected = 0;
    for (const series of t.app.marketData.feed.store.all())
      if (series.key.source === 'binance-spot' && series.key.timeframe === 3)
        expected += detectJumps(series).length;
    const res = await post(user, '/crypto/matches/jumps', { source: 'binance-spot', pageSize: 10 });
    expect(res.statusCode).toBe(200);
    const { items, total, page, pageSize } = res.json().data;
    expect(expected).toBeGreaterThan(0);
    expect({ total, page, pageSize }).toEqual({ total: expected, page: 1, pageSize: 10 });
    expect(items.length).toBe(Math.min(10, total));
    expect(jumpsPageSchema.safeParse(res.json().data).error).toBeUndefined();
    const stamps = (items as Row[]).map((jump) => jump.matchTimestamp);
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    for (const jump of items) {
      expect(matchSchema.safeParse(jump).success).toBe(true);
      expect(jump).toMatchObject({ source: 'binance-spot', timeframe: 3, direction: expect.any(String) });
      for (const sub of jump.jumps) expect(sub.matchTimestamp).toBeGreaterThan(jump.matchTimestamp);
    }
    expect((await post(user, '/crypto/matches/jumps', { source: 'oanda' })).statusCode).toBe(400);
  });
});

describe('pumps', () => {
  it('are free: pairs pumping over the asked windows, biggest change first', async () => {
    const user = await signUpUser(t.app);
    const res = await post(user, '/crypto/matches/pumps', { source: 'binance-spot' });
    expect(res.statusCode).toBe(200);
    const { items, total, timeframes } = res.json().data;
    expect(timeframes).toEqual([720, 1440, 10080]);
    expect(items.length).toBe(total);
    expect(pumpsListSchema.safeParse(res.json().data).error).toBeUndefined();
    const changes = items.map((pump: { change: number }) => pump.change);
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    for (const pump of items) {
      expect(pump).toMatchObject({ source: 'binance-spot', isPump: true });
      expect(pump.change).toBeGreaterThanOrEqual(PUMP_RULES.minChange[pump.timeframe]!);
      expect(pump.volumeRatio).toBeGreaterThanOrEqual(PUMP_RULES.minVolumeRatio);
    }
    const narrowed = (
      await post(user, '/crypto/matches/pumps', {
        source: 'binance-spot',
        timeframes: [720],
        quotes: ['usdt'],
      })
    ).json().data;
    for (const pump of narrowed.items) expect(pump).toMatchObject({ timeframe: 720, quote: 'usdt' });
    expect(
      (await post(user, '/crypto/matches/pumps', { source: 'binance-spot', timeframes: [60] })).statusCode,
    ).toBe(400);
  });
});
