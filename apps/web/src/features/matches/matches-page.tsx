import { MARKET_DEFAULTS, type Market, PAGE_SIZES } from '@tradescope/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveMatches } from '../../lib/endpoints/live-matches';
import { useMarketSources } from '../../lib/endpoints/market-sources';
import { type MatchesPageKind, useMatchesPage } from '../../lib/endpoints/matches';
import { useLayout } from '../../lib/layout';
import { ActiveFilters } from '../../ui/active-filters';
import { AlertsDeliveries, AlertsTabs, useAlertsTab } from './alerts-tabs';
import { assetPackBasesOf, assetPackItemsOf } from './asset-packs';
import { type AssetViewProps, MatchesGrid, MatchesMobileList } from './by-asset';
import { FreePlanAction, useFreeScopeText } from './free-plan-hint';
import { useMatchesChips } from './matches-chips';
import { MatchesFilterDrawer } from './matches-filter-drawer';
import { MatchesFilterFields } from './matches-filter-fields';
import { MatchesHeader } from './matches-header';
import { requestOf } from './matches-request';
import { GateState, type PageGate } from './matches-states';
import { MatchesTableView } from './matches-table-view';
import { MatchesToolbar } from './matches-toolbar';
import type { PagePack } from './strategy-packs';
import { useMatchesView } from './use-matches-view';

/** Spec §2 matches pages of a market: periscope (simple packs), dynamic (advanced packs) and alerts. */
export const MatchesPage = ({ market, kind }: { market: Market; kind: MatchesPageKind }) => {
  const { t } = useTranslation('matches');
  const layout = useLayout();
  const view = useMatchesView(market, kind);
  const freeScope = useFreeScopeText(market);
  const { sources } = useMarketSources(market);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [alertsTab, setAlertsTab] = useAlertsTab();
  const deliveries = kind === 'alerts' && alertsTab === 'deliveries';
  useLiveMatches(market, view.filters.source ?? MARKET_DEFAULTS[market].source);

  const packItems = useMemo(
    () => (view.userPending ? undefined : assetPackItemsOf(view.settings)),
    [view.userPending, view.settings],
  );
  const packBases = useMemo(() => assetPackBasesOf(view.settings), [view.settings]);
  const { filters, sort, search, pack, lockedRanges } = view;
  const request = useMemo(
    () => requestOf(kind, { filters, sort, search }, pack, lockedRanges, packBases),
    [kind, filters, sort, search, pack, lockedRanges, packBases],
  );
  const gate: PageGate | null = view.userPending
    ? null
    : kind === 'alerts'
      ? view.packs.length === 0
        ? 'no-alerts'
        : null
      : view.pack !== undefined
        ? null
        : view.packs.length > 0
          ? 'locked-packs'
          : 'no-packs';
  const mode = layout === 'mobile' ? 'list' : view.view;
  const ready = !view.userPending && gate === null && !deliveries;
  const table = useMatchesPage(
    market,
    kind,
    { ...request, page: view.page, pageSize: PAGE_SIZES.matches },
    ready && mode === 'table',
  );

  const settingsPath = `/market/${market}/settings/${kind}`;
  const pick = (pack: PagePack) => {
    if (pack.lock) {
      setDrawerOpen(false);
      view.askPackUpgrade(pack);
      return;
    }
    view.choosePack(pack.name);
    setDrawerOpen(false);
  };
  const fieldProps = {
    market,
    kind,
    filters: view.filters,
    onChange: view.setFilters,
    sources: sources.sources,
    packItems,
    lockedRanges: view.lockedRanges,
    onLocked: view.askUpgrade,
  };
  const freeHint = view.freePlan
    ? { text: freeScope, action: <FreePlanAction onUpgrade={view.askUpgrade} /> }
    : undefined;
  const chips = useMatchesChips(
    view.filters,
    view.setFilters,
    packItems,
    t(market === 'crypto' ? 'filters.coin-pack' : 'filters.asset-pack'),
  );
  const assetProps: AssetViewProps = {
    market,
    kind,
    request,
    strategyIds: view.pack?.strategyIds ?? [],
    page: view.page,
    onPageChange: view.setPage,
    emptyHint: freeHint,
    onClearFilters: view.clearFilters,
  };

  return (
    <main
      data-route={`market.${market}.${kind}`}
      className="mx-auto flex w-full min-w-0 max-w-[1600px] flex-1 flex-col gap-4 px-4 py-5 tablet:px-5"
    >
      <MatchesHeader
        market={market}
        kind={kind}
        demo={sources.mode === 'replay'}
        packs={view.packs}
        pack={view.pack}
        total={mode === 'table' && ready && table.data && !table.isError ? table.data.total : undefined}
        onPick={pick}
        drawerOpen={drawerOpen}
        onDrawerOpenChange={setDrawerOpen}
      />
      {kind === 'alerts' && <AlertsTabs tab={alertsTab} onChange={setAlertsTab} />}
      {deliveries ? (
        <AlertsDeliveries />
      ) : (
        <>
          {layout !== 'mobile' && (
            <section
              aria-label={t('filters.title')}
              className="rounded-xl border border-line bg-surface-raised p-3"
            >
              <MatchesFilterFields
                {...fieldProps}
                className="grid-cols-2 tablet:grid-cols-3 desktop:grid-cols-[repeat(auto-fit,minmax(10.5rem,1fr))]"
              />
            </section>
          )}
          <MatchesToolbar
            market={market}
            search={view.search}
            onSearch={view.setSearch}
            sort={view.sort}
            onSortChange={view.setSort}
            view={layout === 'mobile' ? undefined : view.view}
            onViewChange={view.setView}
            filterButton={layout === 'mobile' ? <MatchesFilterDrawer {...fieldProps} /> : undefined}
          />
          <ActiveFilters chips={chips} onClear={view.clearFilters} />
          {gate !== null ? (
            <div className="rounded-xl border border-line bg-surface-raised">
              <GateState gate={gate} settingsPath={settingsPath} onUpgrade={view.askUpgrade} />
            </div>
          ) : mode === 'list' ? (
            ready && <MatchesMobileList {...assetProps} />
          ) : mode === 'grid' ? (
            ready && <MatchesGrid {...assetProps} />
          ) : (
            <MatchesTableView
              market={market}
              query={table}
              search={view.search}
              page={view.page}
              onPageChange={view.setPage}
              showReceivedDate={view.showReceivedDate}
              onClearSearch={() => view.setSearch('')}
              emptyHint={freeHint}
              onClearFilters={view.clearFilters}
              onChoosePack={() => setDrawerOpen(true)}
            />
          )}
        </>
      )}
    </main>
  );
};
