import {
  ALL_ASSETS_PACK,
  DEFAULT_MATCH_SORT,
  isSourceOf,
  MATCH_SORTS,
  MATCH_STATES,
  type Market,
  type MatchSort,
  type MatchState,
  parseTimeframe,
} from '@tradescope/domain';
import type { MatchesPageKind } from '../../lib/endpoints/matches';
import {
  readFilters,
  readList,
  readPage,
  readRanges,
  readSymbols,
  writeList,
  writePage,
  writeRanges,
} from '../../lib/url-state';
import { MATCH_RANGE_FIELDS, type MatchesPageFilters, type MatchesView } from './matches-filters';

const PACK_NAME = /^.{1,64}$/u;
const MAX_PACKS = 100;
const MAX_SEARCH = 64;
/** "all" in the address stands for no source chosen: every source. */
const ALL_SOURCES = 'all';

const withoutAll = (packs: readonly string[]): string[] => packs.filter((pack) => pack !== ALL_ASSETS_PACK);

const isMatchSort = (value: string | null): value is MatchSort =>
  (MATCH_SORTS as readonly (string | null)[]).includes(value);

const isMatchState = (value: string): value is MatchState =>
  (MATCH_STATES as readonly string[]).includes(value);

const FILTER_KEYS = [
  'source',
  'strategyPack',
  'quote',
  'pack',
  'timeframe',
  'state',
  ...MATCH_RANGE_FIELDS,
] as const;

/**
 * The page's state from its address; the filters follow the address once it names any (readFilters). A source
 * the market does not have is dropped (spec §5), leaving none chosen.
 */
export const readMatchesView = (
  params: URLSearchParams,
  market: Market,
  kind: MatchesPageKind,
  saved: MatchesPageFilters,
): MatchesView => {
  const sort = params.get('sort');
  return {
    sort: isMatchSort(sort) ? sort : DEFAULT_MATCH_SORT,
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH),
    page: readPage(params.get('page')),
    view: params.get('view') === 'grid' ? 'grid' : 'table',
    filters: readFilters(params, FILTER_KEYS, saved, () => {
      const source = params.get('source');
      const strategyPack = params.get('strategyPack');
      return {
        source: source === null ? saved.source : isSourceOf(market, source) ? source : null,
        strategyPack:
          kind !== 'alerts' && strategyPack !== null && PACK_NAME.test(strategyPack)
            ? strategyPack
            : saved.strategyPack,
        packs: kind === 'alerts' ? [] : withoutAll(readList(params.get('pack'))).slice(0, MAX_PACKS),
        quotes: readSymbols(params.get('quote')),
        timeframes:
          kind === 'dynamic'
            ? [...new Set(readList(params.get('timeframe')).flatMap((text) => parseTimeframe(text) ?? []))]
            : [],
        states: [...new Set(readList(params.get('state')).filter(isMatchState))],
        ranges: readRanges(params, MATCH_RANGE_FIELDS),
      };
    }),
  };
};

/** The address of a view: every filter, the sort unless the default, the search, the grid, the page unless 1. */
export const writeMatchesView = (
  { filters, sort, search, page, view }: MatchesView,
  kind: MatchesPageKind,
): URLSearchParams => {
  const params = new URLSearchParams({ source: filters.source ?? ALL_SOURCES });
  if (kind !== 'alerts' && filters.strategyPack !== null) params.set('strategyPack', filters.strategyPack);
  if (kind !== 'alerts') writeList(params, 'pack', filters.packs);
  writeList(params, 'quote', filters.quotes);
  if (kind === 'dynamic') writeList(params, 'timeframe', filters.timeframes);
  writeList(params, 'state', filters.states);
  writeRanges(params, MATCH_RANGE_FIELDS, filters.ranges);
  if (sort !== DEFAULT_MATCH_SORT) params.set('sort', sort);
  if (search !== '') params.set('search', search);
  if (view === 'grid') params.set('view', 'grid');
  writePage(params, page);
  return params;
};
