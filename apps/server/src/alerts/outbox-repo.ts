import { randomBytes, randomUUID } from 'node:crypto';
import type { AlertChannel, AlertDelivery, WebhookState } from '@tradescope/domain';
import type { ExpressionBuilder } from 'kysely';
import type { AlertOutboxTable, Database } from '../db';
import type { AlertDecision, AlertPayload } from './alert-payload';
import type { ClaimedAlert } from './channels/outcome';

// 17 columns a row: 1,000 rows stay far below SQLite's 32,766 bound variables.
const INSERT_CHUNK = 1_000;
// Ids settled by one UPDATE (and attempts, 5 columns each, inserted by one INSERT).
const SETTLE_CHUNK = 500;
/** Claims tried again after losing every user to racing claims (each loss means another worker took users). */
const CLAIM_RETRIES = 3;

/** Rows of the channel to send at `nowMs`: pending or retrying, due, and held by no live lease. */
const dueAt =
  (channel: AlertChannel, nowMs: number) =>
  (eb: ExpressionBuilder<{ alert_outbox: AlertOutboxTable }, 'alert_outbox'>) =>
    eb.and([
      eb('channel', '=', channel),
      eb('status', 'in', ['pending', 'retrying']),
      eb('next_attempt_at', '<=', nowMs),
      eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowMs)]),
    ]);

/** How a try ended, as the row records it. */
export type Settlement =
  | { status: 'delivered' }
  | { status: 'retrying'; error: string; nextAttemptAt: number }
  | { status: 'dead' | 'skipped'; error: string };

/** One claimed row and how its try ended. */
export type SettledAlert = { readonly alert: ClaimedAlert; readonly settlement: Settlement };

