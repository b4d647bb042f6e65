import { useQuery } from '@tanstack/react-query';
import { type AssetMatches, type Market, type MatchSort, PAGE_SIZES } from '@tradescope/domain';
import { type MatchesPageKind, type MatchesRequest, matchesPageQuery } from '../../../lib/endpoints/matches';

const NEWEST_FIRST: MatchSort = 'matchDate:desc';

/**
 * What an opened asset lists (the modal's table, a drawer section): the page's own call narrowed to the asset, and to
 * one of its strategies when given, newest first, 10 a page. The asset itself stands in for the asset packs (the
 * server reads a pack's bases over `bases`); on periscope the strategy stands in for the pack's strategies, while
 * dynamic and alerts keep their pack, which decides what qualifies, and narrow within it.
 */
export const assetRequest = (
  kind: MatchesPageKind,
  request: MatchesRequest,
  asset: Pick<AssetMatches, 'source' | 'base' | 'quote'>,
  strategyId: number | undefined,
  page: number,
): MatchesRequest => {
  const { assetPacks: _packs, strategyPack, ...filters } = request;
  const narrowed: MatchesRequest = {
    ...filters,
    source: asset.source,
    bases: [asset.base],
    quotes: [asset.quote],
    sort: NEWEST_FIRST,
    page,
    pageSize: PAGE_SIZES.detailTable,
  };
  const pack = strategyPack === undefined ? {} : { strategyPack };
  if (strategyId === undefined) return { ...narrowed, ...pack };
  if (kind === 'periscope') return { ...narrowed, strategyIds: [strategyId] };
  return { ...narrowed, ...pack, strategyIds: [strategyId] };
};

/**
 * A page of an opened asset's matches (assetRequest's call). No placeholder: another strategy's rows must not stand
 * in for the chosen one's while they load.
 */
export const useAssetMatches = (
  market: Market,
  kind: MatchesPageKind,
  request: MatchesRequest,
  asset: AssetMatches,
  strategyId: number | undefined,
  page: number,
) =>
  useQuery({
    ...matchesPageQuery(market, kind, assetRequest(kind, request, asset, strategyId, page)),
    placeholderData: undefined,
  });
