import type { StrategyRecord, StrategyStatsQuery } from '@tradescope/domain';
import { type PackedGroup, packedLength, packedStrategyId, unpackRow } from '@tradescope/engine';

const inOrder = (a: StrategyRecord, b: StrategyRecord): number =>
  a.strategyId - b.strategyId ||
  a.timeframe - b.timeframe ||
  (a.source ?? '').localeCompare(b.source ?? '') ||
  (a.base ?? '').localeCompare(b.base ?? '');

/**
 * The rows a query asks for, of one market's groups, unpacked: each filter narrows. Without `source` and `base` the
 * all-sources rows; `source` alone that source's rows; `base` (with or without `source`) the asset's rows. The
 * forward returns' histograms only when the query names one strategy (a selector listing every strategy would not
 * draw them). Ordered by strategy, timeframe, source and asset.
 */
export function selectRecords(groups: readonly PackedGroup[], query: StrategyStatsQuery): StrategyRecord[] {
  const base = query.base?.toLowerCase();
  const histograms = query.strategy !== undefined;
  const chosen: StrategyRecord[] = [];
  for (const group of groups) {
    const wanted =
      (query.timeframe === undefined || group.timeframe === query.timeframe) &&
      (query.source === undefined
        ? base !== undefined || group.source === null
        : group.source === query.source) &&
      (base === undefined ? group.base === null : group.base === base);
    if (!wanted) continue;
    for (let i = 0; i < packedLength(group); i++)
      if (query.strategy === undefined || packedStrategyId(group, i) === query.strategy)
        chosen.push(unpackRow(group, i, histograms));
  }
  return chosen.sort(inOrder);
}
