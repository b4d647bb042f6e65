import { type Market, PAGE_SIZES, SOURCES } from '@tradescope/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarketAssets } from '../../lib/endpoints/market-assets';
import { useMarketSources } from '../../lib/endpoints/market-sources';
import { useApplyPricesToAssets } from '../../lib/endpoints/price-stream';
import { usePriceStream } from '../../lib/endpoints/shared-streams';
import { useFormat } from '../../lib/format';
import { useLayout } from '../../lib/layout';
import { ActiveFilters } from '../../ui/active-filters';
import { LiveIndicator } from '../../ui/live-indicator';
import { Pagination } from '../../ui/pagination';
import { ScreenHeader } from '../../ui/screen-header';
import { SortDrawer } from '../../ui/table';
import { AssetCards } from './asset-cards';
import { columnsOf, SORTABLE } from './asset-columns';
import { useAssetsChips } from './assets-chips';
import { AssetsFilterDrawer } from './assets-filter-drawer';
import { AssetsFilterFields } from './assets-filter-fields';
import { AssetsTable } from './assets-table';
import { DEFAULT_SORT, filterAssets, pageCountOf, pageOf, sortAssets } from './filter-assets';
import { packBasesOf, packItemsOf } from './pack-items';
import { useAssetsView } from './use-assets-view';

/** Spec §2 assets page of one market: filters, the live table (cards on phones), pagination. */
export const AssetsPage = ({ market }: { market: Market }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const layout = useLayout();
  const view = useAssetsView(market);
  const { filters } = view;
  const { sources } = useMarketSources(market);
  const assets = useMarketAssets(market, filters.source);
  const live = usePriceStream(market, filters.source, useApplyPricesToAssets(market));

  const packItems = useMemo(
    () => (view.userPending ? undefined : packItemsOf(view.packsOf)),
    [view.userPending, view.packsOf],
  );
  const rows = useMemo(
    () =>
      sortAssets(
        filterAssets(assets.data ?? [], filters, packBasesOf(view.packsOf), view.lockedRanges),
        view.sort,
      ),
    [assets.data, filters, view.packsOf, view.lockedRanges, view.sort],
  );
  const size = layout === 'mobile' ? PAGE_SIZES.tableMobile : PAGE_SIZES.table;
  const pageCount = pageCountOf(rows.length, size);
  const page = Math.min(view.page, pageCount);
  const loading = assets.isPending;
  const emptyText =
    (assets.data?.length ?? 0) === 0
      ? t('assets.empty-source', { source: SOURCES[filters.source].title })
      : t('assets.empty');
  const fieldProps = {
    market,
    filters,
    onChange: view.setFilters,
    sources: sources.sources,
    packItems,
    lockedRanges: view.lockedRanges,
    onLocked: view.askUpgrade,
  };
  const sortOptions = columnsOf(market)
    .filter((column) => SORTABLE.has(column))
    .map((field) => ({ field, label: t(`assets.${field === 'change24h' ? 'change' : field}`) }));
  const chips = useAssetsChips(market, filters, view.setFilters, packItems);
  const rowProps = {
    market,
    loading,
    error: assets.isError,
    onRetry: () => void assets.refetch(),
    emptyText,
    // Filters emptied the list (the source itself has assets): offer the way back.
    onClearFilters: (assets.data?.length ?? 0) > 0 ? view.clearFilters : undefined,
  };

  return (
    <main
      data-route={`market.${market}.assets`}
      className="mx-auto flex w-full max-w-[1600px] flex-1 flex-col gap-4 px-4 py-5 tablet:px-5"
    >
      <ScreenHeader
        market={t(`market.${market}`)}
        title={t('screen.assets')}
        demo={sources.mode === 'replay'}
      >
        <div className="flex items-center gap-3">
          <LiveIndicator status={live} />
          {!loading && (
            <span className="tabular text-ink-muted text-xs">
              {t('assets.count', { count: format.count(rows.length) })}
            </span>
          )}
        </div>
      </ScreenHeader>
      {layout === 'mobile' ? (
        <div className="flex items-center gap-2">
          <AssetsFilterDrawer {...fieldProps} resultCount={rows.length} />
          <SortDrawer options={sortOptions} sort={view.sort ?? DEFAULT_SORT} onSortChange={view.setSort} />
        </div>
      ) : (
        <section
          aria-label={t('assets.filters')}
          className="rounded-xl border border-line bg-surface-raised p-3"
        >
          <AssetsFilterFields
            {...fieldProps}
            className="grid-cols-2 tablet:grid-cols-3 desktop:grid-cols-[repeat(auto-fit,minmax(10.5rem,1fr))]"
          />
        </section>
      )}
      <ActiveFilters chips={chips} onClear={view.clearFilters} />
      {layout === 'mobile' ? (
        <AssetCards {...rowProps} rows={pageOf(rows, page, size)} />
      ) : (
        <AssetsTable
          {...rowProps}
          rows={pageOf(rows, page, size)}
          sort={view.sort ?? DEFAULT_SORT}
          onSortChange={view.setSort}
        />
      )}
      {/* Mounted once rows are in, so the first load does not count as the item count changing (page reset). */}
      {!loading && (
        <Pagination page={page} pageCount={pageCount} onPageChange={view.setPage} itemCount={rows.length} />
      )}
    </main>
  );
};
