import type { Market, StrategyRecord, StrategyStats, StrategyStatsQuery } from '@tradescope/domain';
import { groupIdOf, type PackedGroup, packedLength, unpackRow } from '@tradescope/engine';
import type { BacktestResult } from './backtest';
import { selectRecords } from './select-records';
import type { StoredStats } from './stats-store';

/**
 * The rows a process serves, packed by group (market, timeframe, source, base), with the run's span: what GET
 * strategies/stats reads, whoever computed the rows. A full run or a stored one replaces them all; an upkeep the
 * groups it aggregated again.
 */
export const createServedStats = () => {
  let current: Omit<StoredStats, 'groups'> | undefined;
  let groups = new Map<string, PackedGroup>();
  const byMarket = () => {
    const markets = new Map<Market, PackedGroup[]>();
    for (const group of groups.values()) {
      const list = markets.get(group.market) ?? [];
      list.push(group);
      markets.set(group.market, list);
    }
    return markets;
  };
  let indexed = new Map<Market, PackedGroup[]>();

  return {
    get current(): Omit<StoredStats, 'groups'> | undefined {
      return current;
    },

    /** A whole run: a full run's result or the stored one. */
    show({ groups: shown, computedAt, from, to }: StoredStats): void {
      groups = new Map(shown.map((group) => [groupIdOf(group), group]));
      current = { computedAt, from, to };
      indexed = byMarket();
    },

    /** An upkeep's groups replace theirs (a group left without rows goes). */
    update({ groups: changed, from, to }: BacktestResult): void {
      for (const group of changed)
        if (packedLength(group) === 0) groups.delete(groupIdOf(group));
        else groups.set(groupIdOf(group), group);
      current = { computedAt: current?.computedAt ?? 0, from, to };
      indexed = byMarket();
    },

    /** Every row, unpacked one at a time (what is stored). */
    *records(): Generator<StrategyRecord> {
      for (const group of groups.values())
        for (let i = 0; i < packedLength(group); i++) yield unpackRow(group, i);
    },

    answer: (state: StrategyStats['state'], market: Market, query: StrategyStatsQuery): StrategyStats => ({
      state,
      computedAt: current?.computedAt ?? null,
      from: current?.from ?? null,
      to: current?.to ?? null,
      records: selectRecords(indexed.get(market) ?? [], query),
    }),
  };
};
