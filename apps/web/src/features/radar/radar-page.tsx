import { type Market, type Match, PAGE_SIZES } from '@tradescope/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarketSources } from '../../lib/endpoints/market-sources';
import { useLayout } from '../../lib/layout';
import { ActiveFilters } from '../../ui/active-filters';
import { Pagination } from '../../ui/pagination';
import { ScreenHeader } from '../../ui/screen-header';
import { SideAndStrategyChips } from './active-filters';
import { MatchChartModal } from './match-chart-modal';
import { RadarCards } from './radar-cards';
import { useRadarChips } from './radar-chips';
import { RadarFilterDrawer } from './radar-filter-drawer';
import { RadarFilterFields } from './radar-filter-fields';
import { useRadarFormat } from './radar-format';
import { RadarGauge } from './radar-gauge';
import { RadarTable } from './radar-table';
import { RefreshBar } from './refresh-bar';
import { StrategyList } from './strategy-list';
import { useRadarCatalog } from './use-radar-catalog';
import { useRadarData } from './use-radar-data';
import { useRadarView } from './use-radar-view';

/** Spec §2 radar of one market: filters, the buy/sell gauge, the strategy list and the newest matches. */
export const RadarPage = ({ market }: { market: Market }) => {
  const { t } = useTranslation('radar');
  const { t: tShell } = useTranslation();
  const format = useRadarFormat();
  const phone = useLayout() === 'mobile';
  const view = useRadarView(market);
  const { sources } = useMarketSources(market);
  const data = useRadarData(market, view);
  const catalog = useRadarCatalog(market, view, data.counts.data);
  const [opened, setOpened] = useState<Match | null>(null);

  const page = data.matches.data;
  const total = page?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZES.radar));
  const loading = data.matches.isPending;
  const { setPage } = view;
  // Matches expire as the radar refreshes: a page that no longer exists gives way to the last one.
  useEffect(() => {
    if (page !== undefined && view.page > pageCount) setPage(pageCount);
  }, [page, view.page, pageCount, setPage]);
  const fieldProps = {
    market,
    filters: view.filters,
    onChange: view.setFilters,
    sources: sources.sources,
    baseItems: catalog.baseItems,
    lockedTimeframes: catalog.lockedTimeframes,
    onLocked: catalog.askUpgrade,
  };
  const chips = useRadarChips(view.filters, view.setFilters);
  const rowProps = {
    market,
    rows: page?.items ?? [],
    loading,
    error: data.matches.isError,
    onRetry: () => void data.matches.refetch(),
    emptyText: view.position === null ? t('matches.empty') : t(`matches.empty-${view.position}`),
    onClearFilters: view.clearFilters,
    onOpen: setOpened,
    strategyName: catalog.strategyName,
    logoOf: catalog.logoOf,
  };

  return (
    <main
      data-route={`market.${market}.radar`}
      className="mx-auto flex w-full max-w-[1600px] flex-1 flex-col gap-4 px-4 py-5 tablet:px-5"
    >
      <ScreenHeader market={tShell(`market.${market}`)} title={t('title')} demo={sources.mode === 'replay'}>
        {!phone && (
          <RefreshBar updatedAt={data.updatedAt} refreshing={data.refreshing} onRefresh={data.refresh} />
        )}
      </ScreenHeader>
      {phone ? (
        <div className="flex items-center justify-between gap-2">
          <RadarFilterDrawer {...fieldProps} />
          <RefreshBar updatedAt={data.updatedAt} refreshing={data.refreshing} onRefresh={data.refresh} />
        </div>
      ) : (
        <section
          aria-label={t('filters.title')}
          className="rounded-xl border border-line bg-surface-raised p-3"
        >
          <RadarFilterFields {...fieldProps} className="grid-cols-2 tablet:grid-cols-4" />
        </section>
      )}
      <ActiveFilters chips={chips} onClear={view.clearFilters} />
      <div className="grid grid-cols-1 gap-4 tablet:grid-cols-[minmax(16rem,20rem)_minmax(0,1fr)]">
        <RadarGauge
          counts={data.aggregate.data}
          error={data.aggregate.isError && data.aggregate.data === undefined}
          onRetry={() => void data.aggregate.refetch()}
          position={view.position}
          onTogglePosition={view.togglePosition}
        />
        {/* As tall as the gauge beside it (h-0 adds nothing to the row, min-h-full fills it); scrolls inside. */}
        <StrategyList
          groups={catalog.groups}
          selected={view.strategyId}
          onSelect={(strategy) => view.toggleStrategy(strategy.id)}
          onLocked={catalog.askStrategyUpgrade}
          className="max-h-[26rem] tablet:h-0 tablet:max-h-none tablet:min-h-full"
        />
      </div>
      <section aria-labelledby="radar-matches-title" className="flex min-w-0 flex-col gap-3">
        <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 id="radar-matches-title" className="font-semibold text-base">
            {t('matches.title')}
          </h2>
          {page !== undefined && (
            <span className="tabular text-ink-muted text-xs">
              {t('matches.count', { count: total, total: format.total(total) })}
            </span>
          )}
          <SideAndStrategyChips
            position={view.position}
            strategy={catalog.selectedStrategy}
            onClearPosition={() => view.position && view.togglePosition(view.position)}
            onClearStrategy={view.clearStrategy}
          />
        </header>
        {phone ? <RadarCards {...rowProps} /> : <RadarTable {...rowProps} />}
        {page !== undefined && (
          <Pagination
            page={Math.min(view.page, pageCount)}
            pageCount={pageCount}
            onPageChange={view.setPage}
            // Live matches change the total all the time; the page goes back to 1 when the filters change instead.
            itemCount={0}
          />
        )}
      </section>
      <MatchChartModal
        market={market}
        match={opened}
        strategyName={catalog.strategyName}
        onClose={() => setOpened(null)}
      />
    </main>
  );
};
