import type { AssetMatches, Signal } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { ChangeBadge } from '../../../ui/change-badge';
import { LivePrice } from '../../../ui/live-price';
import { PairLabel } from '../../../ui/pair-label';
import { SIDE_TONES, sideOf } from './side';

/** A match's side as a small tinted word: teal buy, rose sell, grey neutral. */
export const SidePill = ({ type, className }: { type: Signal; className?: string }) => {
  const { t } = useTranslation('matches-by-asset');
  const side = sideOf(type);
  return (
    <span
      data-side={side}
      className={clsx(
        'inline-flex h-5 items-center rounded px-1.5 font-semibold text-[11px] leading-none',
        SIDE_TONES[side].pill,
        className,
      )}
    >
      {t(`side.${side}`)}
    </span>
  );
};

/** Logo, pair and name: how every per-asset view names its asset. */
export const AssetTitle = ({ asset, size = 28 }: { asset: AssetMatches; size?: number }) => (
  <PairLabel
    base={asset.base}
    quote={asset.quote}
    name={asset.name}
    logo={null}
    logoSize={size}
    nameWidth="max-w-full"
  />
);

/** The live price over the 24 h change, end-aligned: how every per-asset view quotes its asset. */
export const AssetQuote = ({
  asset,
  priceWeight = 'font-semibold',
}: {
  asset: AssetMatches;
  priceWeight?: 'font-medium' | 'font-semibold';
}) => (
  <span className="flex shrink-0 flex-col items-end gap-1">
    <LivePrice price={asset.c_price} decimals={asset.priceDecimals} className={`${priceWeight} text-sm`} />
    <ChangeBadge change={asset.c_change24h} />
  </span>
);
