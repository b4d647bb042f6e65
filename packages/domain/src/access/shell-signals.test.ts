import { describe, expect, it } from 'vitest';
import { canToggleChat, showsGiftIcon, showsIctVideoIcon, showsVerifyPhoneBanner } from './shell-signals';
import { unixSeconds } from './unix-seconds';

const NOW = unixSeconds(1_700_000_000);
const DAY = 86_400;

describe('verify-phone banner', () => {
  it('shows on desktop to a free user whose phone is not verified', () => {
    const user = { plan: 'free', globalPlan: 'free', phoneNumberVerified: false };
    expect(showsVerifyPhoneBanner(user, true)).toBe(true);
    expect(showsVerifyPhoneBanner(user, false)).toBe(false);
  });

  it('stays away once the phone is verified or a plan is held', () => {
    expect(showsVerifyPhoneBanner({ plan: 'free', phoneNumberVerified: true }, true)).toBe(false);
    expect(showsVerifyPhoneBanner({ plan: 'pro', phoneNumberVerified: false }, true)).toBe(false);
    expect(showsVerifyPhoneBanner({ plan: 'free', globalPlan: 'hero' }, true)).toBe(false);
  });
});

describe('ICT video icon', () => {
  const withDays = (ict: number, market: number) => ({
    access: { ict: NOW + ict * DAY, pro: NOW + market * DAY },
  });

  it('shows under 15 ICT days while market days remain (spec §9 threshold 15)', () => {
    expect(showsIctVideoIcon(withDays(14, 30), 'crypto', NOW)).toBe(true);
    expect(showsIctVideoIcon(withDays(15, 30), 'crypto', NOW)).toBe(false);
    expect(showsIctVideoIcon(withDays(0, 30), 'crypto', NOW)).toBe(true);
  });

  it('stays away without market days', () => {
    expect(showsIctVideoIcon(withDays(5, 0), 'crypto', NOW)).toBe(false);
  });

  it('reads the days of the market group', () => {
    expect(showsIctVideoIcon(withDays(5, 30), 'currencies', NOW)).toBe(false);
    const global = { globalAccess: { ict: NOW + 5 * DAY, hero: NOW + 30 * DAY } };
    expect(showsIctVideoIcon(global, 'currencies', NOW)).toBe(true);
  });
});

describe('gift icon and chat', () => {
  it('shows the gift icon when gifts remain', () => {
    expect(showsGiftIcon({ remainingGifts: 2 })).toBe(true);
    expect(showsGiftIcon({ remainingGifts: 0 })).toBe(false);
    expect(showsGiftIcon({})).toBe(false);
  });

  it('toggles the chat only for a user with a display name', () => {
    expect(canToggleChat({ displayName: 'Sara' })).toBe(true);
    expect(canToggleChat({ displayName: '  ' })).toBe(false);
    expect(canToggleChat({ displayName: null })).toBe(false);
  });
});
