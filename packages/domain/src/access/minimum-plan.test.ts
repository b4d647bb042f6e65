import { describe, expect, it } from 'vitest';
import { minimumPlanFor } from './minimum-plan';

describe('minimumPlanFor', () => {
  it('asks nothing of a free rule', () => {
    expect(minimumPlanFor('free')).toEqual({ cap: 'free', family: 'free' });
  });

  it('offers the cheapest of ict, pro and hero, whatever the order of the rule', () => {
    expect(minimumPlanFor(['hero', 'pro', 'ict', 'xmoon'])).toEqual({ cap: 'ict', family: 'ict' });
    expect(minimumPlanFor(['hero', 'pro'])).toEqual({ cap: 'pro', family: 'pro-hero' });
    expect(minimumPlanFor(['hero'])).toEqual({ cap: 'hero', family: 'pro-hero' });
  });

  it('offers xmoon only when nothing else opens the rule', () => {
    expect(minimumPlanFor(['xmoon', 'hero'])).toEqual({ cap: 'hero', family: 'pro-hero' });
    expect(minimumPlanFor(['xmoon'])).toEqual({ cap: 'xmoon', family: 'xmoon' });
  });
});
