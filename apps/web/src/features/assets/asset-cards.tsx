import { type Market, SKELETON_ROWS } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Asset } from '../../lib/endpoints/market-assets';
import { useFormat } from '../../lib/format';
import { ChangeBadge } from '../../ui/change-badge';
import { CandlesIcon, RadarIcon } from '../../ui/icons';
import { LivePrice } from '../../ui/live-price';
import { EmptyState, ErrorState } from '../../ui/states';
import { PairCell, StatusCell } from './asset-cells';
import { columnsOf } from './asset-columns';
import { chartPath, radarPath } from './asset-links';

const action =
  'inline-flex h-8 items-center gap-1 rounded-lg border border-line px-2.5 font-medium text-ink-muted text-xs transition hover:border-brand hover:text-brand';

const AssetCard = ({ asset, market }: { asset: Asset; market: Market }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const size = columnsOf(market).includes('marketcap')
    ? asset.marketcap
    : columnsOf(market).includes('volume')
      ? asset.volume24h
      : null;
  const sizeLabel = columnsOf(market).includes('marketcap')
    ? t('assets.marketcap-short')
    : t('assets.volume-short');
  return (
    <li className="flex flex-col gap-2 px-3 py-3">
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <PairCell asset={asset} />
        </div>
        <div className="flex flex-col items-end gap-1">
          <LivePrice price={asset.price} decimals={asset.priceDecimals} className="font-semibold text-sm" />
          <ChangeBadge change={asset.change24h} />
        </div>
      </div>
      <div className="flex items-center gap-2 text-xs">
        <StatusCell asset={asset} market={market} />
        {size !== null && size > 0 && (
          <span className="tabular text-ink-faint">
            {sizeLabel} {format.number(size)}
          </span>
        )}
        <span className="ms-auto flex gap-1.5">
          <Link
            to={radarPath(market, asset)}
            className={action}
            aria-label={t('assets.open-radar', { pair: asset.pair })}
          >
            <RadarIcon size={14} />
            {t('assets.radar')}
          </Link>
          <Link
            to={chartPath(market, asset)}
            className={action}
            aria-label={t('assets.open-chart', { pair: asset.pair })}
          >
            <CandlesIcon size={14} />
            {t('assets.chart')}
          </Link>
        </span>
      </div>
    </li>
  );
};

const SkeletonCard = () => (
  <li data-testid="skeleton-row" className="flex items-center gap-3 px-3 py-3.5">
    <span className="skeleton size-7 rounded-full" />
    <span className="flex flex-1 flex-col gap-1.5">
      <span className="skeleton h-3 w-24 rounded" />
      <span className="skeleton h-2.5 w-16 rounded" />
    </span>
    <span className="flex flex-col items-end gap-1.5">
      <span className="skeleton h-3 w-20 rounded" />
      <span className="skeleton h-4 w-14 rounded" />
    </span>
  </li>
);

/** Phones get a compact list instead of the table (spec §2 mobile layout), sorted from the sort drawer. */
export const AssetCards = ({
  market,
  rows,
  loading,
  error,
  onRetry,
  emptyText,
  onClearFilters,
}: {
  market: Market;
  rows: readonly Asset[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  emptyText: string;
  onClearFilters?: (() => void) | undefined;
}) => {
  const { t } = useTranslation();
  if (!loading && error) return <ErrorState onRetry={onRetry} compact />;
  if (!loading && rows.length === 0)
    return (
      <EmptyState title={emptyText} text={t('assets.empty-text')} compact onClearFilters={onClearFilters} />
    );
  return (
    <ul
      aria-label={t('screen.assets')}
      aria-busy={loading || undefined}
      className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface-raised"
    >
      {loading
        ? Array.from({ length: SKELETON_ROWS.mobile }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
            <SkeletonCard key={index} />
          ))
        : rows.map((asset) => <AssetCard key={asset.id} asset={asset} market={market} />)}
    </ul>
  );
};
