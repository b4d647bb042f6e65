import type { UseQueryResult } from '@tanstack/react-query';
import { type Market, type Match, PAGE_SIZES } from '@tradescope/domain';
import type { Page } from '../../lib/endpoints/matches';
import { useStrategies } from '../../lib/endpoints/strategies';
import { Pagination } from '../../ui/pagination';
import { type EmptyHint, failureOf, LoadErrorState, NoMatchesState, PackGoneState } from './matches-states';
import { MatchesTable } from './matches-table';

export interface MatchesTableViewProps {
  readonly market: Market;
  readonly query: UseQueryResult<Page<Match>>;
  readonly search: string;
  readonly page: number;
  readonly onPageChange: (page: number) => void;
  readonly showReceivedDate: boolean;
  readonly onClearSearch: () => void;
  readonly onChoosePack: () => void;
  /** Why an empty page is empty on a free plan, and the way to more. */
  readonly emptyHint?: EmptyHint | undefined;
  /** Filters narrow the page: the empty state offers to clear them. */
  readonly onClearFilters?: (() => void) | undefined;
}

/**
 * The table of matches with its states and pages (spec §2, §8): 25 a page; while the next page loads the previous
 * stays on screen; a failure empties the list and offers a retry; a cancelled load shows nothing at all.
 */
export const MatchesTableView = ({
  market,
  query,
  search,
  page,
  onPageChange,
  showReceivedDate,
  onClearSearch,
  onChoosePack,
  emptyHint,
  onClearFilters,
}: MatchesTableViewProps) => {
  const strategies = useStrategies();
  const failure = query.isError ? failureOf(query.error) : 'none';
  const data = failure === 'none' ? query.data : undefined;
  const rows = data?.items ?? [];
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZES.matches)) : 1;

  const fallback =
    failure === 'pack-gone' ? (
      <PackGoneState onChoose={onChoosePack} />
    ) : failure === 'error' ? (
      <LoadErrorState onRetry={() => void query.refetch()} />
    ) : data && rows.length === 0 ? (
      <NoMatchesState
        market={market}
        search={search}
        onClearSearch={onClearSearch}
        hint={emptyHint}
        onClearFilters={onClearFilters}
      />
    ) : undefined;

  return (
    <>
      <MatchesTable
        market={market}
        rows={rows}
        showReceivedDate={showReceivedDate}
        strategies={strategies.data?.byId}
        loading={data === undefined && failure === 'none'}
        stale={query.isPlaceholderData}
        fallback={fallback}
      />
      {data && (
        // Filter changes already return to page 1; new live matches change the total and must not.
        <Pagination
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
          onPageChange={onPageChange}
          itemCount={0}
        />
      )}
    </>
  );
};
