import { PAGE_SIZES } from '@tradescope/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveMatches } from '../../lib/endpoints/live-matches';
import { useMarketAssets } from '../../lib/endpoints/market-assets';
import { useMarketSources } from '../../lib/endpoints/market-sources';
import { type PumpRow, usePumps } from '../../lib/endpoints/pumps';
import { useFormat } from '../../lib/format';
import { useLayout } from '../../lib/layout';
import { ActiveFilters } from '../../ui/active-filters';
import { Pagination } from '../../ui/pagination';
import { ScreenHeader } from '../../ui/screen-header';
import { PumpCards } from './pump-cards';
import { usePumpsChips } from './pumps-chips';
import { PumpsFilterFields } from './pumps-filter-fields';
import { requestOf } from './pumps-filters';
import { PumpsTable } from './pumps-table';
import { usePumpsView } from './use-pumps-view';

/** Spec §2 pumps page (crypto, free): pairs rising on surging volume over 12 hours, a day or a week. */
export const PumpsPage = () => {
  const { t } = useTranslation('pumps');
  const { t: common } = useTranslation();
  const format = useFormat();
  const layout = useLayout();
  const view = usePumpsView();
  const { filters } = view;
  const { sources } = useMarketSources('crypto');
  const request = useMemo(() => requestOf(filters), [filters]);
  // The saved filters arrive with the user; asking before would load the defaults for nothing.
  const pumps = usePumps(request, !view.userPending);
  const assets = useMarketAssets('crypto', filters.source);
  useLiveMatches('crypto', filters.source);

  const logos = useMemo(
    () => new Map((assets.data ?? []).map((asset) => [`${asset.base}/${asset.quote}`, asset.logo])),
    [assets.data],
  );
  const rows = pumps.data?.items ?? [];
  const size = layout === 'mobile' ? PAGE_SIZES.tableMobile : PAGE_SIZES.table;
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const page = Math.min(view.page, pageCount);
  const loading = view.userPending || pumps.isPending;
  const chips = usePumpsChips(view.filters, view.setFilters);
  const rowProps = {
    rows: rows.slice((page - 1) * size, page * size),
    loading,
    error: pumps.isError,
    onRetry: () => void pumps.refetch(),
    emptyText: t('empty'),
    onClearFilters: view.clearFilters,
    logoOf: (row: PumpRow) => logos.get(`${row.base}/${row.quote}`) ?? null,
  };

  return (
    <main
      data-route="market.crypto.pumps"
      className="mx-auto flex w-full max-w-[1600px] flex-1 flex-col gap-4 px-4 py-5 tablet:px-5"
    >
      <ScreenHeader
        market={common('market.crypto')}
        title={t('title')}
        demo={sources.mode === 'replay'}
        subtitle={t('subtitle')}
      >
        {!loading && (
          <span className="tabular text-ink-muted text-xs">
            {t('count', { count: rows.length, n: format.count(rows.length) })}
          </span>
        )}
      </ScreenHeader>
      <section aria-label={t('filters')} className="rounded-xl border border-line bg-surface-raised p-3">
        <PumpsFilterFields
          filters={filters}
          onChange={view.setFilters}
          sources={sources.sources}
          assets={assets.data ?? []}
        />
      </section>
      <ActiveFilters chips={chips} onClear={view.clearFilters} />
      {layout === 'mobile' ? <PumpCards {...rowProps} /> : <PumpsTable {...rowProps} />}
      {!loading && (
        <Pagination page={page} pageCount={pageCount} onPageChange={view.setPage} itemCount={rows.length} />
      )}
    </main>
  );
};