/** The outbox's queries; SQLite and PostgreSQL run the same ones. */
export const createOutboxRepo = (db: Database) => ({
  /** Rows still to send (pending or retrying) by channel and status: the operations metrics' outbox backlog. */
  backlog: async (): Promise<{ channel: string; status: string; count: number }[]> =>
    (
      await db
        .selectFrom('alert_outbox')
        .select(['channel', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('status', 'in', ['pending', 'retrying'])
        .groupBy(['channel', 'status'])
        .execute()
    ).map(({ channel, status, n }) => ({ channel, status, count: Number(n) })),

  /**
   * Writes the decided alerts in one transaction; the (user, match, channel) key makes a decision taken again (a
   * rescan, a restart) insert nothing. Answers how many rows are new.
   */
  insert: async (decisions: readonly AlertDecision[], nowMs: number): Promise<number> => {
    if (decisions.length === 0) return 0;
    return db.transaction().execute(async (trx) => {
      let inserted = 0;
      for (let start = 0; start < decisions.length; start += INSERT_CHUNK) {
        const rows = decisions.slice(start, start + INSERT_CHUNK).map((decision) => ({
          id: randomUUID(),
          user_id: decision.userId,
          match_id: decision.matchId,
          channel: decision.channel,
          kind: decision.kind,
          market: decision.market,
          pack_name: decision.packName,
          target: decision.target,
          payload_json: JSON.stringify(decision.payload),
          status: 'pending' as const,
          attempts: 0,
          next_attempt_at: nowMs,
          lease_until: null,
          lease_token: null,
          last_error: null,
          created_at: nowMs,
          updated_at: nowMs,
        }));
        const result = await trx
          .insertInto('alert_outbox')
          .values(rows)
          .onConflict((conflict) => conflict.columns(['user_id', 'match_id', 'channel']).doNothing())
          .executeTakeFirst();
        inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      return inserted;
    });
  },

  /**
   * Takes every due row of up to `users` users for `leaseMs` (a user's rows go to one worker together, so its digest
   * is decided at once): pending or retrying, due, and held by no live lease. The update tests each row again (the
   * same due test as the users' selection) so that two processes racing for a row on PostgreSQL cannot both win it.
   */
  claim: async (
    nowMs: number,
    users: number,
    leaseMs: number,
    channel: AlertChannel,
  ): Promise<ClaimedAlert[]> => {
    const token = randomBytes(12).toString('hex');
    const due = dueAt(channel, nowMs);
    const dueRows = () => db.selectFrom('alert_outbox').where(due);
    const dueUsers = dueRows()
      .select('user_id')
      .groupBy('user_id')
      .orderBy((eb) => eb.fn.min('next_attempt_at'))
      .limit(users);
    const take = () =>
      db
        .updateTable('alert_outbox')
        .set({ lease_until: nowMs + leaseMs, lease_token: token })
        .where('user_id', 'in', dueUsers)
        .where(due)
        .returning([
          'id',
          'user_id',
          'match_id',
          'channel',
          'kind',
          'market',
          'pack_name',
          'target',
          'attempts',
          'payload_json',
        ])
        .execute();
    let rows = await take();
    // On PostgreSQL a claim racing another picks the same users; its update waits for the other's lease and then
    // matches none of their rows. It tries again (the users it lost are leased now) while a user is still due, so a
    // worker that lost a race takes the next users instead of stopping with rows waiting.
    for (let retry = 0; rows.length === 0 && retry < CLAIM_RETRIES; retry += 1) {
      if ((await dueRows().select('id').limit(1).executeTakeFirst()) === undefined) break;
      rows = await take();
    }
    return rows.map(({ payload_json, ...row }) => ({
      ...row,
      payload: JSON.parse(payload_json) as AlertPayload,
      leaseToken: token,
    }));
  },

  /**
   * Records one try of each row and its outcome in one transaction, only while the worker still holds the lease (a
   * row whose lease ran out belongs to whoever took it next): one UPDATE per lease and outcome and one INSERT of the
   * attempts, so a burst of sends costs a few statements, not two per row. Answers how many rows were settled.
   */
  settle: async (settled: readonly SettledAlert[], nowMs: number): Promise<number> => {
    const groups = new Map<string, SettledAlert[]>();
    for (const one of settled) {
      const key = JSON.stringify([one.alert.leaseToken, one.settlement]);
      const group = groups.get(key);
      if (group === undefined) groups.set(key, [one]);
      else group.push(one);
    }
    if (groups.size === 0) return 0;
    return db.transaction().execute(async (trx) => {
      let count = 0;
      for (const group of groups.values()) {
        const { alert, settlement } = group[0]!;
        const ok = settlement.status === 'delivered';
        const error = ok ? null : settlement.error;
        for (let start = 0; start < group.length; start += SETTLE_CHUNK) {
          const ids = group.slice(start, start + SETTLE_CHUNK).map((one) => one.alert.id);
          const rows = await trx
            .updateTable('alert_outbox')
            .set((eb) => ({
              status: settlement.status,
              attempts: eb('attempts', '+', 1),
              next_attempt_at: settlement.status === 'retrying' ? settlement.nextAttemptAt : null,
              lease_until: null,
              lease_token: null,
              last_error: error,
              updated_at: nowMs,
              ...(ok ? { delivered_at: nowMs } : {}),
            }))
            .where('id', 'in', ids)
            .where('lease_token', '=', alert.leaseToken)
            .returning(['id', 'attempts'])
            .execute();
          if (rows.length === 0) continue;
          count += rows.length;
          await trx
            .insertInto('alert_attempts')
            .values(
              rows.map((row) => ({
                outbox_id: row.id,
                attempt: Number(row.attempts),
                at: nowMs,
                ok: ok ? 1 : 0,
                error,
              })),
            )
            .execute();
        }
      }
      return count;
    });
  },

  /**
   * What stands in the way of e-mailing these users now, read in one statement: when each was last sent an e-mail
   * after `since` (unix ms), or null when none was but another claim (not `ownToken`) holds one of their e-mails,
   * being sent right now. Users with neither are absent.
   */
  recentEmailsOf: async (
    userIds: readonly string[],
    since: number,
    nowMs: number,
    ownToken: string,
  ): Promise<Map<string, number | null>> => {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('alert_outbox')
      .select((eb) => [
        'user_id',
        eb.fn.max(eb.case().when('status', '=', 'delivered').then(eb.ref('delivered_at')).end()).as('last'),
      ])
      .where('user_id', 'in', userIds)
      .where('channel', '=', 'email')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'delivered'), eb('delivered_at', '>', since)]),
          eb.and([
            eb('status', 'in', ['pending', 'retrying']),
            eb('lease_until', '>=', nowMs),
            eb('lease_token', '!=', ownToken),
          ]),
        ]),
      )
      .groupBy('user_id')
      .execute();
    return new Map(rows.map((row) => [row.user_id, row.last === null ? null : Number(row.last)]));
  },

  /**
   * Gives claimed rows back unsent, due again at `until` (a user's e-mails held for the next digest): no try is
   * counted, and only while the worker still holds the lease.
   */
  hold: async (alerts: readonly ClaimedAlert[], until: number, nowMs: number): Promise<void> => {
    for (let start = 0; start < alerts.length; start += SETTLE_CHUNK) {
      const chunk = alerts.slice(start, start + SETTLE_CHUNK);
      await db
        .updateTable('alert_outbox')
        .set({ next_attempt_at: until, lease_until: null, lease_token: null, updated_at: nowMs })
        .where(
          'id',
          'in',
          chunk.map((alert) => alert.id),
        )
        .where('lease_token', '=', chunk[0]!.leaseToken)
        .execute();
    }
  },

  /** A user's delivery log, newest first. */
  deliveriesOf: async (userId: string, page: number, pageSize: number) => {
    const base = db.selectFrom('alert_outbox').where('user_id', '=', userId);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
    const rows = await base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const items: AlertDelivery[] = rows.map((row) => {
      const payload = JSON.parse(row.payload_json) as AlertPayload;
      return {
        id: row.id,
        channel: row.channel,
        kind: row.kind,
        market: row.market as AlertDelivery['market'],
        packName: row.pack_name,
        pair: payload.pair,
        side: payload.side,
        strategyId: payload.strategyId,
        strategyName: payload.strategyName,
        timeframe: payload.timeframe,
        status: row.status,
        attempts: Number(row.attempts),
        reason: row.last_error,
        createdAt: Number(row.created_at),
        deliveredAt: row.delivered_at === null ? null : Number(row.delivered_at),
        nextAttemptAt: row.next_attempt_at === null ? null : Number(row.next_attempt_at),
      };
    });
    return { items, total: Number(total?.count ?? 0), page, pageSize };
  },

  /** Each alert pack's webhook as its latest tried row left it (the editor's send-type step shows it). */
  webhookStatesOf: async (userId: string): Promise<WebhookState[]> => {
    const rows = await db
      .selectFrom('alert_outbox')
      .select(['market', 'pack_name', 'status', 'last_error', 'updated_at'])
      .where('user_id', '=', userId)
      .where('channel', '=', 'webhook')
      .where('attempts', '>', 0)
      .orderBy('updated_at', 'desc')
      .orderBy('created_at', 'desc')
      .limit(500)
      .execute();
    const states = new Map<string, WebhookState>();
    for (const row of rows) {
      const key = `${row.market}|${row.pack_name}`;
      if (states.has(key) || row.pack_name === null) continue;
      const failing = row.status === 'retrying' || row.status === 'dead';
      states.set(key, {
        market: row.market as WebhookState['market'],
        packName: row.pack_name,
        state: failing ? 'failing' : 'ok',
        reason: failing ? row.last_error : null,
        at: Number(row.updated_at),
      });
    }
    return [...states.values()];
  },

  /** The tries of one row, oldest first. */
  attemptsOf: (outboxId: string) =>
    db
      .selectFrom('alert_attempts')
      .selectAll()
      .where('outbox_id', '=', outboxId)
      .orderBy('attempt')
      .execute(),
});

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
