import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../../test';
import {
  buyPlan,
  checkout,
  DAY_MS,
  DAY_S,
  errorKey,
  nowSeconds,
  settle,
  storedPurchase,
  storedUser,
} from '../../test/billing';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('checkout and the sandbox gateway', () => {
  it('creates a pending purchase priced from the catalog and returns the sandbox page to pay it', async () => {
    const user = await signUpUser(t.app);
    const res = await checkout(t, user.headers, { planId: 'crypto-pro-90' });
    expect(res.statusCode).toBe(201);
    const { purchaseId, paymentUrl } = res.json().data;
    expect(paymentUrl).toBe(`http://localhost:8080/api/v1/billing/sandbox/${purchaseId}`);
    const stored = await storedPurchase(t, purchaseId);
    expect(stored).toMatchObject({
      user_id: user.userId,
      plan_id: 'crypto-pro-90',
      days: 90,
      amount_cents: 10_500,
      currency: 'usd',
      payment_method: 'sandbox',
      status: 'pending',
      installment_id: null,
      settled_at: null,
    });
  });

  it('pays: marks the purchase completed, extends access from now and stamps the last charge', async () => {
    const user = await signUpUser(t.app);
    const purchaseId = await buyPlan(t, user.headers, 'crypto-pro-30');
    expect((await storedPurchase(t, purchaseId)).status).toBe('completed');
    const stored = await storedUser(t, user.userId);
    expect(stored.access.access.pro).toBe(nowSeconds(t) + 30 * DAY_S);
    expect(stored.access.globalAccess).toEqual({});
    expect(stored.last_charge_date).toBe(t.clock.now);
    expect(stored.last_charge_days).toBe(30);
  });

  it('redirects the browser to the purchase history after paying', async () => {
    const user = await signUpUser(t.app);
    const { purchaseId } = (await checkout(t, user.headers, { planId: 'crypto-ict-30' })).json().data;
    const res = await settle(t, purchaseId, 'pay');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('http://localhost:8080/profile/purchase-history');
  });

  it('adds a renewal after the current expiry while the tier still runs', async () => {
    const user = await signUpUser(t.app);
    await buyPlan(t, user.headers, 'crypto-pro-30');
    const firstExpiry = (await storedUser(t, user.userId)).access.access.pro!;
    t.clock.now += 10 * DAY_MS;
    await buyPlan(t, user.headers, 'crypto-pro-90');
    expect((await storedUser(t, user.userId)).access.access.pro).toBe(firstExpiry + 90 * DAY_S);
  });

  it('starts from now again once the tier has lapsed', async () => {
    const user = await signUpUser(t.app);
    await buyPlan(t, user.headers, 'crypto-xmoon-30');
    t.clock.now += 45 * DAY_MS;
    await buyPlan(t, user.headers, 'crypto-xmoon-30');
    expect((await storedUser(t, user.userId)).access.access.xmoon).toBe(nowSeconds(t) + 30 * DAY_S);
  });

  it('puts a global plan in globalAccess, and hero brings its ICT days along', async () => {
    const user = await signUpUser(t.app);
    await buyPlan(t, user.headers, 'global-hero-180');
    const { access } = await storedUser(t, user.userId);
    const expiry = nowSeconds(t) + 180 * DAY_S;
    expect(access.globalAccess).toEqual({ hero: expiry, ict: expiry });
    expect(access.access).toEqual({});
  });

  it('fails and cancels without granting anything', async () => {
    const user = await signUpUser(t.app);
    const failed = (await checkout(t, user.headers, { planId: 'crypto-pro-30' })).json().data.purchaseId;
    const cancelled = (await checkout(t, user.headers, { planId: 'crypto-pro-30' })).json().data.purchaseId;
    expect((await settle(t, failed, 'fail')).statusCode).toBe(303);
    expect((await settle(t, cancelled, 'cancel')).statusCode).toBe(303);
    expect((await storedPurchase(t, failed)).status).toBe('failed');
    expect((await storedPurchase(t, cancelled)).status).toBe('cancelled');
    const stored = await storedUser(t, user.userId);
    expect(stored.access.access).toEqual({});
    expect(stored.last_charge_date).toBeNull();
  });

  it('refuses a second settlement (pay again, pay after cancel) with a 409 that grants nothing', async () => {
    const user = await signUpUser(t.app);
    const purchaseId = await buyPlan(t, user.headers, 'crypto-pro-30');
    const again = await settle(t, purchaseId, 'pay');
    expect(again.statusCode).toBe(409);
    expect(errorKey(again)).toBe('billing.purchase-not-pending');
    expect((await storedUser(t, user.userId)).access.access.pro).toBe(nowSeconds(t) + 30 * DAY_S);

    const cancelled = (await checkout(t, user.headers, { planId: 'crypto-hero-30' })).json().data.purchaseId;
    await settle(t, cancelled, 'cancel');
    expect((await settle(t, cancelled, 'pay')).statusCode).toBe(409);
    expect((await storedPurchase(t, cancelled)).status).toBe('cancelled');
    expect((await storedUser(t, user.userId)).access.access.hero).toBeUndefined();
  });

  it('grants once when concurrent pays of the same purchase race', async () => {
    const user = await signUpUser(t.app);
    const { purchaseId } = (await checkout(t, user.headers, { planId: 'crypto-pro-30' })).json().data;
    const results = await Promise.all([1, 2, 3, 4].map(() => settle(t, purchaseId, 'pay')));
    expect(results.map((res) => res.statusCode).sort()).toEqual([303, 409, 409, 409]);
    expect((await storedUser(t, user.userId)).access.access.pro).toBe(nowSeconds(t) + 30 * DAY_S);
  });

  it('keeps every grant when several purchases of one user are paid at once', async () => {
    const user = await signUpUser(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await checkout(t, user.headers, { planId: 'crypto-pro-30' })).json().data.purchaseId);
    }
    const results = await Promise.all(ids.map((id) => settle(t, id, 'pay')));
    expect(results.map((res) => res.statusCode)).toEqual([303, 303, 303, 303, 303]);
    expect((await storedUser(t, user.userId)).access.access.pro).toBe(nowSeconds(t) + 150 * DAY_S);
  });

  it('lets a pending purchase lapse after an hour: it reads as cancelled and can no longer be paid', async () => {
    const user = await signUpUser(t.app);
    const { purchaseId } = (await checkout(t, user.headers, { planId: 'crypto-pro-30' })).json().data;
    t.clock.now += 60 * 60 * 1000;
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/purchases',
      headers: user.headers,
    });
    expect(history.json().data[0]).toMatchObject({ status: 'cancelled', details: 'billing.details.expired' });
    const late = await settle(t, purchaseId, 'pay');
    expect(late.statusCode).toBe(409);
    expect((await storedUser(t, user.userId)).access.access).toEqual({});
  });

  it('answers an unknown purchase id with 404', async () => {
    const res = await settle(t, 'no-such-purchase', 'pay', (await signUpUser(t.app)).headers);
    expect(res.statusCode).toBe(404);
    expect(errorKey(res)).toBe('billing.purchase-not-found');
  });
});

