import { installmentEntrySchema, installmentStatus } from '@tradescope/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp, tokenHeaders } from '../../test';
import {
  checkout,
  DAY_MS,
  DAY_S,
  errorKey,
  nowSeconds,
  settle,
  storedPurchase,
  storedUser,
} from '../../test/billing';
import { installmentsOf } from './installments';

// Not localhost: the domain's httpUrlSchema wants a dotted host name, and the entry is checked against it below.
const PUBLIC_URL = 'https://app.tradescope.example';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const entriesOf = (userId: string) => installmentsOf(t.db, userId, t.clock.now, PUBLIC_URL);

/** Follows the card's pay link to the gateway and returns the purchase it opened. */
const followPayUrl = async (payUrl: string) => {
  const res = await t.app.inject({ method: 'GET', url: payUrl.replace(PUBLIC_URL, '') });
  expect(res.statusCode).toBe(303);
  return (res.headers.location as string).split('/').at(-1)!;
};

const startInstallments = async (planId: string) => {
  const user = await signUpUser(t.app);
  const res = await checkout(t, user.headers, { planId, installments: true });
  expect(res.statusCode).toBe(201);
  return { user, firstPurchase: res.json().data.purchaseId as string };
};

describe('installments', () => {
  it('charges the first third at checkout and shows nothing until it is paid', async () => {
    const { user, firstPurchase } = await startInstallments('global-pro-90');
    expect(await storedPurchase(t, firstPurchase)).toMatchObject({
      amount_cents: 3168,
      days: 30,
      installment_slot: 'first',
      status: 'pending',
    });
    expect(await entriesOf(user.userId)).toEqual([]);
  });

  it('grants a third of the days per part and schedules the rest every 30 days', async () => {
    const { user, firstPurchase } = await startInstallments('global-pro-90');
    await settle(t, firstPurchase, 'pay');
    const start = nowSeconds(t);
    expect((await storedUser(t, user.userId)).access.globalAccess.pro).toBe(start + 30 * DAY_S);
    const [entry] = await entriesOf(user.userId);
    expect(installmentEntrySchema.parse(entry)).toEqual({
      planName: 'global pro',
      startSubscription: start,
      endSubscription: 90,
      firstInstallmentAmount: 31.68,
      secondInstallmentAmount: 31.66,
      lastInstallmentAmount: 31.66,
      currency: 'usd',
      firstInstallmentStatus: 'completed',
      secondInstallmentStatus: 'pending',
      lastInstallmentStatus: 'pending',
      firstInstallment: 0,
      secondInstallment: 30,
      lastInstallment: 60,
      nextInstallment: 'second',
      payUrl: expect.stringMatching(
        /^https:\/\/app\.tradescope\.example\/api\/v1\/billing\/installments\/[\w-]+\/pay$/,
      ),
    });
  });

  it('shows the next part upcoming, then pending below 4 days left, then overdue below zero', async () => {
    const { user, firstPurchase } = await startInstallments('crypto-hero-180');
    await settle(t, firstPurchase, 'pay');
    const statusOfSecond = async () => {
      const [entry] = await entriesOf(user.userId);
      const daysLeft = entry!.secondInstallment;
      return {
        daysLeft,
        shown: installmentStatus({ paymentStatus: entry!.secondInstallmentStatus, daysLeft }),
      };
    };
    expect(await statusOfSecond()).toEqual({ daysLeft: 30, shown: 'upcoming' });
    t.clock.now += 26 * DAY_MS;
    expect(await statusOfSecond()).toEqual({ daysLeft: 4, shown: 'upcoming' });
    t.clock.now += DAY_MS;
    expect(await statusOfSecond()).toEqual({ daysLeft: 3, shown: 'pending' });
    t.clock.now += 5 * DAY_MS;
    expect(await statusOfSecond()).toEqual({ daysLeft: -2, shown: 'pending' });
  });

  it('pays the next parts through the pay link, each adding its days after the running expiry', async () => {
    const { user, firstPurchase } = await startInstallments('global-pro-90');
    await settle(t, firstPurchase, 'pay');
    const firstExpiry = (await storedUser(t, user.userId)).access.globalAccess.pro!;

    t.clock.now += 28 * DAY_MS;
    const second = await followPayUrl((await entriesOf(user.userId))[0]!.payUrl!);
    expect(await followPayUrl((await entriesOf(user.userId))[0]!.payUrl!)).toBe(second);
    expect(await storedPurchase(t, second)).toMatchObject({ installment_slot: 'second', amount_cents: 3166 });
    await settle(t, second, 'pay', await tokenHeaders(t.app, user.session));
    expect((await storedUser(t, user.userId)).access.globalAccess.pro).toBe(firstExpiry + 30 * DAY_S);
    expect((await entriesOf(user.userId))[0]).toMatchObject({
      secondInstallmentStatus: 'completed',
      nextInstallment: 'last',
    });

    t.clock.now += 30 * DAY_MS;
    const last = await followPayUrl((await entriesOf(user.userId))[0]!.payUrl!);
    await settle(t, last, 'pay', await tokenHeaders(t.app, user.session));
    expect((await storedUser(t, user.userId)).access.globalAccess.pro).toBe(firstExpiry + 60 * DAY_S);
    const [done] = await entriesOf(user.userId);
    expect(done).toMatchObject({ lastInstallmentStatus: 'completed', nextInstallment: null, payUrl: null });

    const installmentId = (await storedPurchase(t, last)).installment_id!;
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/billing/installments/${installmentId}/pay`,
    });
    expect(again.statusCode).toBe(409);
    expect(errorKey(again)).toBe('billing.installment-already-paid');

    t.clock.now += 40 * DAY_MS;
    expect(await entriesOf(user.userId)).toEqual([]);
  });

  it('shows a failed part as failed and still offers to pay it', async () => {
    const { user, firstPurchase } = await startInstallments('crypto-pro-90');
    await settle(t, firstPurchase, 'pay');
    const second = await followPayUrl((await entriesOf(user.userId))[0]!.payUrl!);
    await settle(t, second, 'fail', await tokenHeaders(t.app, user.session));
    const [entry] = await entriesOf(user.userId);
    expect(entry).toMatchObject({ secondInstallmentStatus: 'failed', nextInstallment: 'second' });
    const retry = await followPayUrl(entry!.payUrl!);
    expect(retry).not.toBe(second);
  });

  it('opens one payment when the pay link is followed twice at once', async () => {
    const { user, firstPurchase } = await startInstallments('crypto-pro-90');
    await settle(t, firstPurchase, 'pay');
    const payUrl = (await entriesOf(user.userId))[0]!.payUrl!;
    const [a, b] = await Promise.all([followPayUrl(payUrl), followPayUrl(payUrl)]);
    expect(a).toBe(b);
  });

  it('refuses installments on a 30-day plan and stores nothing', async () => {
    const user = await signUpUser(t.app);
    const res = await checkout(t, user.headers, { planId: 'crypto-pro-30', installments: true });
    expect(res.statusCode).toBe(400);
    expect(errorKey(res)).toBe('billing.installments-unavailable');
    const plans = await t.db
      .selectFrom('installment_plans')
      .select('id')
      .where('user_id', '=', user.userId)
      .execute();
    expect(plans).toEqual([]);
  });

  it('answers an unknown pay link with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/billing/installments/nope/pay' });
    expect(res.statusCode).toBe(404);
    expect(errorKey(res)).toBe('billing.installment-not-found');
  });
});
