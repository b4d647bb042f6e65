import { describe, expect, it } from 'vitest';
import { badgeOf } from './badges';
import { unixSeconds } from './unix-seconds';

const NOW = unixSeconds(1_700_000_000);
const DAY = 86_400;

describe('badgeOf', () => {
  it('names staff before any plan', () => {
    expect(badgeOf({ role: 'administrator', plan: 'hero' }, NOW)).toEqual({ label: 'admin' });
    expect(badgeOf({ role: 'shop_manager', plan: 'hero' }, NOW)).toEqual({ label: 'manager' });
  });

  it.each(['hero', 'xmoon', 'pro'] as const)('shows the crypto plan %s', (plan) => {
    expect(badgeOf({ role: 'other', plan, globalPlan: 'hero' }, NOW)).toEqual({ label: plan });
  });

  it('shows a crypto gift with its remaining days', () => {
    expect(badgeOf({ plan: 'gift', access: { pro: NOW + 12 * DAY } }, NOW)).toEqual({
      label: 'gift',
      days: 12,
    });
  });

  it('falls back to the global plan, stored plain or prefixed', () => {
    expect(badgeOf({ plan: 'free', globalPlan: 'hero' }, NOW)).toEqual({ label: 'global hero' });
    expect(badgeOf({ plan: 'free', globalPlan: 'global xmoon' }, NOW)).toEqual({ label: 'global xmoon' });
    expect(badgeOf({ plan: 'free', globalPlan: 'gift', globalAccess: { pro: NOW + 3 * DAY } }, NOW)).toEqual({
      label: 'gift',
      days: 3,
    });
  });

  it('shows free for plans the spec gives no badge and for unknown plans', () => {
    expect(badgeOf({ plan: 'ict', globalPlan: 'pro' }, NOW)).toEqual({ label: 'free' });
    expect(badgeOf({ plan: 'platinum' }, NOW)).toEqual({ label: 'free' });
    expect(badgeOf({}, NOW)).toEqual({ label: 'free' });
  });
});
