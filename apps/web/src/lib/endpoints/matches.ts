import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AssetMatches,
  assetMatchesSchema,
  type Market,
  type Match,
  type MatchesCount,
  type MatchesRequest,
  matchesCountSchema,
  matchSchema,
  type Page,
} from '@tradescope/domain';
import { ApiError, isRecord, parseListWith, parseWith } from '../api';
import { api } from '../session';

/** The three matches pages (spec §2): simple packs, advanced packs, alert packs. */
export type MatchesPageKind = 'periscope' | 'dynamic' | 'alerts';

/** What the matches calls accept: the domain's request schema, which the server parses with. */
export type { MatchesRequest, Page } from '@tradescope/domain';
export type RangeBounds = NonNullable<MatchesRequest['price']>;

const PATHS: Record<MatchesPageKind, string> = {
  periscope: 'matches',
  dynamic: 'matches/dynamic',
  alerts: 'alerts',
};

const pageOf =
  <T>(parseItems: (data: unknown) => T[]) =>
  (data: unknown): Page<T> => {
    if (!isRecord(data)) throw new ApiError(200, 'server.error');
    const items = parseItems(data.items);
    const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
    return {
      items,
      total: number(data.total, items.length),
      page: number(data.page, 1),
      pageSize: number(data.pageSize, items.length),
    };
  };

const parseMatchesPage = pageOf(parseListWith(matchSchema));
const parseAssetsPage = pageOf(parseListWith(assetMatchesSchema));

/** POST {market}/matches | matches/dynamic | alerts (spec §7): one page of matches, newest first by default. */
export const fetchMatchesPage = (
  market: Market,
  kind: MatchesPageKind,
  request: MatchesRequest,
  signal?: AbortSignal,
): Promise<Page<Match>> =>
  api(`${market}/${PATHS[kind]}`, { method: 'POST', body: request, signal, parse: parseMatchesPage });

/** The same call grouped by asset: a page of assets, each with its matches (grid view, phone list). */
export const fetchAssetMatchesPage = (
  market: Market,
  kind: MatchesPageKind,
  request: MatchesRequest,
  signal?: AbortSignal,
): Promise<Page<AssetMatches>> =>
  api(`${market}/${PATHS[kind]}`, {
    method: 'POST',
    body: { ...request, groupBy: 'asset' },
    signal,
    parse: parseAssetsPage,
  });

/** POST {market}/matches/count: counts nested strategy -> quote -> timeframe (spec §3). */
export const fetchMatchesCount = (
  market: Market,
  request: MatchesRequest,
  signal?: AbortSignal,
): Promise<MatchesCount> =>
  api(`${market}/matches/count`, {
    method: 'POST',
    body: request,
    signal,
    parse: parseWith(matchesCountSchema),
  });

/**
 * Query keys of everything matches: a websocket "matches" notice invalidates `matchesKeys.market(market)` and every
 * screen of that market refetches what it shows.
 */
export const matchesKeys = {
  all: ['matches'] as const,
  market: (market: Market) => ['matches', market] as const,
  page: (market: Market, kind: MatchesPageKind, request: MatchesRequest) =>
    ['matches', market, kind, 'page', request] as const,
  assets: (market: Market, kind: MatchesPageKind, request: MatchesRequest) =>
    ['matches', market, kind, 'assets', request] as const,
  count: (market: Market, request: MatchesRequest) => ['matches', market, 'count', request] as const,
};

/**
 * A query's loader gets the AbortSignal TanStack Query hands it: when the request changes, the older load is
 * cancelled (spec §4: a new load cancels the previous one) and a cancelled load never surfaces as an error.
 * The previous page stays on screen while the next loads.
 */
export const matchesPageQuery = (
  market: Market,
  kind: MatchesPageKind,
  request: MatchesRequest,
  enabled = true,
) =>
  queryOptions({
    queryKey: matchesKeys.page(market, kind, request),
    queryFn: ({ signal }) => fetchMatchesPage(market, kind, request, signal),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });

export const assetMatchesPageQuery = (
  market: Market,
  kind: MatchesPageKind,
  request: MatchesRequest,
  enabled = true,
) =>
  queryOptions({
    queryKey: matchesKeys.assets(market, kind, request),
    queryFn: ({ signal }) => fetchAssetMatchesPage(market, kind, request, signal),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });

export const matchesCountQuery = (market: Market, request: MatchesRequest, enabled = true) =>
  queryOptions({
    queryKey: matchesKeys.count(market, request),
    queryFn: ({ signal }) => fetchMatchesCount(market, request, signal),
    enabled,
    retry: false,
  });

export const useMatchesPage = (
  market: Market,
  kind: MatchesPageKind,
  request: MatchesRequest,
  enabled = true,
) => useQuery(matchesPageQuery(market, kind, request, enabled));

export const useAssetMatchesPage = (
  market: Market,
  kind: MatchesPageKind,
  request: MatchesRequest,
  enabled = true,
) => useQuery(assetMatchesPageQuery(market, kind, request, enabled));

/** Spec §8: a failing counts load is ignored silently (the screen shows no counts). */
export const useMatchesCount = (market: Market, request: MatchesRequest, enabled = true) =>
  useQuery(matchesCountQuery(market, request, enabled));
