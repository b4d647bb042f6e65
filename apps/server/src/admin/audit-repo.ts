import { randomUUID } from 'node:crypto';
import type { Database } from '../db';

export const AUDIT_PAGE_SIZE = 25;

export type AuditEntry = {
  actorId: string;
  actorEmail: string;
  action: string;
  target: string | null;
  details: unknown;
  at: number;
};

let sequence = 0;
/** Ids sort as the entries were written, even when a frozen or coarse clock gives two the same millisecond. */
const sortableId = (at: number): string =>
  `${String(at).padStart(15, '0')}-${String(++sequence % 1e9).padStart(9, '0')}-${randomUUID()}`;

/** The administrators' audit log: written by every admin change, read newest first a page at a time. */
export const createAuditRepo = (db: Database) => ({
  record: async ({ actorId, actorEmail, action, target, details, at }: AuditEntry): Promise<void> => {
    await db
      .insertInto('admin_audit')
      .values({
        id: sortableId(at),
        actor_id: actorId,
        actor_email: actorEmail,
        action,
        target,
        details_json: JSON.stringify(details ?? null),
        created_at: at,
      })
      .execute();
  },

  page: async (page: number) => {
    const [rows, count] = await Promise.all([
      db
        .selectFrom('admin_audit')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(AUDIT_PAGE_SIZE)
        .offset((page - 1) * AUDIT_PAGE_SIZE)
        .execute(),
      db
        .selectFrom('admin_audit')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    const entries = rows.map((row) => ({
      id: row.id,
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action,
      target: row.target,
      details: JSON.parse(row.details_json) as unknown,
      at: Math.floor(Number(row.created_at) / 1000),
    }));
    return { entries, page, pageSize: AUDIT_PAGE_SIZE, total: Number(count.count) };
  },
});

export type AuditRepo = ReturnType<typeof createAuditRepo>;
