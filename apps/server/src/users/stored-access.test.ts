import { describe, expect, it } from 'vitest';
import { accessHolderOf, NO_ACCESS, parseStoredAccess, planHolderOf } from './stored-access';

describe('parseStoredAccess', () => {
  it('reads the four expiry maps a purchase stores', () => {
    const stored = {
      access: { pro: 1_900_000_000, ict: null },
      globalAccess: { hero: 1_800_000_000 },
      falconAccess: {},
      limitedAccess: { limited: 1_700_000_000, xmoon: 1_700_000_000 },
    };
    expect(parseStoredAccess(JSON.stringify(stored))).toEqual(stored);
  });

  it('reads a broken document as no access rather than failing', () => {
    for (const json of ['', '{', 'null', '42', '"pro"', '[]'])
      expect(parseStoredAccess(json)).toEqual(NO_ACCESS);
  });

  it('reads a broken map, or a value that is not an expiry, as never bought', () => {
    const json = JSON.stringify({
      access: { pro: '1900000000', hero: 1_900_000_000, gold: 1_900_000_000 },
      globalAccess: [1_900_000_000],
      limitedAccess: 'soon',
    });
    expect(parseStoredAccess(json)).toEqual({
      access: { hero: 1_900_000_000 },
      globalAccess: {},
      falconAccess: {},
      limitedAccess: {},
    });
  });
});

describe('accessHolderOf', () => {
  const accessMaps = { ...NO_ACCESS, access: { pro: 1_900_000_000 }, globalAccess: { pro: 1_900_000_000 } };

  it('opens nothing on the crypto map while the crypto plan is frozen, and leaves the global map alone', () => {
    expect(accessHolderOf({ accessMaps, crypto_freeze_status: 'freezed', xmoon_enabled: 0 })).toEqual({
      ...accessMaps,
      access: {},
    });
    expect(accessHolderOf({ accessMaps, crypto_freeze_status: 'unfreezed', xmoon_enabled: 0 })).toEqual(
      accessMaps,
    );
  });

  it('opens nothing with XMoon days until XMoon is enabled, on every map; the plan still holds them', () => {
    const until = 1_900_000_000;
    const xmoon = {
      access: { pro: until, xmoon: until },
      globalAccess: { xmoon: until },
      falconAccess: {},
      limitedAccess: { xmoon: until },
    };
    const user = { accessMaps: xmoon, crypto_freeze_status: 'unfreezed' as const };
    expect(accessHolderOf({ ...user, xmoon_enabled: 0 })).toEqual({
      access: { pro: until },
      globalAccess: {},
      falconAccess: {},
      limitedAccess: {},
    });
    expect(accessHolderOf({ ...user, xmoon_enabled: 1 })).toEqual(xmoon);
    expect(planHolderOf(user)).toEqual(xmoon);
  });
});
