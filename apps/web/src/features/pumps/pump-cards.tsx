import { SKELETON_ROWS } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { ChangeBadge } from '../../ui/change-badge';
import { PassedTime } from '../../ui/passed-time';
import { EmptyState, ErrorState } from '../../ui/states';
import { PumpChartLink, PumpPair, VolumeCell, WindowBadge } from './pump-cells';
import type { PumpRowsProps } from './pumps-table';

const SkeletonCard = () => (
  <li data-testid="skeleton-row" className="flex items-center gap-3 px-3 py-3.5">
    <span className="skeleton size-7 rounded-full" />
    <span className="flex flex-1 flex-col gap-1.5">
      <span className="skeleton h-3 w-24 rounded" />
      <span className="skeleton h-2.5 w-16 rounded" />
    </span>
    <span className="skeleton h-4 w-14 rounded" />
  </li>
);

/** Phones get a card per pump instead of the table. */
export const PumpCards = ({
  rows,
  loading,
  error,
  onRetry,
  emptyText,
  onClearFilters,
  logoOf,
}: PumpRowsProps) => {
  const { t } = useTranslation('pumps');
  const format = useFormat();
  if (!loading && error) return <ErrorState onRetry={onRetry} compact />;
  if (!loading && rows.length === 0)
    return <EmptyState title={emptyText} text={t('empty-text')} compact onClearFilters={onClearFilters} />;
  return (
    <ul
      aria-label={t('title')}
      aria-busy={loading || undefined}
      className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface-raised"
    >
      {loading
        ? Array.from({ length: SKELETON_ROWS.mobile }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
            <SkeletonCard key={index} />
          ))
        : rows.map((row) => (
            <li key={row.id} className="flex flex-col gap-2.5 px-3 py-3">
              <div className="flex items-start gap-3">
                <div className="min-w-0 flex-1">
                  <PumpPair row={row} logo={logoOf(row)} />
                </div>
                <div className="flex flex-col items-end gap-1">
                  <span className="tabular font-semibold text-sm">
                    {format.price(row.price, row.priceDecimals)}
                  </span>
                  <ChangeBadge change={row.change} />
                </div>
              </div>
              <div className="flex items-center gap-2 text-ink-muted text-xs">
                <WindowBadge window={row.timeframe} />
                <PassedTime at={row.matchTimestamp * 1000} />
                <span className="ms-auto">
                  <VolumeCell row={row} />
                </span>
              </div>
              <div className="flex justify-end">
                <PumpChartLink row={row} withText />
              </div>
            </li>
          ))}
    </ul>
  );
};
