import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../../test';
import { checkout, DAY_S, nowSeconds, settle, storedPurchase, storedUser } from '../../test/billing';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** What the page's buttons send: an empty urlencoded form, with the browser's session cookie if it has one. */
const formPost = (purchaseId: string, action: string, session?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/billing/sandbox/${purchaseId}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...(session === undefined ? {} : { cookies: { ts_session: session } }),
    payload: '',
  });

const page = (purchaseId: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/billing/sandbox/${purchaseId}` });

describe('the sandbox payment page', () => {
  it('shows the plan and amount with Pay, Fail and Cancel forms, and no script', async () => {
    const user = await signUpUser(t.app);
    const { purchaseId } = (await checkout(t, user.headers, { planId: 'global-hero-90' })).json().data;
    const res = await page(purchaseId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http://localhost:8080; " +
        "frame-ancestors 'none'; base-uri 'none'",
    );
    expect(res.body).toContain('global hero');
    expect(res.body).toContain('90 days');
    expect(res.body).toContain('132.00 USD');
    for (const action of ['pay', 'fail', 'cancel']) {
      expect(res.body).toContain(
        `<form method="post" action="/api/v1/billing/sandbox/${purchaseId}/${action}">`,
      );
    }
    expect(res.body).not.toMatch(/<script|\son\w+=/i);
  });

  it('settles from a real form post (urlencoded) and lands on the purchase history', async () => {
    const user = await signUpUser(t.app);
    const { purchaseId } = (await checkout(t, user.headers, { planId: 'crypto-ict-30' })).json().data;
    const res = await formPost(purchaseId, 'pay', user.session);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('http://localhost:8080/profile/purchase-history');
    expect((await storedPurchase(t, purchaseId)).status).toBe('completed');
    expect((await storedUser(t, user.userId)).access.access.ict).toBe(nowSeconds(t) + 30 * DAY_S);
  });

  it('shows a settled payment without buttons', async () => {
    const user = await signUpUser(t.app);
    const { purchaseId } = (await checkout(t, user.headers, { planId: 'crypto-ict-30' })).json().data;
    await settle(t, purchaseId, 'cancel');
    const res = await page(purchaseId);
    expect(res.body).toContain('This payment is cancelled.');
    expect(res.body).not.toContain('<form');
  });

  it('answers an unknown payment with a 404 page', async () => {
    const res = await page('unknown-id');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This payment does not exist.');
  });

  it('never settles a payment of another gateway', async () => {
    const user = await signUpUser(t.app);
    await t.db
      .insertInto('purchases')
      .values({
        id: 'card-payment-1',
        user_id: user.userId,
        plan_id: 'crypto-pro-30',
        days: 30,
        amount_cents: 3900,
        currency: 'usd',
        payment_method: 'card',
        status: 'pending',
        details: null,
        installment_id: null,
        installment_slot: null,
        created_at: t.clock.now,
        settled_at: null,
      })
      .execute();
    expect((await page('card-payment-1')).statusCode).toBe(404);
    expect((await settle(t, 'card-payment-1', 'pay', user.headers)).statusCode).toBe(404);
    expect((await storedPurchase(t, 'card-payment-1')).status).toBe('pending');
    expect((await storedUser(t, user.userId)).access.access).toEqual({});
  });

  it('settles only for the purchase owner: 401 without a session, 403 for anyone else', async () => {
    const owner = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const { purchaseId } = (await checkout(t, owner.headers, { planId: 'crypto-pro-30' })).json().data;
    const anonymous = await formPost(purchaseId, 'pay');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('auth.unauthorized');
    for (const res of [
      await formPost(purchaseId, 'pay', other.session),
      await settle(t, purchaseId, 'cancel', other.headers),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('auth.forbidden');
    }
    expect((await settle(t, purchaseId, 'pay', { authorization: 'Bearer x.y.z' })).statusCode).toBe(401);
    expect((await storedPurchase(t, purchaseId)).status).toBe('pending');
    expect((await storedUser(t, other.userId)).access.access).toEqual({});
    expect((await formPost(purchaseId, 'pay', owner.session)).statusCode).toBe(303);
    expect((await storedPurchase(t, purchaseId)).status).toBe('completed');
  });
});

describe('the sandbox in production', () => {
  it('is not there unless PAYMENT_PROVIDER=sandbox is set, and checkout is refused without a gateway', async () => {
    const production = await startTestApp({ NODE_ENV: 'production' });
    try {
      const user = await signUpUser(production.app);
      const started = await checkout(production, user.headers, { planId: 'crypto-pro-30' });
      expect(started.statusCode).toBe(503);
      expect(started.json().message).toBe('billing.payments-unavailable');
      expect(await production.db.selectFrom('purchases').selectAll().execute()).toEqual([]);
      for (const url of ['/api/v1/billing/sandbox/any-id', '/api/v1/billing/sandbox/any-id/pay']) {
        const method = url.endsWith('/pay') ? 'POST' : 'GET';
        const res = await production.app.inject({ method, url, headers: user.headers });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message).toBe('request.not-found');
      }
    } finally {
      await production.close();
    }
    const chosen = await startTestApp({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
    try {
      const user = await signUpUser(chosen.app);
      const started = await checkout(chosen, user.headers, { planId: 'crypto-pro-30' });
      expect(started.statusCode).toBe(201);
      expect((await settle(chosen, started.json().data.purchaseId, 'pay')).statusCode).toBe(303);
    } finally {
      await chosen.close();
    }
  });
});
