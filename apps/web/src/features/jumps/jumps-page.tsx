import { SOURCES } from '@tradescope/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { type JumpRow, useJumpsPage } from '../../lib/endpoints/jumps';
import { useLiveMatches } from '../../lib/endpoints/live-matches';
import { useMarketAssets } from '../../lib/endpoints/market-assets';
import { useMarketSources } from '../../lib/endpoints/market-sources';
import { useFormat } from '../../lib/format';
import { useLayout } from '../../lib/layout';
import { Pagination } from '../../ui/pagination';
import { ScreenHeader } from '../../ui/screen-header';
import { EmptyState, ErrorState } from '../../ui/states';
import { JumpCards } from './jump-cards';
import { JumpDrawer } from './jump-drawer';
import { JumpsControls } from './jumps-controls';
import { JumpsLocked } from './jumps-locked';
import { JumpsTable } from './jumps-table';
import { useJumpsView } from './use-jumps-view';

/** Spec §2 jumps page (crypto): jump events of a source, newest first, each opening to its sub-jumps and details. */
export const JumpsPage = () => {
  const { t } = useTranslation('jumps');
  const { t: common } = useTranslation();
  const format = useFormat();
  const layout = useLayout();
  const { request, access, setPage, setSource } = useJumpsView();
  const { sources } = useMarketSources('crypto');
  const jumps = useJumpsPage(request, access === 'open');
  const assets = useMarketAssets('crypto', request.source);
  useLiveMatches('crypto', access === 'open' ? request.source : undefined);
  const [selected, setSelected] = useState<JumpRow | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const logos = useMemo(
    () => new Map((assets.data ?? []).map((asset) => [`${asset.base}/${asset.quote}`, asset.logo])),
    [assets.data],
  );
  const logoOf = (row: Pick<JumpRow, 'base' | 'quote'>) => logos.get(`${row.base}/${row.quote}`) ?? null;

  const locked = access === 'locked' || isApiError(jumps.error, 403);
  const loading = !locked && (access === 'pending' || jumps.isPending);
  const data = jumps.data;
  const pageCount = data === undefined ? 1 : Math.max(1, Math.ceil(data.total / request.pageSize));
  const open = (row: JumpRow) => {
    setSelected(row);
    setDrawerOpen(true);
  };
  const rowProps = { rows: data?.items ?? [], loading, logoOf, onOpen: open };

  const body = () => {
    if (locked) return <JumpsLocked />;
    if (!loading && jumps.isError)
      return (
        <div className="rounded-xl border border-line bg-surface-raised">
          <ErrorState onRetry={() => void jumps.refetch()} />
        </div>
      );
    if (!loading && rowProps.rows.length === 0)
      return (
        <div className="rounded-xl border border-line bg-surface-raised">
          <EmptyState title={t('empty', { source: SOURCES[request.source].title })} text={t('empty-text')} />
        </div>
      );
    return layout === 'mobile' ? <JumpCards {...rowProps} /> : <JumpsTable {...rowProps} />;
  };

  return (
    <main
      data-route="market.crypto.jumps"
      className="mx-auto flex w-full max-w-[1600px] flex-1 flex-col gap-4 px-4 py-5 tablet:px-5"
    >
      <ScreenHeader
        market={common('market.crypto')}
        title={t('title')}
        demo={sources.mode === 'replay'}
        subtitle={t('subtitle')}
      >
        {!locked && data !== undefined && (
          <span className="tabular text-ink-muted text-xs">
            {t('events', { count: data.total, n: format.count(data.total) })}
          </span>
        )}
      </ScreenHeader>
      {!locked && (
        <JumpsControls
          source={request.source}
          sources={sources.sources}
          onSource={setSource}
          withToggle={access === 'open'}
        />
      )}
      {body()}
      {/* The list is live: new jumps change the total, which must not send the reader back to page 1. */}
      {!locked && !loading && (
        <Pagination page={request.page} pageCount={pageCount} onPageChange={setPage} itemCount={0} />
      )}
      <JumpDrawer
        row={selected}
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        logo={selected === null ? null : logoOf(selected)}
      />
    </main>
  );
};
