import type { AssetMatches } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { pairText } from '../../../ui/pair-label';
import { PastMark } from '../../../ui/past-mark';
import { AssetQuote, AssetTitle } from './asset-bits';
import { RatioBar } from './ratio-bar';

/** One asset of the phone list: who it is, its price and change, its match count and buy/sell ratio. */
export const MobileAssetItem = ({ asset, onOpen }: { asset: AssetMatches; onOpen: () => void }) => {
  const { t } = useTranslation('matches-by-asset');
  const format = useFormat();
  const { buy, sell } = asset.counts;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('mobile.open', { pair: pairText(asset) })}
        className="flex w-full flex-col gap-2.5 px-3 py-3 text-start transition active:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand focus-visible:-outline-offset-2"
      >
        <span className="flex w-full items-center gap-3">
          <span className="min-w-0 flex-1">
            <AssetTitle asset={asset} />
          </span>
          <AssetQuote asset={asset} />
        </span>
        <span className="flex w-full items-center gap-3 text-xs">
          <span className="tabular shrink-0 font-medium text-ink-muted">
            {t('mobile.matches', { count: asset.total, n: format.count(asset.total) })}
          </span>
          <span className="tabular shrink-0 font-semibold text-buy">{format.count(buy)}</span>
          <span className="min-w-0 flex-1">
            <RatioBar counts={asset.counts} />
          </span>
          <span className="tabular shrink-0 font-semibold text-sell">{format.count(sell)}</span>
        </span>
        <PastMark endedAt={asset.strategies[0]?.latest.endedAt} />
      </button>
    </li>
  );
};

export const SkeletonItem = () => (
  <li data-testid="skeleton-row" className="flex flex-col gap-2.5 px-3 py-3">
    <span className="flex items-center gap-3">
      <span className="skeleton size-7 shrink-0 rounded-full" />
      <span className="flex flex-1 flex-col gap-1.5">
        <span className="skeleton h-3 w-24 rounded" />
        <span className="skeleton h-2.5 w-16 rounded" />
      </span>
      <span className="flex flex-col items-end gap-1.5">
        <span className="skeleton h-3 w-20 rounded" />
        <span className="skeleton h-4 w-14 rounded" />
      </span>
    </span>
    <span className="flex items-center gap-3">
      <span className="skeleton h-2.5 w-16 rounded" />
      <span className="skeleton h-1.5 flex-1 rounded-full" />
    </span>
  </li>
);
