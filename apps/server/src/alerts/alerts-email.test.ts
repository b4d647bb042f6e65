import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
} from '../../test';

let t: TestApp;
let smtp: SmtpFake;
beforeAll(async () => {
  smtp = await startSmtpFake();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://app.tradescope.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const proUserWith = async (packs: Record<string, object>, switches: Record<string, unknown> = {}) => {
  const user = await signUpProUser(t);
  await saveAlertPacks(t, user, packs, switches);
  return user;
};

describe('alerts by e-mail', () => {
  it('mails a match of an enabled alert pack once, with its pair, side, strategy, timeframe, price, zone and chart', async () => {
    const user = await proUserWith({ Btc: alertPackOf('Btc') });
    const match = scanMatchOf();
    await scanned(t, [match]);
    await t.app.alerts.deliverDue();
    const mails = smtp.mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toContain('BTC/USDT');
    expect(mail!.text).toContain('Side: Buy');
    expect(mail!.text).toMatch(/Strategy: \S+/);
    expect(mail!.text).toContain('Timeframe: 1h');
    expect(mail!.text).toContain('Price: 43,000.00');
    expect(mail!.text).toContain('Zone: 42,800.00 – 43,100.00');
    expect(mail!.text).toContain('Alert: Btc');
    expect(mail!.text).toContain(
      'https://app.tradescope.test/market/crypto/chart?source=binance-spot&base=btc&quote=usdt&timeframe=60&strategy=1001',
    );
    const [row] = await outboxOf(t, user.userId);
    expect(row).toMatchObject({ channel: 'email', status: 'delivered', attempts: 1, pack_name: 'Btc' });
  });

  it('never mails a rescanned match twice, nor after the app restarts and rescans it', async () => {
    const user = await proUserWith({ Btc: alertPackOf('Btc') });
    const match = scanMatchOf();
    await scanned(t, [match]);
    await t.app.alerts.deliverDue();
    await scanned(t, [{ ...match, passedCandle: 2 }]);
    await t.app.alerts.deliverDue();
    await t.restart();
    await scanned(t, [{ ...match, passedCandle: 3 }]);
    await t.app.alerts.deliverDue();
    expect(smtp.mailsTo(user.email)).toHaveLength(1);
    expect(await outboxOf(t, user.userId)).toHaveLength(1);
  });

  it('sends nothing for a match outside the pack (quote, strategy, window) or for a disabled pack', async () => {
    const user = await proUserWith({
      Btc: alertPackOf('Btc'),
      Off: alertPackOf('Off', { enable: false, position: 1, items: [{ strategyId: 1002, timeframe: [60] }] }),
    });
    await scanned(t, [
      scanMatchOf({ passedCandle: 11 }),
      scanMatchOf({ strategyId: 1002 }),
      scanMatchOf({ timeframe: 240 }),
    ]);
    await scanned(t, [scanMatchOf()], { source: 'binance-spot', symbol: 'ETHBTC', timeframe: 60 } as never);
    await t.app.alerts.deliverDue();
    expect(await outboxOf(t, user.userId)).toEqual([]);
    expect(smtp.mailsTo(user.email)).toEqual([]);
  });

  it('sends nothing to a user whose plan has run out', async () => {
    const user = await proUserWith({ Btc: alertPackOf('Btc') });
    t.clock.now += 2 * 86_400_000;
    try {
      await scanned(t, [scanMatchOf({ strategyId: 1001, pivotType: 'no pivot' })]);
      expect(await outboxOf(t, user.userId)).toEqual([]);
    } finally {
      t.clock.now -= 2 * 86_400_000;
    }
  });

  it('writes in the user language: Persian words and digits for a Persian user', async () => {
    const user = await proUserWith({ Btc: alertPackOf('Btc') }, { language: 'fa' });
    await scanned(t, [scanMatchOf()]);
    await t.app.alerts.deliverDue();
    const [mail] = smtp.mailsTo(user.email);
    expect(mail!.subject).toContain('هشدار');
    expect(mail!.text).toContain('جهت: خرید');
    expect(mail!.text).toContain('قیمت: ۴۳٬۰۰۰٫۰۰');
  });

  it('gathers many alerts of one user due together into one digest', async () => {
    const user = await proUserWith({ Btc: alertPackOf('Btc') });
    await scanned(t, [
      scanMatchOf({ matchDate: 1 }),
      scanMatchOf({ matchDate: 2 }),
      scanMatchOf({ matchDate: 3 }),
    ]);
    await t.app.alerts.deliverDue();
    const mails = smtp.mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('3 new alerts');
    // Both parts, as a mail client decodes them: a title and its chart link per alert.
    const chart = 'https://app.tradescope.test/market/crypto/chart?source=binance-spot&base=btc&quote=usdt';
    expect(mails[0]!.text.split(chart)).toHaveLength(4);
    expect(
      mails[0]!.html?.match(
        /<li><a href="https:\/\/app\.tradescope\.test\/market\/crypto\/chart\?[^"]+">[^<]*BTC\/USDT[^<]*<\/a><\/li>/g,
      ),
    ).toHaveLength(3);
    expect((await outboxOf(t, user.userId)).map((row) => row.status)).toEqual([
      'delivered',
      'delivered',
      'delivered',
    ]);
  });

  it('holds what fires within a minute of the last e-mail, and sends it as one digest when the minute ends', async () => {
    const user = await proUserWith({ Btc: alertPackOf('Btc') });
    const started = t.clock.now;
    await scanned(t, [scanMatchOf({ matchDate: 11 })]);
    await t.app.alerts.deliverDue();
    expect(smtp.mailsTo(user.email)).toHaveLength(1);
    const later = [scanMatchOf({ matchDate: 12 }), scanMatchOf({ matchDate: 13 })];
    try {
      for (const match of later) {
        t.clock.now += 20_000;
        await scanned(t, [match]);
        await t.app.alerts.deliverDue();
      }
      expect(smtp.mailsTo(user.email)).toHaveLength(1);
      const held = (await outboxOf(t, user.userId)).filter((row) => row.status === 'pending');
      expect(held.map((row) => [row.match_id, Number(row.next_attempt_at), row.attempts])).toEqual(
        later.map((match) => [match.id, started + 60_000, 0]),
      );
      t.clock.now = started + 60_000;
      await t.app.alerts.deliverDue();
      const mails = smtp.mailsTo(user.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.subject).toContain('2 new alerts');
      expect((await outboxOf(t, user.userId)).map((row) => [row.status, row.attempts])).toEqual([
        ['delivered', 1],
        ['delivered', 1],
        ['delivered', 1],
      ]);
    } finally {
      t.clock.now = started;
    }
  });

  it('follows a saved change at once: a pack switched off sends nothing more', async () => {
    const user = await proUserWith({ Btc: alertPackOf('Btc') });
    await saveAlertPacks(t, user, { Btc: alertPackOf('Btc', { enable: false }) });
    await scanned(t, [scanMatchOf()]);
    expect(await outboxOf(t, user.userId)).toEqual([]);
  });
});
