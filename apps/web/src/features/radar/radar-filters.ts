import {
  ALL_BASES,
  defaultMarketSettings,
  isSourceOf,
  type Market,
  type MarketSettings,
  parseTimeframe,
  quotesOf,
  SOURCES,
  type SourceName,
  type Timeframe,
  timeframesOf,
} from '@tradescope/domain';
import { readBase, readFilters, readList, readPage, writeList, writePage } from '../../lib/url-state';

/** Spec §5 radar: one source, one base or all, many quotes, many timeframes. */
export interface RadarFilters {
  readonly source: SourceName;
  /** A base symbol, or "all". */
  readonly base: string;
  /** Empty: every quote of the source. */
  readonly quotes: readonly string[];
  /** Empty: every timeframe of the source. */
  readonly timeframes: readonly Timeframe[];
}

/** The gauge's side filter (spec §2: position buy or sell). */
export type RadarPosition = 'buy' | 'sell';

export interface RadarView {
  readonly filters: RadarFilters;
  readonly position: RadarPosition | null;
  readonly strategyId: number | null;
  readonly page: number;
}

type RadarSettings = MarketSettings['Radar'];

const STRATEGY_ID = /^\d{1,9}$/;

/** Keeps what the source offers, in the source's order, without repeats. */
const quotesIn = (source: SourceName, market: Market, quotes: readonly string[]): string[] => {
  const wanted = new Set(quotes);
  return quotesOf(source, market).filter((quote) => wanted.has(quote));
};

const timeframesIn = (source: SourceName, timeframes: readonly unknown[]): Timeframe[] => {
  const wanted = new Set(timeframes.map(parseTimeframe));
  return timeframesOf(source).filter((timeframe) => wanted.has(timeframe));
};

/** The Radar section of the user's settings as filters; a source of another market falls back to the default. */
export const filtersFromSettings = (market: Market, settings: RadarSettings | undefined): RadarFilters => {
  const fallback = defaultMarketSettings(market).Radar;
  const saved = settings ?? fallback;
  const source = isSourceOf(market, saved.source) ? saved.source : fallback.source;
  return {
    source,
    base: readBase(saved.base),
    quotes: quotesIn(source, market, saved.quote),
    timeframes: timeframesIn(source, saved.timeframes),
  };
};

/** Filters back into the settings' shape; timeframes are stored as numbers (spec §4), the pack is kept. */
export const filtersToSettings = (filters: RadarFilters, saved: RadarSettings): RadarSettings => ({
  strategyPack: saved.strategyPack,
  source: filters.source,
  base: filters.base,
  quote: [...filters.quotes],
  timeframes: filters.timeframes.map(Number) as Timeframe[],
});

/** Spec §4: the radar's filters are saved only once a source (of this market) is chosen. */
export const isSavable = (market: Market, settings: RadarSettings): boolean =>
  isSourceOf(market, settings.source);

/**
 * Another source keeps the quotes and timeframes it also offers; when none is left it starts from its first
 * quote and its default chart timeframe, as a fresh radar would.
 */
export const withSource = (filters: RadarFilters, source: SourceName, market: Market): RadarFilters => {
  const quotes = quotesIn(source, market, filters.quotes);
  const timeframes = timeframesIn(source, filters.timeframes);
  return {
    source,
    base: filters.base,
    quotes: quotes.length > 0 || filters.quotes.length === 0 ? quotes : quotesOf(source, market).slice(0, 1),
    timeframes:
      timeframes.length > 0 || filters.timeframes.length === 0
        ? timeframes
        : [SOURCES[source].chart.defaultTimeframe],
  };
};

/** The radar's lists are kept to what the source offers (quotesIn, timeframesIn), so items are only tidied here. */
const listParam = (value: string | null): string[] =>
  readList(value).map((item) => item.trim().toLowerCase());

const FILTER_KEYS = ['source', 'base', 'quote', 'timeframes'] as const;

/**
 * The radar's state from its address (spec §2: source, base, quote, position, strategy, timeframes); the filters
 * follow the address once it names any (readFilters), as an asset row's radar link carries only source, base
 * and quote.
 */
export const readRadarView = (params: URLSearchParams, market: Market, saved: RadarFilters): RadarView => {
  const position = params.get('position');
  const strategy = params.get('strategy')?.trim() ?? '';
  return {
    position: position === 'buy' || position === 'sell' ? position : null,
    strategyId: STRATEGY_ID.test(strategy) ? Number(strategy) : null,
    page: readPage(params.get('page')),
    filters: readFilters(params, FILTER_KEYS, saved, () => {
      const wanted = params.get('source');
      const source = isSourceOf(market, wanted) ? wanted : saved.source;
      return {
        source,
        base: readBase(params.get('base')),
        quotes: quotesIn(source, market, listParam(params.get('quote'))),
        timeframes: timeframesIn(source, listParam(params.get('timeframes'))),
      };
    }),
  };
};

/** The address of a view: every filter that narrows the radar, the page unless 1. */
export const writeRadarView = ({ filters, position, strategyId, page }: RadarView): URLSearchParams => {
  const params = new URLSearchParams({ source: filters.source });
  if (filters.base !== ALL_BASES) params.set('base', filters.base);
  writeList(params, 'quote', filters.quotes);
  writeList(params, 'timeframes', filters.timeframes);
  if (position !== null) params.set('position', position);
  if (strategyId !== null) params.set('strategy', String(strategyId));
  writePage(params, page);
  return params;
};
