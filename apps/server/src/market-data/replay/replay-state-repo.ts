import type { Database } from '../../db';

const ROW_ID = 'replay';

export interface ReplayState {
  readonly seed: number;
  readonly anchor: number;
  readonly shifts: Readonly<Record<string, number>>;
  readonly dataVersion: string;
}

/** The one row that pins the replay's re-timing, so a restart rebuilds exactly the same history. */
export const createReplayStateRepo = (db: Database) => ({
  load: async (): Promise<ReplayState | undefined> => {
    const row = await db
      .selectFrom('market_replay_state')
      .selectAll()
      .where('id', '=', ROW_ID)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    return {
      seed: Number(row.seed),
      anchor: Number(row.anchor),
      shifts: JSON.parse(row.shifts_json) as Record<string, number>,
      dataVersion: row.data_version,
    };
  },

  save: async (state: ReplayState, nowMs: number): Promise<void> => {
    const values = {
      seed: state.seed,
      anchor: state.anchor,
      shifts_json: JSON.stringify(state.shifts),
      data_version: state.dataVersion,
      created_at: nowMs,
    };
    await db
      .insertInto('market_replay_state')
      .values({ id: ROW_ID, ...values })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
      .execute();
  },
});
