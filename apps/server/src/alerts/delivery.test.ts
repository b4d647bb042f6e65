import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailAlertOf, signUpUser, startTestApp, type TestApp } from '../../test';
import type { AlertChannel } from './channels/outcome';
import { createDelivery, DELIVERY_DEFAULTS, DIGEST_WINDOW_MS } from './delivery';
import { createOutboxRepo } from './outbox-repo';

let t: TestApp;
beforeAll(async () => {
  // The app's own workers never poll here: this file's delivery is the only one taking rows.
  t = await startTestApp({}, { alerts: { delivery: { pollMs: 3_600_000 } } });
});
afterAll(() => t.close());

/** A delivery as the app builds one, with the test's repo, channels, clock and options: every user reads English. */
const deliveryOf = (
  deps: Omit<Parameters<typeof createDelivery>[0], 'recipientsOf' | 'random' | 'log'>,
): ReturnType<typeof createDelivery> =>
  createDelivery({
    ...deps,
    recipientsOf: async (ids) =>
      new Map(
        ids.map((userId) => [userId, { userId, email: `${userId}@example.com`, language: 'en' as const }]),
      ),
    random: () => 0,
    log: { error: () => {}, warn: () => {} },
  });

const gate = () => {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
};

const until = async (condition: () => Promise<boolean> | boolean, what: string) => {
  for (let waited = 0; !(await condition()); waited += 10) {
    if (waited > 5_000) throw new Error(`waited 5 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the digest hold', () => {
  it("holds a row claimed while another worker is still sending the user's first e-mail", async () => {
    const repo = createOutboxRepo(t.db);
    const clock = { now: t.clock.now };
    const [first, other] = [(await signUpUser(t.app)).userId, (await signUpUser(t.app)).userId];
    // Each user's first e-mail waits at the SMTP server until the test lets it through.
    const gates = new Map([
      [first, gate()],
      [other, gate()],
    ]);
    const sent: { userId: string; at: number }[] = [];
    const email: AlertChannel = {
      send: async (_alerts, recipient) => {
        const isFirst = !sent.some((one) => one.userId === recipient.userId);
        sent.push({ userId: recipient.userId, at: clock.now });
        if (isFirst) await gates.get(recipient.userId)?.opened;
        return { kind: 'delivered' };
      },
    };
    const unused: AlertChannel = { send: async () => ({ kind: 'dead', reason: 'unused' }) };
    // Two workers, one user per claim: one sends `first`'s e-mail while the other goes on claiming.
    const delivery = deliveryOf({
      repo,
      channels: { email, telegram: unused, webhook: unused },
      now: () => clock.now,
      options: { ...DELIVERY_DEFAULTS, batch: 1, workers: 2, concurrency: 1 },
    });
    await repo.insert([emailAlertOf(first)], clock.now - 1_000);
    await repo.insert([emailAlertOf(other)], clock.now);
    const pass = delivery.deliverDue();
    await until(() => sent.length === 2, 'both first e-mails to be handed over');
    // A new alert of `first` falls due while its first e-mail is still being sent.
    const late = emailAlertOf(first);
    await repo.insert([late], clock.now);
    const lateRow = () =>
      t.db
        .selectFrom('alert_outbox')
        .select(['next_attempt_at', 'attempts'])
        .where('user_id', '=', first)
        .where('match_id', '=', late.matchId)
        .executeTakeFirstOrThrow();
    gates.get(other)!.open();
    // The other worker is free again: it claims the new row and either sends it or holds it.
    await until(
      async () => sent.length > 2 || Number((await lateRow()).next_attempt_at) > clock.now,
      'the new row to be sent or held',
    );
    gates.get(first)!.open();
    await pass;
    expect(sent.filter((one) => one.userId === first)).toHaveLength(1);
    expect((await lateRow()).attempts).toBe(0);

    // Once the first e-mail is recorded, the row waits for the minute after it, then goes.
    const firstAt = clock.now;
    for (let step = 0; step < 3 && sent.length < 3; step += 1) {
      clock.now = Math.max(clock.now, Number((await lateRow()).next_attempt_at));
      await delivery.deliverDue();
    }
    expect(sent.filter((one) => one.userId === first).map((one) => one.at - firstAt)).toEqual([
      0,
      DIGEST_WINDOW_MS,
    ]);
  });
});

describe('a send lane', () => {
  it('takes its next e-mail as soon as a send ends, while the tries before are still being recorded', async () => {
    const repo = createOutboxRepo(t.db);
    const users = await Promise.all(Array.from({ length: 4 }, async () => (await signUpUser(t.app)).userId));
    // Recording is slow (a loaded database): each write of settled tries takes 150 ms.
    let writes = 0;
    const slowRepo = {
      ...repo,
      settle: async (...args: Parameters<typeof repo.settle>) => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        writes += 1;
        return repo.settle(...args);
      },
    };
    const sentAfterWrites: number[] = [];
    const email: AlertChannel = {
      send: async () => {
        sentAfterWrites.push(writes);
        return { kind: 'delivered' };
      },
    };
    const unused: AlertChannel = { send: async () => ({ kind: 'dead', reason: 'unused' }) };
    const delivery = deliveryOf({
      repo: slowRepo,
      channels: { email, telegram: unused, webhook: unused },
      now: () => t.clock.now,
      // One lane: its four e-mails go one after another.
      options: { ...DELIVERY_DEFAULTS, workers: 1, concurrency: 1 },
    });
    await repo.insert(users.map(emailAlertOf), t.clock.now);
    await delivery.deliverDue();
    // Every e-mail was handed over before the first write of tries was done; all four are recorded by the end.
    expect(sentAfterWrites).toEqual([0, 0, 0, 0]);
    const rows = await t.db
      .selectFrom('alert_outbox')
      .select(['status', 'attempts'])
      .where('user_id', 'in', users)
      .execute();
    expect(rows).toEqual(users.map(() => ({ status: 'delivered', attempts: 1 })));
  });
});

describe('e-mail held while evaluation writes a burst', () => {
  it('claims no e-mail while evaluation holds it back, and sends it as one digest once let go; Telegram goes meanwhile', async () => {
    const repo = createOutboxRepo(t.db);
    const user = (await signUpUser(t.app)).userId;
    const sent: { channel: string; alerts: number }[] = [];
    const recording = (channel: string): AlertChannel => ({
      send: async (alerts) => {
        sent.push({ channel, alerts: alerts.length });
        return { kind: 'delivered' };
      },
    });
    let hold = true;
    const delivery = deliveryOf({
      repo,
      channels: { email: recording('email'), telegram: recording('telegram'), webhook: recording('webhook') },
      now: () => t.clock.now,
      options: DELIVERY_DEFAULTS,
      holdEmail: () => hold,
    });
    // A burst written a slice at a time: the user's first alert, then (still held) a second and a Telegram one.
    await repo.insert([emailAlertOf(user)], t.clock.now);
    await delivery.deliverDue();
    await repo.insert([emailAlertOf(user), { ...emailAlertOf(user), channel: 'telegram' }], t.clock.now);
    await delivery.deliverDue();
    expect(sent).toEqual([{ channel: 'telegram', alerts: 1 }]);
    hold = false;
    await delivery.deliverDue();
    expect(sent).toEqual([
      { channel: 'telegram', alerts: 1 },
      { channel: 'email', alerts: 2 },
    ]);
  });

  it('wakes only the lanes of the channels written when told which', async () => {
    const repo = createOutboxRepo(t.db);
    const user = (await signUpUser(t.app)).userId;
    const sent: string[] = [];
    const recording = (channel: string): AlertChannel => ({
      send: async () => {
        sent.push(channel);
        return { kind: 'delivered' };
      },
    });
    const delivery = deliveryOf({
      repo,
      channels: { email: recording('email'), telegram: recording('telegram'), webhook: recording('webhook') },
      now: () => t.clock.now,
      options: DELIVERY_DEFAULTS,
    });
    await repo.insert([emailAlertOf(user), { ...emailAlertOf(user), channel: 'telegram' }], t.clock.now);
    delivery.kick(['telegram']);
    await until(() => sent.includes('telegram'), 'the Telegram alert to be sent');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toEqual(['telegram']);
    await delivery.deliverDue();
    expect(sent).toEqual(['telegram', 'email']);
  });
});
