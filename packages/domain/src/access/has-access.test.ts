import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKETS } from '../markets';
import type { AccessHolder } from './access-holder';
import { activeTiers, effectiveExpiries, hasAccess, isLimited } from './has-access';
import { type AccessRule, PAID_TIERS } from './tiers';
import { unixSeconds } from './unix-seconds';

const NOW = unixSeconds(1_700_000_000);
const DAY = 86_400;
const PRO: AccessRule = ['pro'];

describe('hasAccess', () => {
  it('opens a tier whose expiry is after now and closes it at exactly now', () => {
    expect(hasAccess({ access: { pro: NOW + 1 } }, PRO, 'crypto', NOW)).toBe(true);
    expect(hasAccess({ access: { pro: NOW } }, PRO, 'crypto', NOW)).toBe(false);
    expect(hasAccess({ access: { pro: NOW - DAY } }, PRO, 'crypto', NOW)).toBe(false);
  });

  it('opens a rule when any one of its tiers runs', () => {
    const holder = { access: { ict: NOW - 1, hero: NOW + DAY } };
    expect(hasAccess(holder, ['ict', 'pro', 'hero'], 'crypto', NOW)).toBe(true);
    expect(hasAccess(holder, ['ict', 'pro'], 'crypto', NOW)).toBe(false);
  });

  it('treats missing and null expiries as never bought', () => {
    expect(hasAccess({}, PRO, 'crypto', NOW)).toBe(false);
    expect(hasAccess({ access: null, globalAccess: { pro: null } }, PRO, 'stock', NOW)).toBe(false);
  });

  it('reads the crypto map on crypto and the global map on every other market', () => {
    const cryptoOnly = { access: { pro: NOW + DAY } };
    const globalOnly = { globalAccess: { pro: NOW + DAY } };
    for (const market of MARKETS) {
      expect(hasAccess(cryptoOnly, PRO, market, NOW)).toBe(market === 'crypto');
      expect(hasAccess(globalOnly, PRO, market, NOW)).toBe(market !== 'crypto');
    }
  });

  it('never reads the falcon map on a market page, only on the account', () => {
    const falcon = { falconAccess: { pro: NOW + DAY } };
    expect(hasAccess(falcon, PRO, 'crypto', NOW)).toBe(false);
    expect(hasAccess(falcon, PRO, 'account', NOW)).toBe(true);
  });

  it('takes the highest expiry of the three maps for the account', () => {
    const holder = {
      access: { pro: NOW - DAY },
      globalAccess: { pro: NOW + DAY },
      falconAccess: { pro: NOW },
    };
    expect(effectiveExpiries(holder, 'account', NOW).pro).toBe(NOW + DAY);
  });
});

describe('limited access', () => {
  const paying = { access: { hero: NOW + 30 * DAY }, globalAccess: { hero: NOW + 30 * DAY } };

  it('suspends every paid tier while a bare limited expiry runs', () => {
    const limited = { ...paying, limitedAccess: { limited: NOW + DAY } };
    expect(isLimited(limited, NOW)).toBe(true);
    for (const market of MARKETS) expect(hasAccess(limited, ['hero'], market, NOW)).toBe(false);
    expect(hasAccess(limited, ['hero'], 'account', NOW)).toBe(false);
    expect(activeTiers(limited, 'crypto', NOW)).toEqual([]);
  });

  it('still opens free rules while limited', () => {
    expect(hasAccess({ limitedAccess: { limited: NOW + DAY } }, 'free', 'crypto', NOW)).toBe(true);
  });

  it('grants exactly its own tiers while it runs, whatever was bought', () => {
    const trial = { access: { hero: NOW + DAY }, limitedAccess: { limited: NOW + DAY, pro: NOW + DAY } };
    expect(hasAccess(trial, ['pro'], 'crypto', NOW)).toBe(true);
    expect(hasAccess(trial, ['pro'], 'currencies', NOW)).toBe(true);
    expect(hasAccess(trial, ['hero'], 'crypto', NOW)).toBe(false);
  });

  it('gives normal access back once its expiry is reached', () => {
    const ended = { ...paying, limitedAccess: { limited: NOW } };
    expect(isLimited(ended, NOW)).toBe(false);
    expect(hasAccess(ended, ['hero'], 'crypto', NOW)).toBe(true);
  });
});

describe('access properties', () => {
  const tier = fc.constantFrom(...PAID_TIERS);
  const market = fc.constantFrom(...MARKETS, 'account' as const);
  const mapKey = fc.constantFrom('access', 'globalAccess', 'falconAccess', 'limitedAccess');
  const time = fc.integer({ min: 0, max: 4_000_000_000 });
  const maybeExpiry = fc.option(time, { nil: undefined });
  const expiryMap = fc.record({ ict: maybeExpiry, pro: maybeExpiry, hero: maybeExpiry, xmoon: maybeExpiry });
  const holder: fc.Arbitrary<AccessHolder> = fc.record({
    access: expiryMap,
    globalAccess: expiryMap,
    falconAccess: expiryMap,
    limitedAccess: fc.option(fc.record({ limited: maybeExpiry, pro: maybeExpiry }), { nil: undefined }),
  });

  it('always opens a free rule', () => {
    fc.assert(fc.property(holder, market, time, (h, m, now) => hasAccess(h, 'free', m, unixSeconds(now))));
  });

  it('never loses access when an expiry moves later', () => {
    fc.assert(
      fc.property(holder, mapKey, tier, time, fc.nat(), market, time, (h, key, t, expiry, later, m, now) => {
        const before = { ...h, [key]: { ...h[key], [t]: expiry } };
        const after = { ...h, [key]: { ...h[key], [t]: expiry + later } };
        const at = unixSeconds(now);
        return !hasAccess(before, [t], m, at) || hasAccess(after, [t], m, at);
      }),
    );
  });

  it('is active exactly while now is before the expiry', () => {
    fc.assert(
      fc.property(tier, time, time, (t, expiry, now) => {
        const active = hasAccess({ access: { [t]: expiry } }, [t], 'crypto', unixSeconds(now));
        return active === expiry > now;
      }),
    );
  });
});
