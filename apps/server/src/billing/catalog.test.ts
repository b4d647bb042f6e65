import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installmentsAllowed, planTitle, splitInThree } from './catalog';

describe('splitInThree', () => {
  it('splits any whole into three whole parts that add up, the first carrying the remainder', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (whole) => {
        const [first, second, last] = splitInThree(whole);
        expect(first + second + last).toBe(whole);
        expect(second).toBe(last);
        expect(first - second).toBeGreaterThanOrEqual(0);
        expect(first - second).toBeLessThan(3);
      }),
    );
  });

  it('gives 365 days as 123, 121, 121', () => {
    expect(splitInThree(365)).toEqual([123, 121, 121]);
  });
});

describe('plan names and installments', () => {
  it('names global plans "global <tier>" and crypto plans by their tier', () => {
    expect(planTitle({ group: 'global', tier: 'hero' })).toBe('global hero');
    expect(planTitle({ group: 'crypto', tier: 'xmoon' })).toBe('xmoon');
  });

  it('offers installments from 90 days up', () => {
    expect(installmentsAllowed({ days: 30 })).toBe(false);
    expect(installmentsAllowed({ days: 90 })).toBe(true);
  });
});
