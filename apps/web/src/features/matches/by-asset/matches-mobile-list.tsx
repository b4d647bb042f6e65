import { type AssetMatches, PAGE_SIZES, SKELETON_ROWS } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAbortError } from '../../../lib/api';
import { useAssetMatchesPage } from '../../../lib/endpoints/matches';
import { Pagination, pageCountOf } from '../../../ui/pagination';
import { EmptyState, ErrorState } from '../../../ui/states';
import { AssetDrawer } from './asset-drawer';
import type { AssetViewProps } from './asset-view-props';
import { MobileAssetItem, SkeletonItem } from './mobile-asset-item';

/** The phone list (spec §2): 20 assets a page with their match counts; a tap opens the asset's drawer. */
export const MatchesMobileList = ({
  market,
  kind,
  request,
  page,
  onPageChange,
  emptyHint,
  onClearFilters,
}: AssetViewProps) => {
  const { t } = useTranslation('matches-by-asset');
  const query = useAssetMatchesPage(market, kind, { ...request, page, pageSize: PAGE_SIZES.mobileList });
  const [opened, setOpened] = useState<AssetMatches | null>(null);
  // Spec §4: a load cancelled by a newer one is not an error.
  const failed = query.isError && !isAbortError(query.error);
  const loading = query.isPending && !failed;
  const assets = query.data?.items ?? [];
  const total = query.data?.total ?? 0;

  if (failed) return <ErrorState onRetry={() => void query.refetch()} compact />;
  if (!loading && assets.length === 0)
    return (
      <EmptyState
        title={t('empty.title')}
        text={emptyHint?.text ?? t('empty.text')}
        action={emptyHint?.action}
        onClearFilters={onClearFilters}
        compact
      />
    );
  return (
    <section aria-label={t('mobile.label')} className="flex flex-col gap-1">
      <ul
        aria-busy={loading || query.isPlaceholderData || undefined}
        className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface-raised"
      >
        {loading
          ? Array.from({ length: SKELETON_ROWS.mobile }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
              <SkeletonItem key={index} />
            ))
          : assets.map((asset) => (
              <MobileAssetItem key={asset.id} asset={asset} onOpen={() => setOpened(asset)} />
            ))}
      </ul>
      {/* Mounted once the total is in, so the first load is not an item count change (a page reset, spec §4). */}
      {!loading && (
        <Pagination
          page={page}
          pageCount={pageCountOf(total, PAGE_SIZES.mobileList)}
          itemCount={total}
          onPageChange={onPageChange}
        />
      )}
      <AssetDrawer
        market={market}
        kind={kind}
        request={request}
        asset={opened}
        onClose={() => setOpened(null)}
      />
    </section>
  );
};
