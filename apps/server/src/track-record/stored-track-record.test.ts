import type { SeriesKey } from '@tradescope/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomWalk } from '../../test';
import { tempDatabase } from '../../test/database';
import type { Database } from '../db';
import { Backtest } from './backtest';
import { createServedStats } from './served-stats';
import { createStatsStore } from './stats-store';
import { createStoredTrackRecord } from './stored-track-record';

const log = { error: () => {} };
const key = (symbol: string) => ({ source: 'binance-spot', symbol, timeframe: 60 }) as SeriesKey;
const scopes = {
  'binance-spot:AAAUSDT': { market: 'crypto', source: 'binance-spot', base: 'aaa' },
  'binance-spot:BBBUSDT': { market: 'crypto', source: 'binance-spot', base: 'bbb' },
} as const;

describe("the scale mode's api: the track record a scanner stored", () => {
  let database: Awaited<ReturnType<typeof tempDatabase>>;
  let db: Database;
  // What a scanner's backtest stores: its rows as it serves them.
  const computed = createServedStats();
  const scannerSaves = async (seed: number, savedAt: number) => {
    const result = new Backtest().run(
      [
        { key: key('AAAUSDT'), columns: randomWalk(300, seed) },
        { key: key('BBBUSDT'), columns: randomWalk(300, seed + 1) },
      ],
      scopes,
    );
    computed.show({ ...result, computedAt: 1_700_000_000_000 + seed });
    await createStatsStore(db).save({ ...computed.current!, records: computed.records() }, savedAt);
  };

  beforeAll(async () => {
    database = await tempDatabase();
    db = await database.open();
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.cleanup();
  });

  it('is computing until a scanner has stored a run, then serves its rows as the scanner does', async () => {
    const api = createStoredTrackRecord({ db, log, reloadMs: 3_600_000 });
    api.start();
    await api.idle();
    expect(api.stats('crypto', {})).toMatchObject({ state: 'computing', computedAt: null, records: [] });
    await scannerSaves(1, 1_000);
    await api.idle({ upkeep: true });
    const served = api.stats('crypto', {});
    expect(served).toMatchObject({ state: 'ready', computedAt: 1_700_000_000_001 });
    expect(served.records.length).toBeGreaterThan(0);
    expect(served).toEqual(computed.answer('ready', 'crypto', {}));
    expect(api.stats('crypto', { base: 'bbb' })).toEqual(computed.answer('ready', 'crypto', { base: 'bbb' }));
    await api.stop();
  }, 30_000);

  it('reads the rows again only when they were written again', async () => {
    await scannerSaves(1, 1_000);
    const api = createStoredTrackRecord({ db, log, reloadMs: 3_600_000 });
    api.start();
    await api.idle();
    const first = api.stats('crypto', { strategy: api.stats('crypto', {}).records[0]!.strategyId });
    // Rows changed under an unchanged saved_at are not read: the api polls one row, not the table.
    await db.deleteFrom('strategy_stats').execute();
    await api.idle({ upkeep: true });
    expect(api.stats('crypto', { strategy: first.records[0]!.strategyId })).toEqual(first);
    await scannerSaves(5, 2_000);
    await api.idle({ upkeep: true });
    expect(api.stats('crypto', {})).toEqual(computed.answer('ready', 'crypto', {}));
    expect(api.stats('crypto', {}).computedAt).toBe(1_700_000_000_005);
    await api.stop();
  }, 30_000);

  it('stays idle with TRACK_RECORD off', async () => {
    const api = createStoredTrackRecord({ db, log, enabled: false });
    api.start();
    await api.idle({ upkeep: true });
    expect(api.stats('crypto', {})).toMatchObject({ state: 'idle', records: [] });
    await api.stop();
  });
});
