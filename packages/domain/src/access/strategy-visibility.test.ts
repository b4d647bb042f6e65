import { describe, expect, it } from 'vitest';
import type { AccessHolder } from './access-holder';
import { ruleOfTags, type StrategyAccessInput, strategyVisibility } from './strategy-visibility';
import { unixSeconds } from './unix-seconds';

const NOW = unixSeconds(1_700_000_000);
const LATER = NOW + 86_400;
const FREE: AccessHolder = {};
const CRYPTO_PRO: AccessHolder = { access: { pro: LATER } };
const base: StrategyAccessInput = { id: 1, group: 'harmonic', access: 'free' };

describe('strategyVisibility', () => {
  it('shows a free strategy to everyone', () => {
    expect(strategyVisibility(FREE, base, 'crypto', NOW)).toEqual({ status: 'visible' });
  });

  it('hides the jump strategy and strategies without a group, even from payers', () => {
    for (const group of ['jump', '', '  ', null, undefined]) {
      expect(strategyVisibility(CRYPTO_PRO, { ...base, group }, 'crypto', NOW)).toEqual({ status: 'hidden' });
    }
  });

  it('shows a beta (hide) strategy only with paid access in the market group', () => {
    const beta: StrategyAccessInput = { ...base, access: 'hide' };
    expect(strategyVisibility(FREE, beta, 'crypto', NOW)).toEqual({ status: 'hidden' });
    expect(strategyVisibility(CRYPTO_PRO, beta, 'crypto', NOW)).toEqual({ status: 'visible' });
    expect(strategyVisibility(CRYPTO_PRO, beta, 'currencies', NOW)).toEqual({ status: 'hidden' });
  });

  it('locks a tier strategy with the minimum cap and the global flag of the market', () => {
    const heroOnly: StrategyAccessInput = { ...base, access: ['hero', 'pro'] };
    expect(strategyVisibility(CRYPTO_PRO, heroOnly, 'crypto', NOW)).toEqual({ status: 'visible' });
    expect(strategyVisibility(FREE, heroOnly, 'crypto', NOW)).toEqual({
      status: 'locked',
      minCap: 'pro',
      family: 'pro-hero',
      global: false,
    });
    expect(strategyVisibility(CRYPTO_PRO, heroOnly, 'stock', NOW)).toEqual({
      status: 'locked',
      minCap: 'pro',
      family: 'pro-hero',
      global: true,
    });
  });

  it('locks an xmoon strategy behind xmoon', () => {
    const xmoon: StrategyAccessInput = { ...base, group: 'xmoon', access: ['xmoon'] };
    expect(strategyVisibility(CRYPTO_PRO, xmoon, 'crypto', NOW)).toMatchObject({
      status: 'locked',
      minCap: 'xmoon',
    });
    expect(strategyVisibility({ access: { xmoon: LATER } }, xmoon, 'crypto', NOW)).toEqual({
      status: 'visible',
    });
  });

  it('locks a free strategy in a locked market group only, asking any paid tier', () => {
    const globalLocked: StrategyAccessInput = { ...base, lock: { crypto: false, global: true } };
    expect(strategyVisibility(FREE, globalLocked, 'crypto', NOW)).toEqual({ status: 'visible' });
    expect(strategyVisibility(FREE, globalLocked, 'indices', NOW)).toMatchObject({
      status: 'locked',
      minCap: 'ict',
    });
    expect(strategyVisibility({ globalAccess: { xmoon: LATER } }, globalLocked, 'indices', NOW).status).toBe(
      'visible',
    );
  });

  it('asks a group lock for its minCap and every rung above it', () => {
    const proCap: StrategyAccessInput = { ...base, lock: { crypto: true }, minCap: 'pro' };
    expect(strategyVisibility({ access: { ict: LATER } }, proCap, 'crypto', NOW)).toMatchObject({
      status: 'locked',
      minCap: 'pro',
      family: 'pro-hero',
    });
    expect(strategyVisibility({ access: { hero: LATER } }, proCap, 'crypto', NOW).status).toBe('visible');
    expect(strategyVisibility(CRYPTO_PRO, proCap, 'crypto', NOW).status).toBe('visible');
    const xmoonCap: StrategyAccessInput = { ...base, lock: { crypto: true }, minCap: 'xmoon' };
    expect(strategyVisibility({ access: { hero: LATER } }, xmoonCap, 'crypto', NOW).status).toBe('locked');
  });

  it('keeps the tier tags of a locked strategy without a minCap', () => {
    const heroLocked: StrategyAccessInput = {
      ...base,
      access: ['hero'],
      lock: { crypto: true },
      minCap: null,
    };
    expect(strategyVisibility(CRYPTO_PRO, heroLocked, 'crypto', NOW)).toMatchObject({ minCap: 'hero' });
  });

  it('locks again when the tier expires exactly now', () => {
    const proOnly: StrategyAccessInput = { ...base, access: ['pro'] };
    expect(strategyVisibility({ access: { pro: NOW } }, proOnly, 'crypto', NOW).status).toBe('locked');
  });

  it('hides a strategy whose tags name no known tier rather than opening it', () => {
    expect(strategyVisibility(CRYPTO_PRO, { ...base, access: ['gold'] }, 'crypto', NOW)).toEqual({
      status: 'hidden',
    });
  });
});

describe('ruleOfTags', () => {
  it('keeps known tiers and reads a listed free as free', () => {
    expect(ruleOfTags(['pro', 'gold', 'hero'])).toEqual(['pro', 'hero']);
    expect(ruleOfTags(['free', 'pro'])).toBe('free');
    expect(ruleOfTags([])).toBeNull();
  });
});
