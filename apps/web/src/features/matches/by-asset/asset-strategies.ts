import type { AssetMatches, AssetStrategy } from '@tradescope/domain';

/** The grid row's cells by strategy id: each strategy's newest match on the asset, its timeframes and count. */
export const cellsOf = (asset: AssetMatches): ReadonlyMap<number, AssetStrategy> =>
  new Map(asset.strategies.map((cell) => [cell.strategyId, cell]));

const latestOf = (asset: AssetMatches, strategyId: number): number =>
  asset.strategies.find((cell) => cell.strategyId === strategyId)?.latest.matchTimestamp ??
  Number.NEGATIVE_INFINITY;

/**
 * Sorting by a strategy column: assets with a match of that strategy come first, the newest match first; the rest
 * keep the server's order.
 */
export const sortByStrategy = (assets: readonly AssetMatches[], strategyId: number): AssetMatches[] =>
  assets
    .map((asset, index) => ({ asset, index, at: latestOf(asset, strategyId) }))
    .sort((a, b) => (a.at === b.at ? a.index - b.index : b.at - a.at))
    .map(({ asset }) => asset);

/** The asset's strategies as the modal's filter offers them: the pack's in pack order, then any other it matched. */
export const strategiesOf = (asset: AssetMatches, strategyIds: readonly number[]): AssetStrategy[] => {
  const cells = cellsOf(asset);
  const inPack = strategyIds.flatMap((id) => cells.get(id) ?? []);
  const pack = new Set(strategyIds);
  return [...inPack, ...asset.strategies.filter((cell) => !pack.has(cell.strategyId))];
};