describe('checkout input', () => {
  it('refuses an unknown or missing plan with billing.unknown-plan and stores nothing', async () => {
    const user = await signUpUser(t.app);
    for (const payload of [{ planId: 'crypto-pro-7' }, {}, { planId: 42 }, { planId: '' }]) {
      const res = await checkout(t, user.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(errorKey(res)).toBe('billing.unknown-plan');
    }
    const rows = await t.db.selectFrom('purchases').select('id').where('user_id', '=', user.userId).execute();
    expect(rows).toEqual([]);
  });

  it('takes the price from the catalog, never from the body', async () => {
    const user = await signUpUser(t.app);
    const res = await checkout(t, user.headers, {
      planId: 'global-pro-365',
      amount: 1,
      price: 1,
      amount_cents: 1,
      currency: 'irr',
      days: 9999,
      user_id: 'someone-else',
    });
    const stored = await storedPurchase(t, res.json().data.purchaseId);
    expect(stored).toMatchObject({ amount_cents: 33_500, currency: 'usd', days: 365, user_id: user.userId });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/checkout',
      payload: { planId: 'crypto-pro-30' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('caps live pending purchases per user at 10', async () => {
    const user = await signUpUser(t.app);
    for (let i = 0; i < 10; i++) await checkout(t, user.headers, { planId: 'crypto-pro-30' });
    const eleventh = await checkout(t, user.headers, { planId: 'crypto-pro-30' });
    expect(eleventh.statusCode).toBe(429);
    expect(errorKey(eleventh)).toBe('billing.too-many-pending');
    t.clock.now += 60 * 60 * 1000;
    expect((await checkout(t, user.headers, { planId: 'crypto-pro-30' })).statusCode).toBe(201);
  });
});

describe('purchase history', () => {
  it('lists the caller’s purchases oldest first with amount, currency, method, status and details', async () => {
    const user = await signUpUser(t.app);
    const paid = await buyPlan(t, user.headers, 'crypto-hero-30');
    t.clock.now += 1000;
    const failed = (await checkout(t, user.headers, { planId: 'global-ict-90' })).json().data.purchaseId;
    await settle(t, failed, 'fail');
    t.clock.now += 1000;
    const pending = (await checkout(t, user.headers, { planId: 'global-pro-30' })).json().data.purchaseId;

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/purchases', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual([
      {
        id: paid,
        date: nowSeconds(t) - 2,
        plan: 'hero',
        planId: 'crypto-hero-30',
        days: 30,
        amount: 59,
        price: 59,
        currency: 'usd',
        paymentMethod: 'sandbox',
        status: 'completed',
        details: null,
      },
      expect.objectContaining({ id: failed, plan: 'global ict', amount: 68, status: 'failed' }),
      expect.objectContaining({ id: pending, plan: 'global pro', status: 'pending' }),
    ]);
  });

  it('never lists another user’s purchases, though anyone may settle a payment (the gateway is public)', async () => {
    const owner = await signUpUser(t.app);
    const stranger = await signUpUser(t.app);
    const { purchaseId } = (await checkout(t, owner.headers, { planId: 'crypto-pro-30' })).json().data;
    expect((await settle(t, purchaseId, 'pay')).statusCode).toBe(303);
    expect((await storedUser(t, owner.userId)).access.access.pro).toBe(nowSeconds(t) + 30 * DAY_S);
    expect((await storedUser(t, stranger.userId)).access.access).toEqual({});

    const strangers = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/purchases',
      headers: stranger.headers,
    });
    expect(strangers.json().data).toEqual([]);
    const owners = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/purchases',
      headers: owner.headers,
    });
    expect(owners.json().data.map((p: { id: string }) => p.id)).toEqual([purchaseId]);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/purchases' })).statusCode).toBe(401);
  });
});
