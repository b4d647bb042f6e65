import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertPackOf,
  outboxOf,
  privateAddressAlerts,
  saveAlertPacks,
  scanMatchOf,
  scanned,
  signUpProUser,
  type signUpUser,
  startTestApp,
  startWebhookReceiver,
  type TestApp,
} from '../../test';

let t: TestApp;
let user: Awaited<ReturnType<typeof signUpUser>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

const secret = async (): Promise<string> => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/alerts/webhook-secret',
    headers: user.headers,
  });
  return res.json().data.secret as string;
};

beforeAll(async () => {
  t = await startTestApp({ ALERT_WEBHOOK_ALLOW_LOOPBACK: 'true' }, { alerts: { random: () => 0 } });
  user = await signUpProUser(t, 30);
  receiver = await startWebhookReceiver(secret);
  await saveAlertPacks(t, user, { Hook: alertPackOf('Hook', { webhookUrl: receiver.url }) });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('alert webhooks', () => {
  it('POSTs the match as JSON signed with the user secret, once', async () => {
    const match = scanMatchOf();
    await scanned(t, [match]);
    await t.app.alerts.deliverDue();
    await scanned(t, [{ ...match, passedCandle: 2 }]);
    await t.app.alerts.deliverDue();
    expect(receiver.received).toHaveLength(1);
    const [hook] = receiver.received;
    expect(hook!.signatureValid).toBe(true);
    expect(hook!.body).toMatchObject({
      type: 'match',
      market: 'crypto',
      alert: 'Hook',
      match: { id: match.id, pair: 'BTC/USDT', side: 'buy', strategyId: 1001, timeframe: 60, price: 43_000 },
    });
    expect((hook!.body as { chartUrl: string }).chartUrl).toContain(
      '/market/crypto/chart?source=binance-spot',
    );
  });

  it('retries a receiver answering 500, and shows the pack webhook failing with the reason meanwhile', async () => {
    receiver.answer(500);
    t.clock.now += 1_000;
    await scanned(t, [scanMatchOf({ matchDate: 7 })]);
    await t.app.alerts.deliverDue();
    const states = await t.app.inject({
      method: 'GET',
      url: '/api/v1/alerts/webhooks',
      headers: user.headers,
    });
    expect(states.json().data.webhooks).toEqual([
      expect.objectContaining({ market: 'crypto', packName: 'Hook', state: 'failing', reason: 'http 500' }),
    ]);
    receiver.answer(200);
    t.clock.now += 10_000;
    await t.app.alerts.deliverDue();
    expect(receiver.received).toHaveLength(2);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/alerts/webhooks',
      headers: user.headers,
    });
    expect(after.json().data.webhooks[0]).toMatchObject({ state: 'ok', reason: null });
  });

  it('signs with the new secret once the user rotates it', async () => {
    const before = await secret();
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/alerts/webhook-secret',
      headers: user.headers,
    });
    expect(rotated.json().data.secret).not.toBe(before);
    await scanned(t, [scanMatchOf({ matchDate: 9 })]);
    await t.app.alerts.deliverDue();
    expect(receiver.received.at(-1)!.signatureValid).toBe(true);
  });

  it('gives up at once on a receiver refusing with 410 (retrying will not help)', async () => {
    receiver.answer(410);
    const match = scanMatchOf({ matchDate: 11 });
    await scanned(t, [match]);
    await t.app.alerts.deliverDue();
    const rows = await outboxOf(t, user.userId);
    expect(rows.find((row) => row.match_id === match.id && row.channel === 'webhook')).toMatchObject({
      status: 'dead',
      last_error: 'http 410',
      attempts: 1,
    });
    receiver.answer(200);
  });
});

describe('webhook addresses', () => {
  it('refuses a loopback or plain-http address unless the loopback setting allows it', async () => {
    const strict = await startTestApp();
    try {
      const other = await signUpProUser(strict);
      for (const webhookUrl of [
        'http://127.0.0.1:9/hook',
        'https://10.0.0.5/hook',
        'http://hooks.example.com/a',
      ]) {
        const res = await strict.app.inject({
          method: 'POST',
          url: '/api/v1/user/settings/edit',
          headers: other.headers,
          payload: {
            ...(await import('@tradescope/domain')).defaultSettings(),
            crypto: {
              ...(await import('@tradescope/domain')).defaultSettings().crypto,
              Alerts: { Hook: alertPackOf('Hook', { webhookUrl }) },
            },
          },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: 'market.alerts-tab.webhook-invalid',
          errors: [{ field: 'crypto.Alerts.Hook.webhookUrl' }],
        });
      }
    } finally {
      await strict.close();
    }
  });
});

describe('webhook names resolved at sending', () => {
  it('refuses a name that resolves to a private address, resolving it once (the connection uses that answer)', async () => {
    // The name passes the text rule (https, a public-looking name); its address is what gives it away.
    const { asked, alerts } = privateAddressAlerts();
    const strict = await startTestApp({}, { alerts });
    try {
      const other = await signUpProUser(strict, 30);
      await saveAlertPacks(strict, other, {
        Hook: alertPackOf('Hook', { webhookUrl: 'https://hooks.example.com/hook' }),
      });
      const match = scanMatchOf({ matchDate: 21 });
      await scanned(strict, [match]);
      await strict.app.alerts.deliverDue();
      const rows = await outboxOf(strict, other.userId);
      expect(rows.find((row) => row.channel === 'webhook')).toMatchObject({
        status: 'dead',
        last_error: 'webhook-address-refused',
        attempts: 1,
      });
      expect(asked).toEqual(['hooks.example.com']);
    } finally {
      await strict.close();
    }
  });
});
