import { describe, expect, it } from 'vitest';
import { strategyFixtures } from '../../../test/strategy-fixtures';
import { levelsOf } from '../../scanner/match-state';
import { STRATEGIES } from '../registry';
import { signalsOf } from '../signals-of';

const lineStrategies = STRATEGIES.filter((s) => /^(trendline|support-resistance)\./.test(s.key));

/**
 * Every trendline and support / resistance signal on the real fixtures: a named target lies beyond the zone in the
 * trade's direction (the next level there); without one the scanner's 2 : 1 fallback applies. Returns the counts.
 */
function checkTargets(): { named: number; fallback: number } {
  let named = 0;
  let fallback = 0;
  for (const columns of Object.values(strategyFixtures())) {
    for (const strategy of lineStrategies) {
      for (const signal of signalsOf(strategy, columns)) {
        if (signal.target === undefined) {
          fallback++;
          continue;
        }
        named++;
        if (strategy.position === 'buy') expect(signal.target).toBeGreaterThan(signal.zone.to);
        else expect(signal.target).toBeLessThan(signal.zone.from);
        // The scanner keeps the named target over its derived one.
        expect(levelsOf(signal, strategy.position).target).toBe(signal.target);
      }
    }
  }
  return { named, fallback };
}

describe('line signals’ targets (next level)', () => {
  it('name the next level beyond the zone for most trendline and level signals, else fall back to 2 : 1', () => {
    expect(lineStrategies.length).toBeGreaterThan(10);
    const { named, fallback } = checkTargets();
    expect(named).toBeGreaterThan(fallback);
    expect(fallback).toBeGreaterThan(0);
  });
});
