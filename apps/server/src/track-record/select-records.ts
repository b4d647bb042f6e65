import type { StrategyRecord, StrategyStatsQuery } from '@tradescope/domain';

const withoutHistograms = (record: StrategyRecord): StrategyRecord => ({
  ...record,
  record: { ...record.record, forward: record.record.forward.map(({ histogram: _, ...rest }) => rest) },
  baseline: { ...record.baseline, forward: record.baseline.forward.map(({ histogram: _, ...rest }) => rest) },
});

/**
 * The rows a query asks for, of one market's: each filter narrows. Without `source` and `base` the all-sources rows;
 * `source` alone that source's rows; `base` (with or without `source`) the asset's rows. The forward returns'
 * histograms only when the query names one strategy (a selector listing every strategy would not draw them).
 */
export function selectRecords(
  records: readonly StrategyRecord[],
  query: StrategyStatsQuery,
): StrategyRecord[] {
  const base = query.base?.toLowerCase();
  const chosen = records.filter(
    (record) =>
      (query.strategy === undefined || record.strategyId === query.strategy) &&
      (query.timeframe === undefined || record.timeframe === query.timeframe) &&
      (query.source === undefined
        ? base !== undefined || record.source === null
        : record.source === query.source) &&
      (base === undefined ? record.base === null : record.base === base),
  );
  return query.strategy === undefined ? chosen.map(withoutHistograms) : chosen;
}
