import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  alertPackOf,
  outboxOf,
  type SmtpFake,
  saveAlertPacks,
  scanMatchOf,
  scanned,
  signUpProUser,
  startSmtpFake,
  startTestApp,
  type TestApp,
  telegramAlertsDouble,
} from '../../test';
import { RETRY_POLICY } from './backoff';

let smtp: SmtpFake;
beforeAll(async () => {
  smtp = await startSmtpFake();
});
afterAll(() => smtp.close());
afterEach(() => smtp.setMode('up'));

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

// Half of each backoff is random: zero keeps the schedule the same in every run.
const noJitter = () => 0;

const started = async (telegram = telegramAlertsDouble()) => {
  const t = await startTestApp(
    { SMTP_URL: smtp.url },
    { alerts: { telegram: telegram.alerts, random: noJitter, delivery: { shutdownGraceMs: 50 } } },
  );
  apps.push(t);
  return t;
};

const userWith = async (t: TestApp, sendTypes: string[]) => {
  const user = await signUpProUser(t, 30);
  if (sendTypes.includes('bot'))
    await t.db.updateTable('users').set({ phone_verified: 1 }).where('id', '=', user.userId).execute();
  await saveAlertPacks(t, user, { Btc: alertPackOf('Btc', { sendTypes }) });
  return user;
};

