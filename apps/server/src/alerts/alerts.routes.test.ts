import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertPackOf,
  saveAlertPacks,
  scanMatchOf,
  scanned,
  signUpProUser,
  signUpUser,
  startTestApp,
  type TestApp,
} from '../../test';
import { DIGEST_WINDOW_MS } from './delivery';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET alerts/deliveries', () => {
  it('lists the caller own deliveries, newest first, paged', async () => {
    const user = await signUpProUser(t);
    const other = await signUpProUser(t);
    for (const one of [user, other]) await saveAlertPacks(t, one, { Btc: alertPackOf('Btc') });
    await scanned(t, [scanMatchOf({ matchDate: 1 })]);
    await t.app.alerts.deliverDue();
    t.clock.now += 1_000;
    await scanned(t, [scanMatchOf({ matchDate: 2, type: 'sell' })]);
    // The second alert came within a minute of the first e-mail: it is held until the minute ends.
    t.clock.now += DIGEST_WINDOW_MS;
    await t.app.alerts.deliverDue();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/alerts/deliveries?page=1&pageSize=1',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    // The other user's two rows are not the caller's.
    expect(data).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(data.items).toEqual([
      expect.objectContaining({
        channel: 'email',
        kind: 'match',
        market: 'crypto',
        packName: 'Btc',
        pair: 'BTC/USDT',
        side: 'sell',
        timeframe: 60,
        status: 'delivered',
        attempts: 1,
        reason: null,
      }),
    ]);
    expect(data.items[0].deliveredAt).toBe(t.clock.now);
  });

  it('answers 401 without a session and 400 with the key for a page size out of range', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/alerts/deliveries' })).statusCode).toBe(401);
    const user = await signUpUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/alerts/deliveries?pageSize=500',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: 'request.invalid' });
  });
});
