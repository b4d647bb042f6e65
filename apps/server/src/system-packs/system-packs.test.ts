import { MARKETS } from '@tradescope/domain';
import { catalog, strategyById } from '@tradescope/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPro, signUpUser, startTestApp, storeAccess, type TestApp } from '../../test';
import { tempDatabase } from '../../test/database';
import { DEFAULT_SYSTEM_SIMPLE_PACKS } from './defaults';
import { loadSystemPacks, seedSystemPacks } from './system-packs';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('system packs', () => {
  it('seeds asset, simple and advanced packs in every market, each of which names real strategies', async () => {
    const packs = await loadSystemPacks(t.db);
    const ids = new Set(catalog.map((entry) => entry.id));
    for (const market of MARKETS) {
      expect(Object.keys(packs[market].AtaAssetPacks).length).toBeGreaterThan(0);
      expect(Object.keys(packs[market].AtaSimpleStrategyPacks)[0]).toBe('classic');
      for (const [name, pack] of Object.entries(packs[market].AtaSimpleStrategyPacks)) {
        // The xmoon pack holds the four XMoon strategies; the others offer a choice.
        const least = name === 'xmoon' ? 4 : 8;
        expect(pack !== false && pack.strategiesIds.length >= least && pack.strategiesIds.length <= 15).toBe(
          true,
        );
        if (pack !== false) expect(pack.strategiesIds.every((id) => ids.has(id))).toBe(true);
      }
      for (const pack of Object.values(packs[market].AtaAdvanceStrategyPacks)) {
        expect(pack !== false && pack.type === 'advance' && pack.items.length >= 2).toBe(true);
        if (pack !== false) expect(pack.items.every((item) => ids.has(item.strategyId))).toBe(true);
      }
    }
  });

  it('seeds only sections that have no packs: a restart adds nothing, an older database gains what is missing', async () => {
    const count = async () => (await t.db.selectFrom('system_packs').select('name').execute()).length;
    const before = await count();
    await seedSystemPacks(t.db, Date.now());
    expect(await count()).toBe(before);

    await t.db.deleteFrom('system_packs').where('section', '!=', 'AtaAssetPacks').execute();
    await t.db.updateTable('system_packs').set({ position: 9 }).where('market', '=', 'crypto').execute();
    await seedSystemPacks(t.db, Date.now());
    expect(await count()).toBe(before);
    const crypto = await t.db
      .selectFrom('system_packs')
      .select('position')
      .where('market', '=', 'crypto')
      .where('section', '=', 'AtaAssetPacks')
      .execute();
    expect(crypto.every((row) => row.position === 9)).toBe(true);
  });

  it('seeds once when two processes start on one empty database at the same moment (the scale mode)', async () => {
    const temp = await tempDatabase();
    const [one, other] = [await temp.open(), await temp.open()];
    try {
      // Both read an empty table before either writes: the second one's rows are already there.
      await Promise.all([seedSystemPacks(one, Date.now()), seedSystemPacks(other, Date.now())]);
      const seeded = await one.selectFrom('system_packs').select('name').execute();
      const once = await t.db.selectFrom('system_packs').select('name').execute();
      expect(seeded).toHaveLength(once.length);
    } finally {
      await one.destroy();
      await other.destroy();
      await temp.cleanup();
    }
  });

  it('packs twelve harmonic patterns and the eight Fibonacci strategies, under the 15 a pack may hold', () => {
    const pack = (name: string) => DEFAULT_SYSTEM_SIMPLE_PACKS.find((p) => p.name === name)!.strategiesIds;
    const groups = (name: string) => new Set(pack(name).map((id) => strategyById.get(id)?.group));
    expect([pack('Harmonic patterns').length, [...groups('Harmonic patterns')]]).toEqual([12, ['harmonic']]);
    expect([pack('Fibonacci').length, [...groups('Fibonacci')]]).toEqual([8, ['fibonacci']]);
  });

  it('packs all fourteen ICT strategies, bullish and bearish', () => {
    const pack = DEFAULT_SYSTEM_SIMPLE_PACKS.find((p) => p.name === 'Smart money (ICT)')!.strategiesIds;
    expect(pack.map((id) => strategyById.get(id)?.key)).toEqual(
      catalog.filter((s) => s.group === 'ict').map((s) => s.key),
    );
    expect(pack.length).toBe(14);
  });

  it('packs every QM strategy with the two flag limits, and every RTM strategy', () => {
    const keys = (name: string) =>
      DEFAULT_SYSTEM_SIMPLE_PACKS.find((p) => p.name === name)!.strategiesIds.map(
        (id) => strategyById.get(id)?.key,
      );
    expect(keys('Quasimodo and flag limit')).toEqual([
      'qm.pattern-bullish',
      'qm.pattern-bearish',
      'qm.over-under-bullish',
      'qm.over-under-bearish',
      'qm.retest-bullish',
      'qm.retest-bearish',
      'rtm.flag-limit-bullish',
      'rtm.flag-limit-bearish',
    ]);
    expect(keys('RTM supply and demand')).toEqual(catalog.filter((s) => s.group === 'rtm').map((s) => s.key));
    expect(keys('RTM supply and demand')).toHaveLength(10);
  });

  it('shows each user which system strategy packs the plan opens (classic is free; the rest need a paid tier)', async () => {
    const user = await signUpUser(t.app);
    const locks = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: user.headers });
      const crypto = response.json().data.settings.crypto;
      return {
        simple: Object.fromEntries(
          Object.entries(crypto.AtaSimpleStrategyPacks).map(([name, pack]) => [
            name,
            (pack as { lock: boolean }).lock,
          ]),
        ),
        advanced: Object.values(crypto.AtaAdvanceStrategyPacks).map(
          (pack) => (pack as { lock: boolean }).lock,
        ),
      };
    };
    expect(await locks()).toEqual({
      simple: {
        classic: false,
        Oscillators: true,
        'Trend and volume': true,
        Divergences: true,
        'Candlestick reversals': true,
        'Harmonic patterns': true,
        Fibonacci: true,
        'Trendlines and levels': true,
        'Smart money (ICT)': true,
        'Quasimodo and flag limit': true,
        'RTM supply and demand': true,
        xmoon: true,
      },
      advanced: [true, true, true],
    });
    await grantPro(t, user.userId);
    expect(await locks()).toEqual({
      simple: {
        classic: false,
        Oscillators: false,
        'Trend and volume': false,
        Divergences: false,
        'Candlestick reversals': false,
        'Harmonic patterns': false,
        Fibonacci: false,
        'Trendlines and levels': false,
        'Smart money (ICT)': false,
        'Quasimodo and flag limit': false,
        'RTM supply and demand': false,
        xmoon: true,
      },
      advanced: [false, false, false],
    });
    // The xmoon pack opens with the XMoon plan alone once XMoon is enabled (spec §6), and opens none of the others.
    const until = Math.floor(t.clock.now / 1000) + 86_400;
    await storeAccess(t.db, user.userId, { access: { xmoon: until }, globalAccess: { xmoon: until } });
    expect((await locks()).simple).toMatchObject({ classic: false, xmoon: true });
    await t.db.updateTable('users').set({ xmoon_enabled: 1 }).where('id', '=', user.userId).execute();
    const xmoonUser = await locks();
    expect(xmoonUser.simple).toMatchObject({ classic: false, xmoon: false, 'Harmonic patterns': true });
  });
});
