import { describe, expect, it } from 'vitest';
import { STRATEGY_IDS } from '../catalog';
import { catalog, STRATEGIES, STRATEGY_DEFINITIONS, strategiesByIds, strategyDetectorById } from './registry';

describe('strategy registry', () => {
  it('has exactly one definition for every id of the ledger, and no definition without one', () => {
    const keys = STRATEGY_DEFINITIONS.map((d) => d.entry.key);
    expect(keys.length).toBeGreaterThan(0);
    expect([...keys].sort()).toEqual(Object.keys(STRATEGY_IDS).sort());
    expect(new Set(keys).size).toBe(keys.length);
    for (const { entry } of STRATEGY_DEFINITIONS) {
      expect([entry.key, entry.id]).toEqual([
        entry.key,
        STRATEGY_IDS[entry.key as keyof typeof STRATEGY_IDS],
      ]);
    }
  });

  it('has a rule for every definition except the jump and XMoon, which work over other matches', () => {
    const withRule = new Set(STRATEGIES.map((s) => s.id));
    const ruleless = ['jump', 'xmoon'];
    expect([...new Set(catalog.filter((s) => !withRule.has(s.id)).map((s) => s.group))]).toEqual(ruleless);
    expect(STRATEGIES.map((s) => s.id)).toEqual(
      catalog.filter((s) => !ruleless.includes(s.group)).map((s) => s.id),
    );
  });

  it('binds each rule to its row: the rule’s side, the row’s validity', () => {
    const entries = new Map(catalog.map((s) => [s.id, s]));
    expect(STRATEGIES.length).toBeGreaterThan(0);
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

  it('picks a pack’s strategies by id, in order, skipping ids without a rule and repeats', () => {
    expect(strategiesByIds([1002, 9001, 1001, 1002, 424242]).map((s) => s.id)).toEqual([1002, 1001]);
    expect(strategyDetectorById.get(2001)?.key).toBe('divergence.rsi.regular.bullish');
  });
});
