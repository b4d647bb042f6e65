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
  // Each count carries its side's word and colour: bare numbers ("91 64") read as nothing (issue 12).
  const pill = (side: 'buy' | 'sell' | 'neutral', count: number, tone: string) => (
    <span
      data-side={side}
      className={clsx(
        'tabular inline-flex items-baseline gap-1 whitespace-nowrap rounded px-1.5 font-semibold text-xs',
        count > 0 ? tone : 'bg-surface-muted/60 text-ink-faint',
      )}
    >
      <span className="font-medium text-[11px] opacity-80">{t(`assets.${side}`)}</span>
      {format.count(count)}
    </span>
  );
  const label = t('assets.status-counts', {
    buy: format.count(buy),
    sell: format.count(sell),
    neutral: format.count(neutral),
  });
  return (
    <span role="img" className="inline-flex items-center gap-1" title={label} aria-label={label}>
      {pill('buy', buy, 'bg-buy/12 text-buy')}
      {pill('sell', sell, 'bg-sell/12 text-sell')}
      {neutral > 0 && pill('neutral', neutral, 'bg-surface-muted text-ink-muted')}
    </span>
  );
};
