import { type AssetMatches, type AssetStrategy, type Market, timeframeLabel } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { pairText } from '../../../ui/pair-label';
import { PassedTime } from '../../../ui/passed-time';
import { PastMark } from '../../../ui/past-mark';
import { MatchStateBadge } from '../match-state';
import { AssetQuote, AssetTitle, SidePill } from './asset-bits';
import { RecordLine } from './record-line';
import { SIDE_TONES, sideOf } from './side';

/** Timeframe chips a cell shows before folding the rest into "+n". */
const SHOWN_TIMEFRAMES = 3;

/** The sticky first cell: the asset, its price and 24 h change; a click opens its newest match. */
export const AssetCell = ({ asset, onOpen }: { asset: AssetMatches; onOpen: () => void }) => {
  const { t } = useTranslation('matches-by-asset');
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('grid.open-asset', { pair: pairText(asset) })}
      className="flex w-full items-center gap-3 rounded-lg px-2 py-1.5 text-start transition hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand"
    >
      <span className="min-w-0 flex-1">
        <AssetTitle asset={asset} />
      </span>
      <AssetQuote asset={asset} priceWeight="font-medium" />
    </button>
  );
};

/** One strategy on one asset: the side of its newest match, every timeframe it matched on, and how long ago. */
export const StrategyCellButton = ({
  market,
  cell,
  pair,
  strategyName,
  onOpen,
}: {
  market: Market;
  cell: AssetStrategy | undefined;
  pair: string;
  strategyName: string;
  onOpen: (cell: AssetStrategy) => void;
}) => {
  const { t } = useTranslation('matches-by-asset');
  const format = useFormat();
  if (cell === undefined) {
    return (
      <span className="block px-2.5 text-ink-faint" title={t('grid.no-match')}>
        —
      </span>
    );
  }
  const { latest, timeframes } = cell;
  const side = sideOf(latest.type);
  const hidden = timeframes.length - SHOWN_TIMEFRAMES;
  return (
    <button
      type="button"
      data-side={side}
      onClick={() => onOpen(cell)}
      aria-label={t('grid.open-cell', {
        pair,
        name: strategyName,
        side: t(`side.${side}`),
        timeframe: timeframeLabel(latest.timeframe),
      })}
      className={clsx(
        'flex w-full flex-col gap-1.5 rounded-lg border-s-[3px] px-2.5 py-1.5 text-start transition',
        'hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand',
        side === 'buy' ? 'border-buy' : side === 'sell' ? 'border-sell' : 'border-line-strong',
      )}
    >
      <span className="flex w-full items-center gap-2">
        <SidePill type={latest.type} />
        <span className="ms-auto truncate text-[11px] text-ink-muted">
          <PassedTime at={latest.matchTimestamp * 1000} />
        </span>
      </span>
      <PastMark endedAt={latest.endedAt} />
      {latest.endedAt === undefined && <MatchStateBadge state={latest.state} />}
      <span className="flex flex-wrap items-center gap-1">
        {timeframes.slice(0, SHOWN_TIMEFRAMES).map((timeframe) => (
          <span
            key={timeframe}
            dir="ltr"
            className={clsx(
              'tabular rounded px-1 font-medium text-[11px]',
              timeframe === latest.timeframe ? SIDE_TONES[side].pill : 'bg-surface-muted text-ink-muted',
            )}
          >
            {timeframeLabel(timeframe)}
          </span>
        ))}
        {hidden > 0 && (
          <span dir="ltr" className="text-[11px] text-ink-faint">
            {t('grid.more', { n: format.count(hidden) })}
          </span>
        )}
      </span>
      {/* The strategy's record on the newest match's timeframe. */}
      <RecordLine market={market} match={{ strategyId: cell.strategyId, timeframe: latest.timeframe }} />
    </button>
  );
};
