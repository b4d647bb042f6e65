import { describe, expect, it } from 'vitest';
import { MARKETS } from '../markets';
import { can, type Feature } from './features';
import { LIMITATION_KEYS, LIMITATIONS, type LimitationKey, limitationsOf } from './limitations';
import { PAID_TIERS, TIERS } from './tiers';
import { unixSeconds } from './unix-seconds';

const NOW = unixSeconds(1_700_000_000);
const LATER = NOW + 86_400;

const ADD_FEATURE: Record<LimitationKey, Feature> = {
  'asset-packs': 'assetPacks.add',
  'simple-strategy-packs': 'simpleStrategyPacks.add',
  'advance-strategy-packs': 'advanceStrategyPacks.add',
  alerts: 'alerts.add',
};

describe('limitations', () => {
  it('gives a free user a few asset packs and nothing the feature table forbids', () => {
    expect(limitationsOf({}, 'crypto', NOW)).toEqual(LIMITATIONS.free);
    expect(LIMITATIONS.free['asset-packs']).toBeGreaterThan(0);
  });

  it('allows packs of a kind exactly where the tier may add that kind', () => {
    for (const tier of TIERS) {
      const holder = tier === 'free' ? {} : { access: { [tier]: LATER } };
      for (const key of LIMITATION_KEYS) {
        expect(LIMITATIONS[tier][key] > 0, `${tier} ${key}`).toBe(
          can(holder, ADD_FEATURE[key], 'crypto', NOW),
        );
      }
    }
  });

  it('never gives a paid tier fewer packs than free, and hero the most', () => {
    for (const tier of PAID_TIERS) {
      for (const key of LIMITATION_KEYS) {
        expect(LIMITATIONS[tier][key]).toBeGreaterThanOrEqual(LIMITATIONS.free[key]);
        expect(LIMITATIONS.hero[key]).toBeGreaterThanOrEqual(LIMITATIONS[tier][key]);
      }
    }
  });

  it('takes the largest count of each kind over the active tiers of the market group', () => {
    const holder = { globalAccess: { ict: LATER, xmoon: LATER }, access: { hero: LATER } };
    expect(limitationsOf(holder, 'indices', NOW)).toEqual({
      'asset-packs': Math.max(LIMITATIONS.ict['asset-packs'], LIMITATIONS.xmoon['asset-packs']),
      'simple-strategy-packs': LIMITATIONS.ict['simple-strategy-packs'],
      'advance-strategy-packs': Math.max(
        LIMITATIONS.ict['advance-strategy-packs'],
        LIMITATIONS.xmoon['advance-strategy-packs'],
      ),
      alerts: Math.max(LIMITATIONS.ict.alerts, LIMITATIONS.xmoon.alerts),
    });
    expect(limitationsOf(holder, 'crypto', NOW)).toEqual(LIMITATIONS.hero);
  });

  it('drops to free counts once a tier expires or while limited', () => {
    for (const market of MARKETS) {
      expect(limitationsOf({ access: { hero: NOW }, globalAccess: { hero: NOW } }, market, NOW)).toEqual(
        LIMITATIONS.free,
      );
    }
    const limited = { access: { hero: LATER }, limitedAccess: { limited: LATER } };
    expect(limitationsOf(limited, 'crypto', NOW)).toEqual(LIMITATIONS.free);
  });
});
