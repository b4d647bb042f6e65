import { describe, expect, it } from 'vitest';
import { choiceOf, currentTierOf, plansOf, savingOf } from './plan-choice';

describe('the pricing page’s choice', () => {
  it('reads the upgrade modal’s query and falls back on unknown values', () => {
    expect(choiceOf(new URLSearchParams('group=global&tier=hero&days=90'))).toEqual({
      group: 'global',
      tier: 'hero',
      days: 90,
    });
    expect(choiceOf(new URLSearchParams('group=moon&tier=gold&days=7'))).toEqual({
      group: 'crypto',
      tier: null,
      days: 30,
    });
  });

  it('lists the four tiers of a group and term, cheapest first', () => {
    const plans = plansOf('crypto', 90);
    expect(plans.map((plan) => plan.id)).toEqual([
      'crypto-ict-90',
      'crypto-pro-90',
      'crypto-xmoon-90',
      'crypto-hero-90',
    ]);
  });

  it('names the tier a user holds, and none for free or a gift', () => {
    expect(currentTierOf('pro')).toBe('pro');
    expect(currentTierOf('global hero')).toBe('hero');
    expect(currentTierOf('gift')).toBeNull();
    expect(currentTierOf('free')).toBeNull();
  });

  it('tells what a longer term saves against monthly payments', () => {
    const [, pro] = plansOf('crypto', 365);
    expect(pro?.id).toBe('crypto-pro-365');
    // 375 for a year against 39 a month: 1 - 375 / (39 x 365 / 30) = 21 %.
    expect(savingOf(pro!)).toBe(21);
    expect(savingOf(plansOf('crypto', 30)[0]!)).toBe(0);
  });
});
