import { describe, expect, it } from 'vitest';
import { hasAccess } from './has-access';
import { grantPlan, PLAN_DURATIONS, PLANS, planById } from './plans';
import { PAID_TIERS } from './tiers';
import { unixSeconds } from './unix-seconds';

const NOW = unixSeconds(1_700_000_000);
const DAY = 86_400;

describe('plan catalog', () => {
  it('sells every paid tier for 30, 90, 180 and 365 days on crypto and global', () => {
    expect(PLAN_DURATIONS).toEqual([30, 90, 180, 365]);
    expect(PLANS).toHaveLength(2 * PAID_TIERS.length * PLAN_DURATIONS.length);
    expect(new Set(PLANS.map((plan) => plan.id)).size).toBe(PLANS.length);
    expect(planById('global-hero-365')).toMatchObject({ group: 'global', tier: 'hero', days: 365 });
    expect(planById('crypto-gold-30')).toBeUndefined();
  });

  it('prices hero above pro above ict for every group and duration', () => {
    for (const group of ['crypto', 'global'] as const) {
      for (const days of PLAN_DURATIONS) {
        const price = (tier: string) =>
          PLANS.find((p) => p.group === group && p.tier === tier && p.days === days);
        expect(price('hero')!.priceUsd).toBeGreaterThan(price('pro')!.priceUsd);
        expect(price('pro')!.priceUsd).toBeGreaterThan(price('ict')!.priceUsd);
      }
    }
  });

  it('makes a longer term cheaper per day', () => {
    for (const group of ['crypto', 'global'] as const) {
      for (const tier of PAID_TIERS) {
        const perDay = PLANS.filter((p) => p.group === group && p.tier === tier).map(
          (p) => p.priceUsd / p.days,
        );
        expect(perDay).toEqual([...perDay].sort((a, b) => b - a));
        expect(new Set(perDay).size).toBe(perDay.length);
      }
    }
  });

  it('grants its own tier, and hero also the ict programme', () => {
    expect(planById('crypto-pro-30')!.grants).toEqual(['pro']);
    expect(planById('crypto-xmoon-30')!.grants).toEqual(['xmoon']);
    const maps = grantPlan({}, planById('global-hero-90')!, NOW);
    expect(maps.globalAccess).toEqual({ hero: NOW + 90 * DAY, ict: NOW + 90 * DAY });
    expect(maps.access).toEqual({});
    expect(hasAccess(maps, ['hero'], 'indices', NOW)).toBe(true);
    expect(hasAccess(maps, ['hero'], 'crypto', NOW)).toBe(false);
  });
});
