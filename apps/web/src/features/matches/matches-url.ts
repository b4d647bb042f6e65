import {
  ALL_ASSETS_PACK,
  DEFAULT_MATCH_SORT,
  isSourceOf,
  MATCH_SORTS,
  type Market,
  type MatchSort,
  parseTimeframe,
  type RangeEnds,
} from '@tradescope/domain';
import type { MatchesPageKind } from '../../lib/endpoints/matches';
import { MATCH_RANGE_FIELDS, type MatchesPageFilters, type MatchesView } from './matches-filters';

const OPEN: RangeEnds = { from: null, to: null };
const SYMBOL = /^[a-z0-9]{1,32}$/;
const PACK_NAME = /^.{1,64}$/u;
const MAX_PACKS = 100;
const MAX_SEARCH = 64;
/** "all" in the address stands for no source chosen: every source. */
const ALL_SOURCES = 'all';

const isOpen = (range: RangeEnds): boolean => range.from === null && range.to === null;
const withoutAll = (packs: readonly string[]): string[] => packs.filter((pack) => pack !== ALL_ASSETS_PACK);

const listParam = (value: string | null): string[] =>
  value === null || value === '' ? [] : [...new Set(value.split(','))];

/** "10~200", "~5" or "-3~": either end may be open; anything unreadable is open. */
const rangeParam = (value: string | null): RangeEnds => {
  if (value === null) return OPEN;
  const [from = '', to = ''] = value.split('~');
  const end = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));
  const range = { from: end(from), to: end(to) };
  return range.from !== null && range.to !== null && range.from > range.to
    ? { from: range.to, to: range.from }
    : range;
};

const rangeText = (range: RangeEnds): string => `${range.from ?? ''}~${range.to ?? ''}`;

const isMatchSort = (value: string | null): value is MatchSort =>
  (MATCH_SORTS as readonly (string | null)[]).includes(value);

const FILTER_KEYS = ['source', 'strategyPack', 'quote', 'pack', 'timeframe', ...MATCH_RANGE_FIELDS] as const;

/**
 * The page's state from its address (CONVENTIONS: the URL holds filters). Once any filter is in the address it
 * says everything (a missing quote, pack or timeframe means all, a missing range is open); a bare address takes
 * the saved filters. A source the market does not have is dropped (spec §5), leaving none chosen.
 */
export const readMatchesView = (
  params: URLSearchParams,
  market: Market,
  kind: MatchesPageKind,
  saved: MatchesPageFilters,
): MatchesView => {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const view = {
    sort: isMatchSort(sort) ? sort : DEFAULT_MATCH_SORT,
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    view: params.get('view') === 'grid' ? 'grid' : 'table',
  } as const;
  if (!FILTER_KEYS.some((key) => params.has(key))) return { ...view, filters: saved };
  const source = params.get('source');
  const strategyPack = params.get('strategyPack');
  return {
    ...view,
    filters: {
      source: source === null ? saved.source : isSourceOf(market, source) ? source : null,
      strategyPack:
        kind !== 'alerts' && strategyPack !== null && PACK_NAME.test(strategyPack)
          ? strategyPack
          : saved.strategyPack,
      packs: kind === 'alerts' ? [] : withoutAll(listParam(params.get('pack'))).slice(0, MAX_PACKS),
      quotes: listParam(params.get('quote')?.toLowerCase() ?? null).filter((quote) => SYMBOL.test(quote)),
      timeframes:
        kind === 'dynamic'
          ? [...new Set(listParam(params.get('timeframe')).flatMap((text) => parseTimeframe(text) ?? []))]
          : [],
      ranges: {
        price: rangeParam(params.get('price')),
        change: rangeParam(params.get('change')),
        volume: rangeParam(params.get('volume')),
      },
    },
  };
};

/** The address of a view: every filter, the sort unless the default, the search, the grid, the page unless 1. */
export const writeMatchesView = (
  { filters, sort, search, page, view }: MatchesView,
  kind: MatchesPageKind,
): URLSearchParams => {
  const params = new URLSearchParams({ source: filters.source ?? ALL_SOURCES });
  if (kind !== 'alerts' && filters.strategyPack !== null) params.set('strategyPack', filters.strategyPack);
  if (kind !== 'alerts' && filters.packs.length > 0) params.set('pack', filters.packs.join(','));
  if (filters.quotes.length > 0) params.set('quote', filters.quotes.join(','));
  if (kind === 'dynamic' && filters.timeframes.length > 0)
    params.set('timeframe', filters.timeframes.join(','));
  for (const field of MATCH_RANGE_FIELDS) {
    if (!isOpen(filters.ranges[field])) params.set(field, rangeText(filters.ranges[field]));
  }
  if (sort !== DEFAULT_MATCH_SORT) params.set('sort', sort);
  if (search !== '') params.set('search', search);
  if (view === 'grid') params.set('view', 'grid');
  if (page > 1) params.set('page', String(page));
  return params;
};
