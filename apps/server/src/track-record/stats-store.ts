import { setImmediate } from 'node:timers/promises';
import type { StrategyRecord } from '@tradescope/domain';
import { GroupPacker, groupIdOf, type PackedGroup } from '@tradescope/engine';
import type { Database } from '../db';

// Rows per statement: four parameters a row keeps every statement far below SQLite's and PostgreSQL's limits.
const CHUNK = 500;
// Rows read per query: the stored run (about 100 MB of JSON on the replay) is packed as it is read, never held whole.
const PAGE = 2_000;

/** A run's groups of rows, packed, when it ran (unix ms) and the history it measured (unix seconds). */
export interface StoredStats {
  readonly groups: readonly PackedGroup[];
  readonly computedAt: number;
  readonly from: number | null;
  readonly to: number | null;
}

const idOf = (record: StrategyRecord): string =>
  [record.strategyId, record.market, record.timeframe, record.source ?? '', record.base ?? ''].join('|');

/** The strategy_stats tables: the last run's rows, replaced whole, when it ran and when they were written. */
export const createStatsStore = (db: Database) => {
  const run = () => db.selectFrom('strategy_stats_runs').selectAll().where('id', '=', 1).executeTakeFirst();
  const savedAtOf = (row: { computed_at: number; saved_at: number | null }) =>
    Number(row.saved_at ?? row.computed_at);
  return {
    /** The stored run with when its rows were written (unix ms), or undefined before the first run is stored. */
    load: async (): Promise<(StoredStats & { savedAt: number }) | undefined> => {
      const stored = await run();
      if (stored === undefined) return undefined;
      const packers = new Map<string, GroupPacker>();
      for (let after = ''; ; ) {
        const page = await db
          .selectFrom('strategy_stats')
          .select(['id', 'payload_json'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute();
        for (const { payload_json } of page) {
          const record = JSON.parse(payload_json) as StrategyRecord;
          const group = groupIdOf(record);
          const packer = packers.get(group) ?? new GroupPacker(record);
          packer.add(record);
          packers.set(group, packer);
        }
        if (page.length < PAGE) break;
        after = page.at(-1)!.id;
      }
      return {
        computedAt: Number(stored.computed_at),
        savedAt: savedAtOf(stored),
        from: stored.from_time === null ? null : Number(stored.from_time),
        to: stored.to_time === null ? null : Number(stored.to_time),
        groups: [...packers.values()].map((packer) => packer.pack()),
      };
    },

    /** When the stored rows were last written (one row read: what another process polls), undefined before any. */
    savedAt: async (): Promise<number | undefined> => {
      const stored = await run();
      return stored === undefined ? undefined : savedAtOf(stored);
    },

    /**
     * Replaces the stored rows with these, a statement of rows at a time with the event loop free between them: one
     * transaction of the whole run (about 100 MB of JSON on the replay) held the main thread 1.6 s on a quiet machine
     * and 6 s under the journeys' load. A reader meanwhile may see rows of both runs, each whole; `saved_at` moves last.
     */
    save: async (
      { records, from, to, computedAt }: { records: Iterable<StrategyRecord> } & Omit<StoredStats, 'groups'>,
      savedAt: number,
    ): Promise<void> => {
      let chunk: { id: string; market: string; payload_json: string; saved_at: number }[] = [];
      const flush = async () => {
        if (chunk.length > 0)
          await db
            .insertInto('strategy_stats')
            .values(chunk)
            .onConflict((conflict) =>
              conflict.column('id').doUpdateSet((row) => ({
                market: row.ref('excluded.market'),
                payload_json: row.ref('excluded.payload_json'),
                saved_at: row.ref('excluded.saved_at'),
              })),
            )
            .execute();
        chunk = [];
        await setImmediate();
      };
      for (const record of records) {
        chunk.push({
          id: idOf(record),
          market: record.market,
          payload_json: JSON.stringify(record),
          saved_at: savedAt,
        });
        if (chunk.length === CHUNK) await flush();
      }
      await flush();
      // The rows this run no longer has: every row not written by this save.
      await db
        .deleteFrom('strategy_stats')
        .where((row) => row.or([row('saved_at', 'is', null), row('saved_at', '<>', savedAt)]))
        .execute();
      const run = { computed_at: computedAt, from_time: from, to_time: to, saved_at: savedAt };
      await db
        .insertInto('strategy_stats_runs')
        .values({ id: 1, ...run })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(run))
        .execute();
    },
  };
};
