import type { Selectable } from 'kysely';
import type { Database, VerificationChannel, VerificationCodesTable } from '../db';

export type CodeRow = Selectable<VerificationCodesTable>;
type Owner = { userId: string; channel: VerificationChannel };

/** Queries on verification codes. Status changes are conditional updates, so two racing requests cannot both win. */
export const createCodesRepo = (db: Database) => ({
  /** Send times of the owner's codes since `sinceMs`, oldest first (the resend countdown and the hourly cap). */
  sentSince: async ({ userId, channel }: Owner, sinceMs: number): Promise<number[]> => {
    const rows = await db
      .selectFrom('verification_codes')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('channel', '=', channel)
      .where('created_at', '>', sinceMs)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => row.created_at);
  },

  /** A new code voids the owner's pending one (ASVS V6.6.2) and rows past their keeping time go. */
  replacePending: async (row: CodeRow, keepSinceMs: number): Promise<void> => {
    await db
      .updateTable('verification_codes')
      .set({ status: 'voided', closed_at: row.created_at })
      .where('user_id', '=', row.user_id)
      .where('channel', '=', row.channel)
      .where('status', '=', 'pending')
      .execute();
    await db
      .deleteFrom('verification_codes')
      .where('user_id', '=', row.user_id)
      .where('channel', '=', row.channel)
      .where('created_at', '<', keepSinceMs)
      .execute();
    await db.insertInto('verification_codes').values(row).execute();
  },

  remove: async (id: string): Promise<void> => {
    await db.deleteFrom('verification_codes').where('id', '=', id).execute();
  },

  /** The owner's live code for this target, if one is pending and not yet expired. */
  findLive: ({ userId, channel }: Owner, target: string, nowMs: number): Promise<CodeRow | undefined> =>
    db
      .selectFrom('verification_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('channel', '=', channel)
      .where('target', '=', target)
      .where('status', '=', 'pending')
      .where('expires_at', '>', nowMs)
      .executeTakeFirst(),

  /** Counts a check before the comparison; false when the code has no checks left (or is no longer pending). */
  reserveCheck: async (id: string, maxChecks: number): Promise<boolean> => {
    const result = await db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('attempts', '<', maxChecks)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** Voids a code whose checks are spent; true when this call did it. */
  exhaustIfSpent: async (id: string, maxChecks: number, nowMs: number): Promise<boolean> => {
    const result = await db
      .updateTable('verification_codes')
      .set({ status: 'exhausted', closed_at: nowMs })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('attempts', '>=', maxChecks)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** Spends a code once (ASVS V6.5.1); false when another request spent or voided it first. */
  markUsed: async (id: string, nowMs: number): Promise<boolean> => {
    const result = await db
      .updateTable('verification_codes')
      .set({ status: 'used', closed_at: nowMs })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
});
