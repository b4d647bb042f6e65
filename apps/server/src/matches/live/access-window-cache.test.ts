import { ANY_PAID_TIER, hasAccess, unixSeconds } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import { accessHolderOf, NO_ACCESS } from '../../users';
import { accessFingerprint } from './access-window-cache';

const at = 1_790_000_000;
const row = (access: object, limitedAccess: object = {}) => ({
  accessMaps: { ...NO_ACCESS, access, limitedAccess },
  crypto_freeze_status: null,
  xmoon_enabled: 0,
});

describe('the access fingerprint', () => {
  it('stays the same from second to second until an expiry passes, and differs across one', () => {
    const paid = row({ pro: at + 10 }, { limited: at + 5 });
    const keys = Array.from({ length: 15 }, (_, s) => accessFingerprint(paid as never, 'crypto', at + s));
    // Windows [at, at+5), [at+5, at+10), [at+10, ...): an expiry equal to now has expired.
    expect(new Set(keys.slice(0, 5)).size).toBe(1);
    expect(new Set(keys.slice(5, 10)).size).toBe(1);
    expect(new Set(keys.slice(10)).size).toBe(1);
    expect(new Set([keys[0], keys[5], keys[10]]).size).toBe(3);
    // Every second of a window decides as its first (what lets decisions and answers outlive the second); the
    // limited access opens no paid tier until it lapses at +5, then pro counts until +10.
    const holder = accessHolderOf(paid as never);
    for (let s = 0; s < 15; s++)
      expect(hasAccess(holder, ANY_PAID_TIER, 'crypto', unixSeconds(at + s))).toBe(
        hasAccess(holder, ANY_PAID_TIER, 'crypto', unixSeconds(at + Math.min(10, Math.floor(s / 5) * 5))),
      );
  });

  it('differs by market, stored access, freeze and XMoon', () => {
    const base = row({ pro: at + 10 });
    const key = accessFingerprint(base as never, 'crypto', at);
    expect(accessFingerprint(base as never, 'stock', at)).not.toBe(key);
    expect(accessFingerprint(row({ pro: at + 11 }) as never, 'crypto', at)).not.toBe(key);
    expect(accessFingerprint({ ...base, crypto_freeze_status: 'freezed' } as never, 'crypto', at)).not.toBe(
      key,
    );
    expect(accessFingerprint({ ...base, xmoon_enabled: 1 } as never, 'crypto', at)).not.toBe(key);
  });
});
