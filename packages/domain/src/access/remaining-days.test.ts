import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasAccess } from './has-access';
import { daysLeft, remainingDaysOf } from './remaining-days';
import { unixSeconds } from './unix-seconds';

const NOW = unixSeconds(1_700_000_000);
const DAY = 86_400;

describe('remaining days', () => {
  it('counts a started day as a whole one and an expiry at now as none', () => {
    expect(daysLeft(NOW + 30 * DAY, NOW)).toBe(30);
    expect(daysLeft(NOW + 1, NOW)).toBe(1);
    expect(daysLeft(NOW + DAY + 1, NOW)).toBe(2);
    expect(daysLeft(NOW, NOW)).toBe(0);
    expect(daysLeft(null, NOW)).toBe(0);
  });

  it('fills the remainingDays fields: market days from pro or hero, ict and xmoon apart', () => {
    const holder = {
      access: { pro: NOW + 10 * DAY, hero: NOW + 20 * DAY, ict: NOW + 3 * DAY },
      globalAccess: { pro: NOW + 5 * DAY, xmoon: NOW + 40 * DAY },
      falconAccess: { ict: NOW + 8 * DAY },
    };
    expect(remainingDaysOf(holder, NOW)).toEqual({
      crypto: 20,
      global: 5,
      cryptoICT: 3,
      globalICT: 0,
      cryptoXMoon: 0,
      globalXMoon: 40,
      falcon: 8,
    });
  });

  it('is above zero exactly while the tier gives access', () => {
    const time = fc.integer({ min: 0, max: 4_000_000_000 });
    fc.assert(
      fc.property(time, time, (expiry, now) => {
        const at = unixSeconds(now);
        return daysLeft(expiry, at) > 0 === hasAccess({ access: { pro: expiry } }, ['pro'], 'crypto', at);
      }),
    );
  });
});
