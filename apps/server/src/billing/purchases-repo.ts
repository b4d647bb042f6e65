import type { Insertable } from 'kysely';
import type { Database, InstallmentSlotValue, PurchaseRow, PurchaseStatusValue, PurchasesTable } from '../db';

/** Most purchases a history answers with; far above a real user's count. */
const HISTORY_LIMIT = 500;

/** Queries on purchases. `liveSince` is the oldest creation time a pending purchase may still be paid at. */
export const createPurchasesRepo = (db: Database) => ({
  insert: async (row: Insertable<PurchasesTable>): Promise<void> => {
    await db.insertInto('purchases').values(row).execute();
  },

  findById: (id: string): Promise<PurchaseRow | undefined> =>
    db.selectFrom('purchases').selectAll().where('id', '=', id).executeTakeFirst(),

  /** The user's latest purchases, returned oldest first. */
  historyOf: async (userId: string): Promise<PurchaseRow[]> => {
    const rows = await db
      .selectFrom('purchases')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(HISTORY_LIMIT)
      .execute();
    return rows.reverse();
  },

  countLivePending: async (userId: string, liveSince: number): Promise<number> => {
    const row = await db
      .selectFrom('purchases')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .where('created_at', '>', liveSince)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  },

  livePendingPart: (
    installmentId: string,
    slot: InstallmentSlotValue,
    liveSince: number,
  ): Promise<PurchaseRow | undefined> =>
    db
      .selectFrom('purchases')
      .selectAll()
      .where('installment_id', '=', installmentId)
      .where('installment_slot', '=', slot)
      .where('status', '=', 'pending')
      .where('created_at', '>', liveSince)
      .executeTakeFirst(),

  partsOf: (installmentIds: readonly string[]): Promise<PurchaseRow[]> =>
    installmentIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('purchases')
          .selectAll()
          .where('installment_id', 'in', installmentIds)
          .orderBy('created_at', 'asc')
          .execute(),

  /**
   * Moves a live pending purchase of the gateway `method` to its outcome; false when there is none. The condition
   * is in the UPDATE itself, so of concurrent settlements exactly one wins (PostgreSQL re-checks it after the lock).
   */
  settle: async (
    id: string,
    method: string,
    outcome: Exclude<PurchaseStatusValue, 'pending'>,
    nowMs: number,
    liveSince: number,
  ): Promise<boolean> => {
    const result = await db
      .updateTable('purchases')
      .set({ status: outcome, settled_at: nowMs })
      .where('id', '=', id)
      .where('payment_method', '=', method)
      .where('status', '=', 'pending')
      .where('created_at', '>', liveSince)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
});
