import type { RangeEnds } from '@tradescope/domain';
import type { MatchesPageKind, MatchesRequest, RangeBounds } from '../../lib/endpoints/matches';
import type { MatchesView, MatchRangeField } from './matches-filters';
import type { PagePack } from './strategy-packs';

const boundsOf = (range: RangeEnds): RangeBounds | undefined =>
  range.from === null && range.to === null ? undefined : { from: range.from, to: range.to };

/**
 * What the page asks the server for, without the page (the per-asset views page on their own): the pack, the
 * filters, the search and the sort. A locked range is left out, as the server would ignore it.
 */
export const requestOf = (
  kind: MatchesPageKind,
  { filters, sort, search }: Pick<MatchesView, 'filters' | 'sort' | 'search'>,
  pack: PagePack | undefined,
  lockedRanges: ReadonlySet<MatchRangeField>,
  /** Bases of the user's asset packs by name: the dynamic call takes bases rather than pack names. */
  packBases: ReadonlyMap<string, readonly string[]>,
): MatchesRequest => {
  const range = (field: MatchRangeField) =>
    lockedRanges.has(field) ? undefined : boundsOf(filters.ranges[field]);
  const request: MatchesRequest = {
    ...(filters.source === null ? {} : { source: filters.source }),
    ...(filters.quotes.length > 0 ? { quotes: [...filters.quotes] } : {}),
    ...(kind === 'dynamic' && filters.timeframes.length > 0 ? { timeframes: [...filters.timeframes] } : {}),
    ...(filters.states.length > 0 ? { states: [...filters.states] } : {}),
    ...(range('price') ? { price: range('price') } : {}),
    ...(range('change') ? { change: range('change') } : {}),
    ...(range('volume') ? { volume: range('volume') } : {}),
    ...(search === '' ? {} : { search }),
    sort,
  };
  if (kind === 'alerts') return request;
  return {
    ...request,
    ...(pack ? { strategyPack: pack.name } : {}),
    ...(kind === 'periscope' && filters.packs.length > 0 ? { assetPacks: [...filters.packs] } : {}),
    ...(kind === 'dynamic' && filters.packs.length > 0
      ? { bases: [...new Set(filters.packs.flatMap((name) => packBases.get(name) ?? []))] }
      : {}),
  };
};
