import type { Strategy, StrategyVisibility } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import { countOf, strategyGroupsOf, upgradeRuleOf } from './strategy-rows';

const strategy = (id: number, group: string | null, position: Strategy['position']) =>
  ({ id, group, position, name: `S${id}` }) as Strategy;

const catalog = [
  strategy(1, 'classic', 'buy'),
  strategy(2, 'classic', 'sell'),
  strategy(3, 'classic', 'buy'),
  strategy(4, 'candlestick', 'buy'),
  strategy(5, 'jump', 'neutral'),
];

const LOCKED: StrategyVisibility = { status: 'locked', minCap: 'pro', family: 'pro-hero', global: false };
const visibilityOf = (s: Strategy): StrategyVisibility =>
  s.group === 'jump' ? { status: 'hidden' } : s.id === 4 || s.id === 3 ? LOCKED : { status: 'visible' };

const counts = { '1': { usdt: { '240': 2, '60': 1 }, btc: { '240': 4 } }, '2': { usdt: { '5': 9 } } };

describe('the radar strategy list', () => {
  it('adds up every quote and timeframe of a strategy', () => {
    expect(countOf(counts, 1)).toBe(7);
    expect(countOf(counts, 42)).toBe(0);
  });

  it('groups open and locked strategies by family, most matches first, hidden ones left out', () => {
    const groups = strategyGroupsOf(catalog, visibilityOf, counts, null);
    expect(groups.map((group) => [group.group, group.count])).toEqual([
      ['classic', 16],
      ['candlestick', 0],
    ]);
    expect(groups[0]!.rows.map((row) => [row.strategy.id, row.count, row.visibility.status])).toEqual([
      [2, 9, 'visible'],
      [1, 7, 'visible'],
      [3, undefined, 'locked'],
    ]);
  });

  it("keeps only the chosen side's strategies", () => {
    const groups = strategyGroupsOf(catalog, visibilityOf, counts, 'sell');
    expect(groups.flatMap((group) => group.rows.map((row) => row.strategy.id))).toEqual([2]);
  });

  it('shows no counts while they are missing', () => {
    const [classic] = strategyGroupsOf(catalog, visibilityOf, undefined, 'buy');
    expect(classic!.rows.map((row) => row.count)).toEqual([undefined, undefined]);
  });

  it('asks the upgrade modal for the minimum plan and the plans above it', () => {
    expect(upgradeRuleOf('ict')).toEqual(['ict', 'pro', 'hero']);
    expect(upgradeRuleOf('pro')).toEqual(['pro', 'hero']);
    expect(upgradeRuleOf('xmoon')).toEqual(['xmoon']);
  });
});
