import type { Insertable } from 'kysely';
import type { Database, InstallmentPlanRow, InstallmentPlansTable } from '../db';

export const createInstallmentsRepo = (db: Database) => ({
  insert: async (row: Insertable<InstallmentPlansTable>): Promise<void> => {
    await db.insertInto('installment_plans').values(row).execute();
  },

  /**
   * Reads a plan for a payment on it. The row is written first so that on PostgreSQL it stays locked until the
   * transaction ends: payments on one plan queue, and a part is never paid twice.
   */
  lockAndRead: async (id: string, nowMs: number): Promise<InstallmentPlanRow | undefined> => {
    await db.updateTable('installment_plans').set({ updated_at: nowMs }).where('id', '=', id).execute();
    return db.selectFrom('installment_plans').selectAll().where('id', '=', id).executeTakeFirst();
  },

  markStarted: async (id: string, nowMs: number): Promise<void> => {
    await db
      .updateTable('installment_plans')
      .set({ started_at: nowMs })
      .where('id', '=', id)
      .where('started_at', 'is', null)
      .execute();
  },

  /** The user's plans whose first part is paid: the only ones the installment card shows. */
  startedOf: (userId: string): Promise<InstallmentPlanRow[]> =>
    db
      .selectFrom('installment_plans')
      .selectAll()
      .where('user_id', '=', userId)
      .where('started_at', 'is not', null)
      .orderBy('started_at', 'asc')
      .execute(),
});
