import type { StrategyRecord } from '@tradescope/domain';
import type { Database } from '../db';
import type { BacktestResult } from './backtest';

// Rows per statement: three parameters a row keeps every statement far below SQLite's and PostgreSQL's limits.
const CHUNK = 500;

/** The last backtest as stored: its rows, when it ran (unix ms) and the history it measured (unix seconds). */
export interface StoredStats extends BacktestResult {
  readonly computedAt: number;
}

const idOf = (record: StrategyRecord): string =>
  [record.strategyId, record.market, record.timeframe, record.source ?? '', record.base ?? ''].join('|');

/** The strategy_stats tables: the last full run's rows, replaced whole, and when it ran. */
export const createStatsStore = (db: Database) => ({
  load: async (): Promise<StoredStats | undefined> => {
    const run = await db.selectFrom('strategy_stats_runs').selectAll().where('id', '=', 1).executeTakeFirst();
    if (run === undefined) return undefined;
    const rows = await db.selectFrom('strategy_stats').select('payload_json').execute();
    return {
      computedAt: Number(run.computed_at),
      from: run.from_time === null ? null : Number(run.from_time),
      to: run.to_time === null ? null : Number(run.to_time),
      records: rows.map((row) => JSON.parse(row.payload_json) as StrategyRecord),
    };
  },

  /** Replaces the stored rows with these, in one transaction (a reader sees the old run or the new one). */
  save: async ({ records, from, to, computedAt }: StoredStats): Promise<void> => {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('strategy_stats').execute();
      for (let i = 0; i < records.length; i += CHUNK)
        await trx
          .insertInto('strategy_stats')
          .values(
            records.slice(i, i + CHUNK).map((record) => ({
              id: idOf(record),
              market: record.market,
              payload_json: JSON.stringify(record),
            })),
          )
          .execute();
      const run = { computed_at: computedAt, from_time: from, to_time: to };
      await trx
        .insertInto('strategy_stats_runs')
        .values({ id: 1, ...run })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(run))
        .execute();
    });
  },
});
