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
import {
  readBase,
  readFilters,
  readList,
  readPage,
  readSymbols,
  writeList,
  writePage,
} from '../../lib/url-state';

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

/** The Pumps section of the user's settings as filters; a source foreign to crypto falls back to the default. */
export const filtersFromSettings = (settings: PumpsSettings | undefined): PumpsFilters => {
  const fallback = defaultMarketSettings('crypto').Pumps;
  const saved = settings ?? fallback;
  return {
    source: isSourceOf('crypto', saved.source) ? saved.source : fallback.source,
    quotes: saved.quote.filter((quote) => SYMBOL.test(quote)),
    base: readBase(saved.base),
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

/** The page's state from its address; the filters follow the address once it names any (readFilters). */
export const readPumpsView = (params: URLSearchParams, saved: PumpsFilters): PumpsView => ({
  page: readPage(params.get('page')),
  filters: readFilters(params, FILTER_KEYS, saved, () => {
    const source = params.get('source');
    return {
      source: isSourceOf('crypto', source) ? source : saved.source,
      quotes: readSymbols(params.get('quote')),
      base: readBase(params.get('base')),
      timeframes: windowsOf(readList(params.get('timeframe'))),
    };
  }),
});

/** The address of a view: the source always, then whatever narrows the list, and the page unless 1. */
export const writePumpsView = ({ filters, page }: PumpsView): URLSearchParams => {
  const params = new URLSearchParams({ source: filters.source });
  writeList(params, 'quote', filters.quotes);
  if (filters.base !== ALL_BASES) params.set('base', filters.base);
  writeList(params, 'timeframe', filters.timeframes);
  writePage(params, page);
  return params;
};

/** What the server is asked: bases ["all"] for every base, and nothing for "every quote" or "every window". */
export const requestOf = (filters: PumpsFilters): PumpsRequest => ({
  source: filters.source,
  bases: [filters.base],
  ...(filters.quotes.length > 0 ? { quotes: filters.quotes } : {}),
  ...(filters.timeframes.length > 0 ? { timeframes: filters.timeframes } : {}),
});
