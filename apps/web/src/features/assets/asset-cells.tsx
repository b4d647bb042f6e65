import { ANY_PAID_TIER, type Market, marketGroupOf } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Asset } from '../../lib/endpoints/market-assets';
import { useFormat } from '../../lib/format';
import { LockedCell } from '../../ui/locked-cell';
import { PairLabel } from '../../ui/pair-label';

export const PairCell = ({ asset }: { asset: Asset }) => (
  <PairLabel base={asset.base} quote={asset.quote} name={asset.name} logo={asset.logo} />
);

/** Spec §2 status: the asset's buy, sell and neutral matches; blurred with an upgrade button without access. */
export const StatusCell = ({ asset, market }: { asset: Asset; market: Market }) => {
  const { t } = useTranslation();
  const format = useFormat();
  if (asset.locked)
    return <LockedCell rule={ANY_PAID_TIER} group={marketGroupOf(market)} teaser="12 · 4 · 2" />;
  const { buy, sell, neutral } = asset.matchesCount;
  const pill = (count: number, tone: string) => (
    <span
      className={clsx(
        'tabular min-w-6 rounded px-1 text-center font-semibold text-xs',
        count > 0 ? tone : 'text-ink-faint',
      )}
    >
      {format.count(count)}
    </span>
  );
  return (
    <span
      className="inline-flex items-center gap-1"
      title={t('assets.status-counts', { buy, sell, neutral })}
    >
      {pill(buy, 'bg-buy/12 text-buy')}
      {pill(sell, 'bg-sell/12 text-sell')}
      {neutral > 0 && pill(neutral, 'bg-surface-muted text-ink-muted')}
    </span>
  );
};
