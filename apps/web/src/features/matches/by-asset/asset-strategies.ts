import type { AssetMatch, AssetMatches, Timeframe } from '@tradescope/domain';

/** What a grid cell shows: the strategy's newest match on the asset and every timeframe it matched on. */
export interface StrategyCell {
  readonly latest: AssetMatch;
  readonly timeframes: readonly Timeframe[];
  readonly count: number;
}

/** An asset's matches arrive newest first, so the first one met per strategy is that strategy's latest. */
export const cellsOf = (asset: AssetMatches): ReadonlyMap<number, StrategyCell> => {
  const cells = new Map<number, { latest: AssetMatch; timeframes: Set<Timeframe>; count: number }>();
  for (const match of asset.matches) {
    const cell = cells.get(match.strategyId);
    if (cell === undefined) {
      cells.set(match.strategyId, { latest: match, timeframes: new Set([match.timeframe]), count: 1 });
    } else {
      cell.timeframes.add(match.timeframe);
      cell.count += 1;
    }
  }
  return new Map(
    [...cells].map(([id, cell]) => [
      id,
      { ...cell, timeframes: [...cell.timeframes].sort((a, b) => a - b) as Timeframe[] },
    ]),
  );
};

const latestOf = (asset: AssetMatches, strategyId: number): number =>
  asset.matches.find((match) => match.strategyId === strategyId)?.matchTimestamp ?? Number.NEGATIVE_INFINITY;

/**
 * Sorting by a strategy column: assets with a match of that strategy come first, the newest match first; the rest
 * keep the server's order.
 */
export const sortByStrategy = (assets: readonly AssetMatches[], strategyId: number): AssetMatches[] =>
  assets
    .map((asset, index) => ({ asset, index, at: latestOf(asset, strategyId) }))
    .sort((a, b) => (a.at === b.at ? a.index - b.index : b.at - a.at))
    .map(({ asset }) => asset);

export interface StrategyGroup {
  readonly strategyId: number;
  readonly matches: readonly AssetMatch[];
}

/** The asset's matches per strategy (the phone drawer's accordion), the strategy with the newest match first. */
export const groupByStrategy = (matches: readonly AssetMatch[]): StrategyGroup[] => {
  const groups = new Map<number, AssetMatch[]>();
  for (const match of matches) {
    const group = groups.get(match.strategyId);
    if (group === undefined) groups.set(match.strategyId, [match]);
    else group.push(match);
  }
  return [...groups].map(([strategyId, group]) => ({ strategyId, matches: group }));
};
