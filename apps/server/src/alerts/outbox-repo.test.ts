import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailAlertOf, signUpUser, startTestApp, type TestApp } from '../../test';
import type { AlertDecision } from './alert-payload';
import { createOutboxRepo, type OutboxRepo } from './outbox-repo';

let t: TestApp;
let repo: OutboxRepo;
const LEASE_MS = 60_000;

beforeAll(async () => {
  t = await startTestApp();
  repo = createOutboxRepo(t.db);
});
afterAll(() => t.close());

const decisionsFor = (userId: string, count: number): AlertDecision[] =>
  Array.from({ length: count }, () => emailAlertOf(userId));

describe('the outbox repository', () => {
  it('counts the rows still to send by channel and status, off an index of those rows alone', async () => {
    const user = (await signUpUser(t.app)).userId;
    const count = (rows: Awaited<ReturnType<OutboxRepo['backlog']>>, status: string) =>
      rows.find((row) => row.channel === 'email' && row.status === status)?.count ?? 0;
    const before = await repo.backlog();
    await repo.insert(decisionsFor(user, 3), t.clock.now + 86_400_000);
    const ids = (
      await t.db.selectFrom('alert_outbox').select('id').where('user_id', '=', user).execute()
    ).map((row) => row.id);
    await t.db.updateTable('alert_outbox').set({ status: 'delivered' }).where('id', '=', ids[0]!).execute();
    await t.db.updateTable('alert_outbox').set({ status: 'retrying' }).where('id', '=', ids[1]!).execute();
    const after = await repo.backlog();
    expect(count(after, 'pending') - count(before, 'pending')).toBe(1);
    expect(count(after, 'retrying') - count(before, 'retrying')).toBe(1);
    expect(after.some((row) => row.status === 'delivered')).toBe(false);
    if (process.env.TEST_DATABASE_URL === undefined) {
      const plan = await sql<{
        detail: string;
      }>`explain query plan select channel, status, count(*) from alert_outbox
        where status in ('pending', 'retrying') group by channel, status`.execute(t.db);
      expect(plan.rows.map((row) => row.detail).join(' ')).toContain('alert_outbox_backlog');
    } else {
      const found = await sql<{ n: number }>`select count(*)::int as n from pg_indexes
        where indexname = 'alert_outbox_backlog' and schemaname = current_schema()`.execute(t.db);
      expect(found.rows[0]?.n).toBe(1);
    }
  });

  it('claims every due row of a user together, so one worker decides its digest', async () => {
    const [a, b] = [(await signUpUser(t.app)).userId, (await signUpUser(t.app)).userId];
    const now = t.clock.now;
    // a's rows fell due first, so a is the first claim's user.
    await repo.insert(decisionsFor(a, 3), now - 1_000);
    await repo.insert(decisionsFor(b, 2), now);
    const first = await repo.claim(now, 1, LEASE_MS, 'email');
    const second = await repo.claim(now, 1, LEASE_MS, 'email');
    expect(first.map((row) => row.user_id)).toEqual([a, a, a]);
    expect(second.map((row) => row.user_id)).toEqual([b, b]);
    expect(await repo.claim(now, 10, LEASE_MS, 'email')).toEqual([]);
    await repo.settle(
      [...first, ...second].map((alert) => ({ alert, settlement: { status: 'delivered' } })),
      now,
    );
  });

  it('gives a worker that lost a user to a racing claim the next due user, not nothing', async () => {
    // On PostgreSQL two claims at once both pick the oldest due user; the loser's update waited for the winner's
    // lease and matched no row, so it came back empty while another user was due: its lane stopped with e-mail waiting.
    for (let round = 0; round < 10; round += 1) {
      const [a, b] = [(await signUpUser(t.app)).userId, (await signUpUser(t.app)).userId];
      const now = t.clock.now;
      await repo.insert(decisionsFor(a, 2), now - 1_000);
      await repo.insert(decisionsFor(b, 2), now);
      const claims = await Promise.all([
        repo.claim(now, 1, LEASE_MS, 'email'),
        repo.claim(now, 1, LEASE_MS, 'email'),
      ]);
      expect(claims.map((rows) => rows.map((row) => row.user_id)).sort()).toEqual(
        [
          [a, a],
          [b, b],
        ].sort(),
      );
      await repo.settle(
        claims.flat().map((alert) => ({ alert, settlement: { status: 'delivered' } })),
        now,
      );
    }
  });

  it('settles a batch in one call, tries recorded, and leaves a row whose lease another worker took', async () => {
    const user = (await signUpUser(t.app)).userId;
    const now = t.clock.now + 1_000;
    await repo.insert(decisionsFor(user, 4), now);
    const claimed = await repo.claim(now, 10, LEASE_MS, 'email');
    expect(claimed).toHaveLength(4);
    // The lease of the last row ran out and another worker holds it now.
    const taken = claimed[3]!;
    await t.db
      .updateTable('alert_outbox')
      .set({ lease_token: 'someone-else' })
      .where('id', '=', taken.id)
      .execute();
    const settled = await repo.settle(
      [
        ...claimed.slice(0, 2).map((alert) => ({ alert, settlement: { status: 'delivered' } as const })),
        {
          alert: claimed[2]!,
          settlement: { status: 'retrying', error: 'smtp 451', nextAttemptAt: now + 5_000 } as const,
        },
        { alert: taken, settlement: { status: 'delivered' } as const },
      ],
      now,
    );
    expect(settled).toBe(3);
    const rows = await t.db
      .selectFrom('alert_outbox')
      .select(['id', 'status', 'attempts', 'last_error', 'next_attempt_at', 'lease_token'])
      .where('user_id', '=', user)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const alert of claimed.slice(0, 2))
      expect(byId.get(alert.id)).toMatchObject({ status: 'delivered', attempts: 1, lease_token: null });
    expect(byId.get(claimed[2]!.id)).toMatchObject({
      status: 'retrying',
      attempts: 1,
      last_error: 'smtp 451',
    });
    expect(Number(byId.get(claimed[2]!.id)!.next_attempt_at)).toBe(now + 5_000);
    expect(byId.get(taken.id)).toMatchObject({ status: 'pending', attempts: 0, lease_token: 'someone-else' });
    expect(await repo.attemptsOf(claimed[2]!.id)).toEqual([
      expect.objectContaining({ attempt: 1, ok: 0, error: 'smtp 451' }),
    ]);
    expect(await repo.attemptsOf(taken.id)).toEqual([]);
  });
});
