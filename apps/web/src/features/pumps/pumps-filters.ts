import {
  ALL_BASES,
  defaultMarketSettings,
  isSourceOf,
  type MarketSettings,
  PUMPS_TIMEFRAMES,
  parseTimeframe,
  type SourceName,
} from '@tradescope/domain';
import { isPumpWindow, type PumpsRequest, type PumpWindow } from '../../lib/endpoints/pumps';

/** The pumps page's filters (spec §2): one source, many quotes, one base or "all", windows 720, 1440, 10080. */
export interface PumpsFilters {
  readonly source: SourceName;
  /** Empty: every quote. */
  readonly quotes: readonly string[];
  /** A base symbol, or "all". */
  readonly base: string;
  /** Empty: every window. */
  readonly timeframes: readonly PumpWindow[];
}

export interface PumpsView {
  readonly filters: PumpsFilters;
  readonly page: number;
}

type PumpsSettings = MarketSettings['Pumps'];

const SYMBOL = /^[a-z0-9]{1,32}$/;
const FILTER_KEYS = ['source', 'quote', 'base', 'timeframe'] as const;

/** Windows in the catalog's order, each once, from numbers or the text of an address. */
const windowsOf = (values: readonly unknown[]): PumpWindow[] => {
  const picked = new Set(values.map(parseTimeframe).filter(isPumpWindow));
  return PUMPS_TIMEFRAMES.filter((window) => picked.has(window));
};

const listParam = (value: string | null): string[] =>
  value === null || value === '' ? [] : [...new Set(value.split(','))];

const baseOf = (value: string | null | undefined): string => {
  const base = value?.trim().toLowerCase();
  return base && SYMBOL.test(base) ? base : ALL_BASES;
};

/** The Pumps section of the user's settings as filters; a source foreign to crypto falls back to the default. */
export const filtersFromSettings = (settings: PumpsSettings | undefined): PumpsFilters => {
  const fallback = defaultMarketSettings('crypto').Pumps;
  const saved = settings ?? fallback;
  return {
    source: isSourceOf('crypto', saved.source) ? saved.source : fallback.source,
    quotes: saved.quote.filter((quote) => SYMBOL.test(quote)),
    base: baseOf(saved.base),
    timeframes: windowsOf(saved.timeframes),
  };
};

/** Filters back into the settings document's shape; timeframes are stored as numbers (spec §4). */
export const filtersToSettings = (filters: PumpsFilters): PumpsSettings => ({
  source: filters.source,
  base: filters.base,
  quote: [...filters.quotes],
  timeframes: [...filters.timeframes],
});

/**
 * The page's state from its address. Once any filter is in the URL the URL says everything (a missing quote,
 * base or window means all); a bare address takes the filters saved in the user's settings (spec §4).
 */
export const readPumpsView = (params: URLSearchParams, saved: PumpsFilters): PumpsView => {
  const number = Number(params.get('page'));
  const page = Number.isInteger(number) && number > 1 ? number : 1;
  if (!FILTER_KEYS.some((key) => params.has(key))) return { filters: saved, page };
  const source = params.get('source');
  return {
    page,
    filters: {
      source: isSourceOf('crypto', source) ? source : saved.source,
      quotes: listParam(params.get('quote')?.toLowerCase() ?? null).filter((quote) => SYMBOL.test(quote)),
      base: baseOf(params.get('base')),
      timeframes: windowsOf(listParam(params.get('timeframe'))),
    },
  };
};

/** The address of a view: the source always, then whatever narrows the list, and the page unless 1. */
export const writePumpsView = ({ filters, page }: PumpsView): URLSearchParams => {
  const params = new URLSearchParams({ source: filters.source });
  if (filters.quotes.length > 0) params.set('quote', filters.quotes.join(','));
  if (filters.base !== ALL_BASES) params.set('base', filters.base);
  if (filters.timeframes.length > 0) params.set('timeframe', filters.timeframes.join(','));
  if (page > 1) params.set('page', String(page));
  return params;
};

/** What the server is asked: bases ["all"] for every base, and nothing for "every quote" or "every window". */
export const requestOf = (filters: PumpsFilters): PumpsRequest => ({
  source: filters.source,
  bases: [filters.base],
  ...(filters.quotes.length > 0 ? { quotes: filters.quotes } : {}),
  ...(filters.timeframes.length > 0 ? { timeframes: filters.timeframes } : {}),
});
