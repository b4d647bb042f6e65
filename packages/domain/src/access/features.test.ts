import { describe, expect, it } from 'vitest';
import { MARKETS, type Market, marketGroupOf } from '../markets';
import type { AccessHolder } from './access-holder';
import { can, canUseSimpleStrategyPack, FEATURE_NAMES, type Feature, upgradeFor } from './features';
import { TIERS, type Tier } from './tiers';
import { unixSeconds } from './unix-seconds';

const NOW = unixSeconds(1_700_000_000);
const MONTH_LATER = NOW + 30 * 86_400;

const holderOf = (tier: Tier, market: Market): AccessHolder => {
  if (tier === 'free') return {};
  return marketGroupOf(market) === 'crypto'
    ? { access: { [tier]: MONTH_LATER } }
    : { globalAccess: { [tier]: MONTH_LATER } };
};

/** Spec §6 feature table, row by row, with the spec's permission names. */
const SPEC_TABLE: Record<Feature, readonly Tier[]> = {
  'hintChannel.view': ['ict', 'pro', 'hero'],
  'uploadVideo.view': ['ict', 'pro', 'hero'],
  'jumps.view': ['ict', 'pro', 'hero'],
  'matchesNavBar.view': ['ict', 'pro', 'hero'],
  'simpleStrategyPacks.add': ['ict', 'pro', 'hero'],
  'advanceStrategyPacks.add': ['ict', 'pro', 'hero', 'xmoon'],
  'alerts.add': ['ict', 'pro', 'hero', 'xmoon'],
  'advanceFilters.coinPrice': ['ict', 'pro', 'hero', 'xmoon'],
  'advanceFilters.coinChange24h': ['ict', 'pro', 'hero', 'xmoon'],
  'advanceFilters.volume': ['ict', 'pro', 'hero', 'xmoon'],
  'assetPacks.add': TIERS,
};

describe('feature table', () => {
  it('covers every feature of the spec table and nothing else', () => {
    expect([...FEATURE_NAMES].sort()).toEqual(Object.keys(SPEC_TABLE).sort());
  });

  const rows = FEATURE_NAMES.flatMap((feature) =>
    TIERS.map((tier) => ({ feature, tier, allowed: SPEC_TABLE[feature].includes(tier) })),
  );
  it.each(rows)('$feature for $tier on currencies: $allowed', ({ feature, tier, allowed }) => {
    expect(can(holderOf(tier, 'currencies'), feature, 'currencies', NOW)).toBe(
      allowed && feature !== 'jumps.view',
    );
  });
  it.each(rows)('$feature for $tier on crypto: $allowed', ({ feature, tier, allowed }) => {
    expect(can(holderOf(tier, 'crypto'), feature, 'crypto', NOW)).toBe(allowed);
  });

  it('offers jumps on crypto only', () => {
    const hero: AccessHolder = { access: { hero: MONTH_LATER }, globalAccess: { hero: MONTH_LATER } };
    for (const market of MARKETS) expect(can(hero, 'jumps.view', market, NOW)).toBe(market === 'crypto');
  });

  it('checks market features on the global scope on global pages', () => {
    const cryptoPro = holderOf('pro', 'crypto');
    expect(can(cryptoPro, 'alerts.add', 'crypto', NOW)).toBe(true);
    expect(can(cryptoPro, 'alerts.add', 'stock', NOW)).toBe(false);
    expect(can(cryptoPro, 'matchesNavBar.view', 'indices', NOW)).toBe(false);
  });

  it('opens the profile features from any map, falcon included, on any market', () => {
    const falconIct: AccessHolder = { falconAccess: { ict: MONTH_LATER } };
    expect(can(falconIct, 'uploadVideo.view', 'stock', NOW)).toBe(true);
    expect(can(falconIct, 'hintChannel.view', 'crypto', NOW)).toBe(true);
    expect(can(falconIct, 'matchesNavBar.view', 'crypto', NOW)).toBe(false);
  });

  it('closes a feature whose tier expires exactly now', () => {
    expect(can({ access: { pro: NOW } }, 'alerts.add', 'crypto', NOW)).toBe(false);
  });

  it('offers the cheapest opening plan in the upgrade modal', () => {
    expect(upgradeFor('alerts.add')).toEqual({ cap: 'ict', family: 'ict' });
    expect(upgradeFor('assetPacks.add')).toEqual({ cap: 'free', family: 'free' });
  });
});

describe('system simple strategy packs', () => {
  const packs = [
    { pack: 'classic', tiers: TIERS },
    { pack: 'xmoon', tiers: ['xmoon'] },
    { pack: 'harmonic', tiers: ['ict', 'pro', 'hero'] },
  ] as const;
  const rows = packs.flatMap(({ pack, tiers }) =>
    TIERS.map((tier) => ({ pack, tier, allowed: (tiers as readonly Tier[]).includes(tier) })),
  );
  it.each(rows)('$pack pack for $tier: $allowed', ({ pack, tier, allowed }) => {
    expect(canUseSimpleStrategyPack(holderOf(tier, 'commodities'), pack, 'commodities', NOW)).toBe(allowed);
  });
});
