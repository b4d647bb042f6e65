import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../../test';
import { checkout, DAY_S, nowSeconds, settle, storedPurchase, storedUser } from '../../test/billing';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

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
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/billing/sandbox/${purchaseId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
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
    expect((await settle(t, 'card-payment-1', 'pay')).statusCode).toBe(404);
    expect((await storedPurchase(t, 'card-payment-1')).status).toBe('pending');
    expect((await storedUser(t, user.userId)).access.access).toEqual({});
  });
});
