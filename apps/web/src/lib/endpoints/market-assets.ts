import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Market, marketAssetSchema, type Pair, type SourceName } from '@tradescope/domain';
import { parseListWith } from '../api';
import { api } from '../session';

/** A row of the assets table: a Pair (spec §3) and whether its match status is outside the user's plan. */
export type Asset = Pair & { readonly locked: boolean };

// The domain's row of GET {market}: the server declares the same schema for its answer.
const parseAssets = parseListWith(marketAssetSchema);

export const assetsKey = (market: Market, source: SourceName) =>
  ['market', market, 'assets', source] as const;

/** GET {market}?source= (spec §7): the source's pairs, biggest marketcap first, with 24 h statistics. */
export const fetchMarketAssets = (
  market: Market,
  source: SourceName,
  signal?: AbortSignal,
): Promise<Asset[]> => api(`${market}?${new URLSearchParams({ source })}`, { signal, parse: parseAssets });

export const marketAssetsQuery = (market: Market, source: SourceName) =>
  queryOptions({
    queryKey: assetsKey(market, source),
    queryFn: ({ signal }) => fetchMarketAssets(market, source, signal),
    // Prices tick over the websocket; a refetch now and then brings volumes and 24 h changes back in line.
    refetchInterval: 60_000,
    staleTime: 15_000,
  });

export const useMarketAssets = (market: Market, source: SourceName) =>
  useQuery(marketAssetsQuery(market, source));
