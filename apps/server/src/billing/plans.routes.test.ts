import { PLANS } from '@tradescope/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type CatalogPlan = { id: string; group: string; price: number; installments: unknown };

describe('POST plans', () => {
  it('answers anyone with every plan of the domain catalog, priced in usd', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/plans' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      currency: 'usd',
      groups: ['crypto', 'global'],
      tiers: ['ict', 'pro', 'hero', 'xmoon'],
      durations: [30, 90, 180, 365],
    });
    expect(data.plans).toHaveLength(PLANS.length);
    expect(data.plans.map((plan: CatalogPlan) => [plan.id, plan.price])).toEqual(
      PLANS.map((plan) => [plan.id, plan.priceUsd]),
    );
  });

  it('describes each plan with its title, grants and installment parts', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/plans', payload: {} });
    const plans = res.json().data.plans as CatalogPlan[];
    expect(plans.find((plan) => plan.id === 'global-hero-90')).toEqual({
      id: 'global-hero-90',
      group: 'global',
      tier: 'hero',
      title: 'global hero',
      days: 90,
      price: 132,
      currency: 'usd',
      grants: ['hero', 'ict'],
      installments: { first: 44, second: 44, last: 44, intervalDays: 30 },
    });
    expect(plans.find((plan) => plan.id === 'crypto-pro-30')?.installments).toBeNull();
  });

  it('narrows the catalog to one market group on request, and refuses an unknown group', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/plans', payload: { group: 'global' } });
    const plans = res.json().data.plans as CatalogPlan[];
    expect(plans).toHaveLength(16);
    expect(plans.every((plan) => plan.group === 'global')).toBe(true);
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/plans', payload: { group: 'moon' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('request.invalid');
  });
});
