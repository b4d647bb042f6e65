import type { AssetMatches, Signal } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { AssetLogo } from '../../../ui/asset-logo';
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
  <span className="flex min-w-0 items-center gap-2.5">
    <AssetLogo base={asset.base} logo={null} size={size} />
    <span className="flex min-w-0 flex-col items-start leading-tight">
      <span className="max-w-full truncate font-semibold text-ink" dir="ltr">
        {asset.base.toUpperCase()}
        <span className="font-normal text-ink-faint">/{asset.quote.toUpperCase()}</span>
      </span>
      <span className="max-w-full truncate text-ink-muted text-xs">{asset.name}</span>
    </span>
  </span>
);

export const pairOf = (asset: Pick<AssetMatches, 'base' | 'quote'>): string =>
  `${asset.base.toUpperCase()}/${asset.quote.toUpperCase()}`;
