import { type AssetMatches, type AssetStrategy, PAGE_SIZES } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAbortError } from '../../../lib/api';
import { useAssetMatchesPage } from '../../../lib/endpoints/matches';
import { useUser } from '../../../lib/endpoints/user';
import { Pagination, pageCountOf } from '../../../ui/pagination';
import { EmptyState, ErrorState } from '../../../ui/states';
import { AssetDetailModal } from './asset-detail-modal';
import { sortByStrategy } from './asset-strategies';
import type { AssetViewProps } from './asset-view-props';
import { GridTable } from './grid-table';
import { GridToolbar } from './grid-toolbar';
import { isEditablePack } from './pack-edit';
import { RemoveStrategyModal } from './remove-strategy-modal';
import { useColumnScroll } from './use-column-scroll';

/** The desktop grid view (spec §2): one row per asset, one column per strategy, 25 assets a page. */
export const MatchesGrid = ({
  market,
  kind,
  request,
  strategyIds,
  page,
  onPageChange,
  packName,
  emptyHint,
  onClearFilters,
}: AssetViewProps) => {
  const { t, i18n } = useTranslation('matches-by-asset');
  const query = useAssetMatchesPage(market, kind, { ...request, page, pageSize: PAGE_SIZES.matches });
  const settings = useUser().data?.settings;
  const pack = packName ?? request.strategyPack;
  const editablePack = isEditablePack(settings, market, kind, pack) ? pack : undefined;
  const scroll = useColumnScroll(i18n.dir() === 'rtl');
  const [sortBy, setSortBy] = useState<number | null>(null);
  const [detail, setDetail] = useState<{ asset: AssetMatches; cell: AssetStrategy } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  const assets = query.data?.items ?? [];
  const rows = sortBy === null || !strategyIds.includes(sortBy) ? assets : sortByStrategy(assets, sortBy);
  // Spec §4: a load cancelled by a newer one is not an error.
  const failed = query.isError && !isAbortError(query.error);
  const loading = query.isPending && !failed;
  const total = query.data?.total;

  const body = () => {
    if (failed) return <ErrorState onRetry={() => void query.refetch()} />;
    if (strategyIds.length === 0) return <EmptyState title={t('grid.no-strategies')} />;
    if (!loading && rows.length === 0)
      return (
        <EmptyState
          title={t('empty.title')}
          text={emptyHint?.text ?? t('empty.text')}
          action={emptyHint?.action}
          onClearFilters={onClearFilters}
        />
      );
    return (
      <GridTable
        scrollRef={scroll.ref}
        market={market}
        kind={kind}
        editablePack={editablePack}
        rows={rows}
        strategyIds={strategyIds}
        loading={loading}
        sortBy={sortBy}
        onSort={(id) => setSortBy((current) => (current === id ? null : id))}
        onRemove={setRemoving}
        onOpen={(asset, cell) => setDetail({ asset, cell })}
      />
    );
  };

  return (
    <section aria-label={t('grid.label')} className="flex flex-col gap-1">
      <div className="overflow-hidden rounded-xl border border-line bg-surface-raised">
        <GridToolbar
          total={total}
          fetching={query.isFetching && !loading}
          onRefresh={() => void query.refetch()}
          atStart={scroll.atStart}
          atEnd={scroll.atEnd}
          onScroll={scroll.scroll}
        />
        {body()}
      </div>
      {/* Mounted once the total is in, so the first load is not an item count change (a page reset, spec §4). */}
      {total !== undefined && (
        <Pagination
          page={page}
          pageCount={pageCountOf(total, PAGE_SIZES.matches)}
          itemCount={total}
          onPageChange={onPageChange}
        />
      )}
      <AssetDetailModal
        market={market}
        kind={kind}
        request={request}
        detail={detail}
        strategyIds={strategyIds}
        onClose={() => setDetail(null)}
      />
      {editablePack !== undefined && (
        <RemoveStrategyModal
          market={market}
          kind={kind}
          packName={editablePack}
          strategyId={removing}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
};
