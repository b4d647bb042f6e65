import { type Match, PAGE_SIZES, timeframeLabel } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useStrategyName } from '../../../lib/endpoints/strategies';
import { useFormat } from '../../../lib/format';
import { PassedTime } from '../../../ui/passed-time';
import { PastMark } from '../../../ui/past-mark';
import { SidePill } from './asset-bits';
import { formatDistance } from './percent';

const head = 'whitespace-nowrap px-2 py-2 font-semibold text-ink-muted text-xs first:ps-3 last:pe-3';
const cell = 'whitespace-nowrap px-2 py-2 first:ps-3 last:pe-3';

const COLUMNS = 8;

/** Placeholder rows while a page of the asset's matches loads. */
const SkeletonRows = () =>
  Array.from({ length: PAGE_SIZES.detailTable }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
    <tr key={row} data-testid="skeleton-row" className="border-line border-b last:border-0">
      {Array.from({ length: COLUMNS }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
        <td key={column} className={cell}>
          <span className="skeleton block h-4 rounded" />
        </td>
      ))}
    </tr>
  ));

/** One page of an asset's matches (spec §2 detail table); a row's strategy button puts that match on the chart. */
export const DetailTable = ({
  matches,
  loading,
  selectedId,
  onSelect,
}: {
  matches: readonly Match[];
  loading: boolean;
  selectedId: string;
  onSelect: (match: Match) => void;
}) => {
  const { t } = useTranslation('matches-by-asset');
  const format = useFormat();
  const nameOf = useStrategyName();
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full border-collapse text-sm">
        <thead className="border-line border-b bg-surface/60">
          <tr>
            <th scope="col" className={clsx(head, 'text-start')}>
              {t('detail.strategy')}
            </th>
            <th scope="col" className={clsx(head, 'text-start')}>
              {t('detail.side')}
            </th>
            <th scope="col" className={clsx(head, 'text-start')}>
              {t('detail.timeframe')}
            </th>
            <th scope="col" className={clsx(head, 'text-end')}>
              {t('detail.price')}
            </th>
            <th scope="col" className={clsx(head, 'text-end')}>
              {t('detail.passed-candle')}
            </th>
            <th scope="col" className={clsx(head, 'text-end')}>
              {t('detail.distance')}
            </th>
            <th scope="col" className={clsx(head, 'text-start')}>
              {t('detail.pivot')}
            </th>
            <th scope="col" className={clsx(head, 'text-end')}>
              {t('detail.passed-time')}
            </th>
          </tr>
        </thead>
        <tbody aria-busy={loading || undefined}>
          {loading && <SkeletonRows />}
          {matches.map((match) => {
            const selected = match.id === selectedId;
            return (
              <tr
                key={match.id}
                data-match={match.id}
                aria-selected={selected}
                className={clsx(
                  'border-line border-b transition last:border-0',
                  selected ? 'bg-brand-soft/40 dark:bg-brand/10' : 'hover:bg-surface-muted/60',
                )}
              >
                <td className={clsx(cell, 'max-w-40')}>
                  <button
                    type="button"
                    onClick={() => onSelect(match)}
                    aria-pressed={selected}
                    title={selected ? t('detail.showing') : t('detail.show')}
                    className="block max-w-full truncate rounded text-start font-medium text-ink hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    {nameOf(match.strategyId, match.strategyName)}
                  </button>
                </td>
                <td className={cell}>
                  <SidePill type={match.type} />
                </td>
                <td className={clsx(cell, 'tabular font-medium')}>
                  <span dir="ltr">{timeframeLabel(match.timeframe)}</span>
                </td>
                <td className={clsx(cell, 'tabular text-end')}>
                  {format.price(match.price, match.priceDecimals)}
                </td>
                <td className={clsx(cell, 'tabular text-end')}>{format.count(match.passedCandle)}</td>
                <td className={clsx(cell, 'tabular text-end')}>
                  <span dir="ltr">
                    {formatDistance(match.distance, format.locale)}
                    <span className="text-ink-faint">%</span>
                  </span>
                </td>
                <td className={clsx(cell, 'text-ink-muted')}>{t(`pivot.${match.pivotType}`)}</td>
                <td className={clsx(cell, 'text-end text-ink-muted text-xs')}>
                  <PassedTime at={match.matchTimestamp * 1000} />
                  <PastMark endedAt={match.endedAt} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
