import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GrantGroup, grantAccess, grantAll } from './grant-access';
import { hasAccess } from './has-access';
import { PAID_TIERS } from './tiers';
import { unixSeconds } from './unix-seconds';

const NOW = unixSeconds(1_700_000_000);
const DAY = 86_400;

describe('grantAccess', () => {
  it('starts a new tier now', () => {
    const maps = grantAccess({}, { group: 'crypto', tier: 'pro', days: 30 }, NOW);
    expect(maps.access.pro).toBe(NOW + 30 * DAY);
    expect(hasAccess(maps, ['pro'], 'crypto', NOW)).toBe(true);
  });

  it('adds renewed days after a running expiry', () => {
    const holder = { access: { pro: NOW + 10 * DAY } };
    expect(grantAccess(holder, { group: 'crypto', tier: 'pro', days: 30 }, NOW).access.pro).toBe(
      NOW + 40 * DAY,
    );
  });

  it('restarts a lapsed tier from now, not from its old expiry', () => {
    const holder = { globalAccess: { hero: NOW - 5 * DAY } };
    const maps = grantAccess(holder, { group: 'global', tier: 'hero', days: 90 }, NOW);
    expect(maps.globalAccess.hero).toBe(NOW + 90 * DAY);
  });

  it('restarts a tier that expires exactly now from now', () => {
    const maps = grantAccess({ access: { ict: NOW } }, { group: 'crypto', tier: 'ict', days: 1 }, NOW);
    expect(maps.access.ict).toBe(NOW + DAY);
  });

  it('lands falcon grants in the falcon map and leaves every other field alone', () => {
    const holder = {
      access: { pro: NOW + DAY },
      globalAccess: { xmoon: NOW + 2 * DAY },
      falconAccess: { ict: 5 },
    };
    const maps = grantAccess(holder, { group: 'falcon', tier: 'pro', days: 7 }, NOW);
    expect(maps).toEqual({
      access: { pro: NOW + DAY },
      globalAccess: { xmoon: NOW + 2 * DAY },
      falconAccess: { ict: 5, pro: NOW + 7 * DAY },
    });
    expect(holder.falconAccess).toEqual({ ict: 5 });
  });

  it('refuses negative or fractional days', () => {
    expect(() => grantAccess({}, { group: 'crypto', tier: 'pro', days: -1 }, NOW)).toThrow(RangeError);
    expect(() => grantAccess({}, { group: 'crypto', tier: 'pro', days: 1.5 }, NOW)).toThrow(RangeError);
  });

  it('applies several grants in order', () => {
    const maps = grantAll(
      {},
      [
        { group: 'crypto', tier: 'pro', days: 30 },
        { group: 'crypto', tier: 'pro', days: 30 },
        { group: 'global', tier: 'ict', days: 10 },
      ],
      NOW,
    );
    expect(maps.access.pro).toBe(NOW + 60 * DAY);
    expect(maps.globalAccess.ict).toBe(NOW + 10 * DAY);
  });

  it('never shortens an expiry and adds exactly N days to the later of now and the expiry', () => {
    const group = fc.constantFrom<GrantGroup>('crypto', 'global', 'falcon');
    const key = { crypto: 'access', global: 'globalAccess', falcon: 'falconAccess' } as const;
    const time = fc.integer({ min: 0, max: 4_000_000_000 });
    fc.assert(
      fc.property(
        group,
        fc.constantFrom(...PAID_TIERS),
        time,
        time,
        fc.nat(3650),
        (g, tier, expiry, now, days) => {
          const holder = { [key[g]]: { [tier]: expiry } };
          const granted = grantAccess(holder, { group: g, tier, days }, unixSeconds(now))[key[g]][tier] ?? 0;
          return granted >= expiry && granted === Math.max(now, expiry) + days * DAY;
        },
      ),
    );
  });
});
