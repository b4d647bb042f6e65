import { ANY_PAID_TIER, unixSeconds } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import { strategyFixture, userFixture } from '../../../../test';
import {
  filterStrategies,
  NO_FILTERS,
  sortByEdge,
  strategyOptionsOf,
  toggleStrategy,
  valuesOf,
} from './strategy-options';

const NOW = unixSeconds(1_800_000_000);
const rsi = strategyFixture({
  id: 1,
  name: 'RSI cross',
  group: 'classic',
  type: 'indicator',
  position: 'buy',
});
const macd = strategyFixture({
  id: 2,
  name: 'MACD cross',
  group: 'classic',
  type: 'indicator',
  position: 'sell',
});
const bat = strategyFixture({
  id: 3,
  name: 'Bat',
  group: 'harmonic',
  type: 'pattern',
  access: ANY_PAID_TIER as never,
});
const groupless = strategyFixture({ id: 4, name: 'Nothing', group: null });

const options = strategyOptionsOf([rsi, macd, bat, groupless], userFixture(), 'crypto', NOW);

describe('the strategy selector’s options', () => {
  it('leaves hidden strategies out and keeps locked ones with their minimum plan', () => {
    expect(options.map((option) => [option.strategy.id, option.minCap])).toEqual([
      [1, null],
      [2, null],
      [3, 'ict'],
    ]);
  });

  it('filters by search, type, group and position', () => {
    expect(filterStrategies(options, { ...NO_FILTERS, search: 'cross' })).toHaveLength(2);
    expect(filterStrategies(options, { ...NO_FILTERS, group: 'harmonic' }).map((o) => o.strategy.id)).toEqual(
      [3],
    );
    expect(filterStrategies(options, { ...NO_FILTERS, position: 'sell' }).map((o) => o.strategy.id)).toEqual([
      2,
    ]);
    expect(valuesOf(options, 'type')).toEqual(['indicator', 'pattern']);
  });

  it('never picks a locked strategy, and stops at the cap', () => {
    const [first, second, locked] = options as [never, never, never];
    expect(toggleStrategy([], locked, 15)).toBeUndefined();
    expect(toggleStrategy([1], second, 1)).toBeUndefined();
    expect(toggleStrategy([1], second, 2)).toEqual([1, 2]);
    expect(toggleStrategy([1, 2], first, 2)).toEqual([2]);
  });
});

describe('sorting by edge', () => {
  it('puts the highest edge first and those without one last, in catalog order', () => {
    const options = [rsi, macd, bat].map((strategy) => ({ strategy, minCap: null }));
    const edges = new Map([
      [1, null],
      [2, -0.02],
      [3, 0.05],
    ]);
    expect(sortByEdge(options, (id) => edges.get(id) ?? null).map(({ strategy }) => strategy.id)).toEqual([
      3, 2, 1,
    ]);
    expect(sortByEdge(options, () => null).map(({ strategy }) => strategy.id)).toEqual([1, 2, 3]);
  });
});