// Real sockets and many delivery passes: slower than most tests, on PostgreSQL above all.
describe('an SMTP outage delays alerts and loses none', { timeout: 30_000 }, () => {
  it('retries with backoff while the server refuses, then delivers every alert exactly once', async () => {
    const t = await started();
    const users = [await userWith(t, ['email']), await userWith(t, ['email'])];
    smtp.setMode('down');
    await scanned(t, [scanMatchOf(), scanMatchOf({ matchDate: 2 })]);
    await t.app.alerts.deliverDue();
    for (const user of users) {
      const rows = await outboxOf(t, user.userId);
      expect(rows.map((row) => [row.status, row.attempts])).toEqual([
        ['retrying', 1],
        ['retrying', 1],
      ]);
      expect(rows[0]!.last_error).toMatch(/421|not available/i);
    }
    // Five minutes down: each retry comes due after its backoff and fails again.
    for (let minute = 0; minute < 5; minute++) {
      t.clock.now += 60_000;
      await t.app.alerts.deliverDue();
    }
    expect(smtp.refused()).toBeGreaterThan(2);
    smtp.setMode('up');
    t.clock.now += RETRY_POLICY.capMs;
    await t.app.alerts.deliverDue();
    await t.app.alerts.deliverDue();
    for (const user of users) {
      // Both alerts of the user were due together once the server came back: one digest carries them.
      const mails = smtp.mailsTo(user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain('2 new alerts');
      const rows = await outboxOf(t, user.userId);
      expect(rows.every((row) => row.status === 'delivered')).toBe(true);
      const attempts = await t.app.alerts.attemptsOf(rows[0]!.id);
      expect(attempts.length).toBe(rows[0]!.attempts);
      expect(attempts.at(-1)).toMatchObject({ ok: 1, error: null });
      expect(attempts.slice(0, -1).every((attempt) => attempt.ok === 0 && attempt.error !== null)).toBe(true);
    }
  });

  it('gives up after the last try and keeps the row as dead, with its reason', async () => {
    const t = await started();
    const user = await userWith(t, ['email']);
    smtp.setMode('down');
    await scanned(t, [scanMatchOf()]);
    for (let attempt = 0; attempt < RETRY_POLICY.maxAttempts + 2; attempt++) {
      await t.app.alerts.deliverDue();
      t.clock.now += RETRY_POLICY.capMs;
    }
    const [row] = await outboxOf(t, user.userId);
    expect(row).toMatchObject({ status: 'dead', attempts: RETRY_POLICY.maxAttempts, next_attempt_at: null });
    expect(row!.last_error).toMatch(/421|not available/i);
    expect(await t.app.alerts.attemptsOf(row!.id)).toHaveLength(RETRY_POLICY.maxAttempts);
  });
});

describe('a process killed mid-delivery', { timeout: 30_000 }, () => {
  it('leaves its rows leased; the next process sends each exactly once when the lease runs out', async () => {
    const t = await started();
    const user = await userWith(t, ['email']);
    smtp.setMode('hang');
    await scanned(t, [scanMatchOf(), scanMatchOf({ matchDate: 2, strategyId: 1001, type: 'sell' })]);
    const sending = t.app.alerts.deliverDue();
    // The rows are claimed and their messages are on the wire when the process goes away.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const held = await outboxOf(t, user.userId);
    expect(held.every((row) => row.lease_until !== null && row.status === 'pending')).toBe(true);
    await t.restart({ alerts: { random: noJitter, delivery: { shutdownGraceMs: 50 } } });
    smtp.dropConnections();
    smtp.setMode('up');
    await sending.catch(() => undefined);
    await t.app.alerts.deliverDue();
    expect(smtp.mailsTo(user.email)).toHaveLength(0);
    t.clock.now += 5 * 60_000 + 1;
    await t.app.alerts.deliverDue();
    await scanned(t, [scanMatchOf({ id: held[0]!.match_id })]);
    await t.app.alerts.deliverDue();
    // The two alerts, due together when the lease ran out, went once, as one digest.
    const mails = smtp.mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('2 new alerts');
    expect((await outboxOf(t, user.userId)).map((row) => row.status)).toEqual(['delivered', 'delivered']);
  });
});

// App starts and delivery passes as above: on PostgreSQL and a loaded machine one took past the 5 s default.
describe('Telegram', { timeout: 30_000 }, () => {
  it('waits what Telegram asks (retry_after) before trying again, then delivers once', async () => {
    const telegram = telegramAlertsDouble();
    const t = await started(telegram);
    const user = await userWith(t, ['bot']);
    telegram.bind(user.userId, '4242');
    telegram.answerNext({ ok: false, kind: 'retry', reason: '429 Too Many Requests', retryAfterMs: 30_000 });
    await scanned(t, [scanMatchOf()]);
    await t.app.alerts.deliverDue();
    expect(telegram.sent).toHaveLength(0);
    const [waiting] = await outboxOf(t, user.userId);
    expect(waiting).toMatchObject({ status: 'retrying', last_error: 'telegram: 429 Too Many Requests' });
    t.clock.now += 29_000;
    await t.app.alerts.deliverDue();
    expect(telegram.sent).toHaveLength(0);
    t.clock.now += 1_000;
    await t.app.alerts.deliverDue();
    await t.app.alerts.deliverDue();
    expect(telegram.sent).toHaveLength(1);
    expect(telegram.sent[0]).toMatchObject({ chatId: '4242' });
    expect(telegram.sent[0]!.text).toContain('<b>Pair:</b> BTC/USDT');
    expect(telegram.sent[0]!.text).toContain('href="http://localhost:8080/market/crypto/chart?');
    expect((await outboxOf(t, user.userId))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('records a blocked bot as dead and a muted chat as skipped, never sending', async () => {
    const telegram = telegramAlertsDouble();
    const t = await started(telegram);
    const blocked = await userWith(t, ['bot']);
    const muted = await userWith(t, ['bot']);
    telegram.mute(muted.userId);
    await scanned(t, [scanMatchOf()]);
    await t.app.alerts.deliverDue();
    expect(telegram.sent).toHaveLength(0);
    expect((await outboxOf(t, blocked.userId))[0]).toMatchObject({
      status: 'dead',
      last_error: 'telegram-unbound',
    });
    expect((await outboxOf(t, muted.userId))[0]).toMatchObject({
      status: 'skipped',
      last_error: 'telegram-muted',
    });
  });

  it('without a bot configured, keeps Telegram alerts failing with telegram-not-configured', async () => {
    const t = await startTestApp({}, { alerts: { random: noJitter } });
    apps.push(t);
    const user = await userWith(t, ['bot']);
    await scanned(t, [scanMatchOf()]);
    await t.app.alerts.deliverDue();
    expect((await outboxOf(t, user.userId))[0]).toMatchObject({
      channel: 'telegram',
      status: 'retrying',
      last_error: 'telegram-not-configured',
    });
  });
});
