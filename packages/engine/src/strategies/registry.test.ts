import { describe, expect, it } from 'vitest';
import { catalog } from '../catalog';
import { STRATEGIES, strategiesByIds, strategyDetectorById } from './registry';

describe('strategy registry', () => {
  it('has a detector for every catalog entry except the jump, which the jumps module finds', () => {
    const withDetector = new Set(STRATEGIES.map((s) => s.id));
    expect(catalog.filter((s) => !withDetector.has(s.id)).map((s) => s.group)).toEqual(['jump']);
    expect(STRATEGIES.map((s) => s.id)).toEqual(catalog.filter((s) => s.group !== 'jump').map((s) => s.id));
  });

  it('binds each detector to its entry: same side, the entry validity', () => {
    const entries = new Map(catalog.map((s) => [s.id, s]));
    for (const strategy of STRATEGIES) {
      const entry = entries.get(strategy.id)!;
      expect([strategy.key, strategy.position, strategy.validity]).toEqual([
        entry.key,
        entry.position,
        entry.validity,
      ]);
      expect(strategy.lookback).toBeGreaterThan(0);
      expect(strategy.history).toBeGreaterThan(0);
    }
  });

  it('picks a pack’s strategies by id, in order, skipping ids without a detector and repeats', () => {
    expect(strategiesByIds([1002, 9001, 1001, 1002, 424242]).map((s) => s.id)).toEqual([1002, 1001]);
    expect(strategyDetectorById.get(2001)?.key).toBe('divergence.rsi.regular.bullish');
  });
});
