import type { StrategyRecord } from '@tradescope/domain';
import type { SeriesKey } from '@tradescope/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomWalk } from '../../test';
import { tempDatabase } from '../../test/database';
import type { Database } from '../db';
import { Backtest } from './backtest';
import { createServedStats } from './served-stats';
import { createStatsStore } from './stats-store';

const key = (symbol: string) => ({ source: 'binance-spot', symbol, timeframe: 60 }) as SeriesKey;
const scopes = {
  'binance-spot:AAAUSDT': { market: 'crypto', source: 'binance-spot', base: 'aaa' },
  'binance-spot:BBBUSDT': { market: 'crypto', source: 'binance-spot', base: 'bbb' },
} as const;

describe('the stored track record', () => {
  let database: Awaited<ReturnType<typeof tempDatabase>>;
  let db: Database;
  let records: StrategyRecord[];

  beforeAll(async () => {
    database = await tempDatabase();
    db = await database.open();
    const served = createServedStats();
    const result = new Backtest().run(
      [
        { key: key('AAAUSDT'), columns: randomWalk(300, 7) },
        { key: key('BBBUSDT'), columns: randomWalk(300, 8) },
      ],
      scopes,
    );
    served.show({ ...result, computedAt: 1_700_000_000_000 });
    records = [...served.records()];
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.cleanup();
  });

  const stored = async () =>
    (await db.selectFrom('strategy_stats').select('id').execute()).map((row) => row.id).sort();

  it('lets the event loop turn while a run is written (a whole run in one go held it for seconds)', async () => {
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    let turnedBeforeDone = false;
    await createStatsStore(db)
      .save({ records: records, from: 1, to: 2, computedAt: 3 }, 4)
      .then(() => {
        turnedBeforeDone = turned;
      });
    expect(records.length).toBeGreaterThan(0);
    expect(turnedBeforeDone).toBe(true);
    expect(await stored()).toHaveLength(records.length);
  });

  it('keeps only the rows of the latest run, and says when it was written', async () => {
    const store = createStatsStore(db);
    await store.save({ records, from: 1, to: 2, computedAt: 3 }, 4);
    const fewer = records.slice(0, Math.ceil(records.length / 2));
    await store.save({ records: fewer, from: 1, to: 5, computedAt: 6 }, 7);
    expect(await stored()).toHaveLength(fewer.length);
    expect(await store.savedAt()).toBe(7);
    const loaded = await store.load();
    expect(loaded?.to).toBe(5);
  });

  it('drops a row an older version stored (no saved_at) at the next save', async () => {
    const store = createStatsStore(db);
    await db
      .insertInto('strategy_stats')
      .values({ id: 'legacy|crypto|60||', market: 'crypto', payload_json: '{}', saved_at: null })
      .execute();
    await store.save({ records, from: 1, to: 2, computedAt: 8 }, 9);
    const ids = await stored();
    expect(ids).not.toContain('legacy|crypto|60||');
    expect(ids).toHaveLength(records.length);
  });
});
