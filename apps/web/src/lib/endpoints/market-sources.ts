import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  isSourceOf,
  isTimeframe,
  type Market,
  SOURCES,
  type SourceName,
  sourcesOf,
  type Timeframe,
} from '@tradescope/domain';
import { ApiError, isApiError, isRecord } from '../api';
import { api } from '../session';

/** How the server gets its candles: the replay of shipped history (a demo, DESIGN §4) or live venues. */
export type FeedMode = 'replay' | 'live' | 'off';

/** A source as GET {market}/sources shows it (spec §3 Source), with whether the feed serves it now. */
export interface MarketSource {
  readonly name: SourceName;
  readonly title: string;
  readonly quotes: readonly string[];
  readonly timeframes: readonly Timeframe[];
  readonly defaultTimeframe: Timeframe;
  readonly hasData: boolean;
  /** Outside the user's plan: its matches stay locked (prices are public). */
  readonly locked: boolean;
}

export interface MarketSources {
  /** Unknown when the server could not say (the catalog fallback below). */
  readonly mode: FeedMode | undefined;
  readonly sources: readonly MarketSource[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const parseSource = (market: Market, value: unknown): MarketSource[] => {
  if (!isRecord(value) || !isSourceOf(market, value.name)) return [];
  const timeframes = Array.isArray(value.timeframes) ? value.timeframes.filter(isTimeframe) : [];
  const chart = isRecord(value.chart) ? value.chart.defaultTimeframe : undefined;
  return [
    {
      name: value.name,
      title: typeof value.title === 'string' ? value.title : SOURCES[value.name].title,
      quotes: strings(value.quotes),
      timeframes,
      defaultTimeframe: isTimeframe(chart) ? chart : (timeframes[0] ?? 240),
      hasData: value.hasData !== false,
      locked: value.locked === true,
    },
  ];
};

const parseSources =
  (market: Market) =>
  (data: unknown): MarketSources => {
    if (!isRecord(data) || !Array.isArray(data.sources)) throw new ApiError(200, 'server.error');
    const mode = data.mode === 'replay' || data.mode === 'live' ? data.mode : undefined;
    return { mode, sources: data.sources.flatMap((source) => parseSource(market, source)) };
  };

/** The domain's catalog, for when the server has no sources route: every source, none known to be locked. */
export const catalogSources = (market: Market): MarketSources => ({
  mode: undefined,
  sources: sourcesOf(market).map((source) => ({
    name: source.name,
    title: source.title,
    quotes: source.quotes[market] ?? [],
    timeframes: source.timeframes,
    defaultTimeframe: source.chart.defaultTimeframe,
    hasData: true,
    locked: false,
  })),
});

/** GET {market}/sources (spec §7). A server without the route answers 404: the catalog stands in. */
export const fetchMarketSources = (market: Market, signal?: AbortSignal): Promise<MarketSources> =>
  api(`${market}/sources`, { signal, parse: parseSources(market) }).catch((error: unknown) => {
    if (isApiError(error, 404)) return catalogSources(market);
    throw error;
  });

export const marketSourcesQuery = (market: Market) =>
  queryOptions({
    queryKey: ['market', market, 'sources'] as const,
    queryFn: ({ signal }) => fetchMarketSources(market, signal),
    staleTime: 5 * 60_000,
  });

/** The market's sources; until they arrive (or if they fail) the domain catalog is shown. */
export const useMarketSources = (market: Market) => {
  const query = useQuery(marketSourcesQuery(market));
  return { ...query, sources: query.data ?? catalogSources(market) };
};
