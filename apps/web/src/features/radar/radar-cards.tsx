import { type Match, SKELETON_ROWS, SOURCES, timeframeLabel } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { CandlesIcon } from '../../ui/icons';
import { PassedTime } from '../../ui/passed-time';
import { PastMark } from '../../ui/past-mark';
import { EmptyState, ErrorState } from '../../ui/states';
import { MatchPair, SideBadge } from './match-cells';
import { useRadarFormat } from './radar-format';
import type { RadarRowsProps } from './radar-table';

const MatchCard = ({
  match,
  onOpen,
  strategyName,
  logoOf,
  showSource,
}: { match: Match; showSource: boolean } & Pick<RadarRowsProps, 'onOpen' | 'strategyName' | 'logoOf'>) => {
  const { t } = useTranslation('radar');
  const format = useRadarFormat();
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(match)}
        aria-label={t('table.open-chart', { pair: match.pair })}
        className="flex w-full flex-col gap-2 px-3 py-3 text-start transition active:bg-surface-muted"
      >
        <span className="flex w-full items-center gap-2">
          <span className="min-w-0 flex-1">
            <MatchPair
              match={match}
              logo={logoOf(match.base)}
              subline={showSource ? SOURCES[match.source].title : match.c_name}
            />
          </span>
          <SideBadge type={match.type} />
          <span
            className="tabular rounded-md bg-surface-muted px-1.5 font-semibold text-[11px] text-ink-muted leading-5"
            dir="ltr"
          >
            {timeframeLabel(match.timeframe)}
          </span>
        </span>
        <span className="flex w-full items-center gap-2 text-xs">
          <span className="min-w-0 flex-1 truncate font-medium text-ink">{strategyName(match)}</span>
          <span className="shrink-0 text-ink-muted">
            <PassedTime at={match.matchTimestamp * 1000} />
          </span>
        </span>
        <PastMark endedAt={match.endedAt} />
        <span className="tabular flex w-full flex-wrap items-center gap-x-3 gap-y-1 text-ink-muted text-xs">
          <span>
            {t('table.price')}{' '}
            <span className="font-semibold text-ink">{format.price(match.price, match.priceDecimals)}</span>
          </span>
          <span>
            {t('table.candles-short')}{' '}
            <span className="font-semibold text-ink">{format.total(match.passedCandle)}</span>
          </span>
          <span>
            {t('table.distance')}{' '}
            <span className="font-semibold text-ink">{format.percent(match.distance)}</span>
          </span>
          <CandlesIcon size={15} className="ms-auto text-brand" />
        </span>
      </button>
    </li>
  );
};

const SkeletonCard = () => (
  <li data-testid="skeleton-row" className="flex flex-col gap-2.5 px-3 py-3.5">
    <span className="flex items-center gap-2.5">
      <span className="skeleton size-6 rounded-full" />
      <span className="skeleton h-3 w-24 rounded" />
      <span className="skeleton ms-auto h-4 w-12 rounded" />
    </span>
    <span className="skeleton h-2.5 w-2/3 rounded" />
    <span className="skeleton h-2.5 w-1/2 rounded" />
  </li>
);

/** Phones get a card per match instead of the table; a tap opens its chart. */
export const RadarCards = ({
  market,
  rows,
  loading,
  error,
  onRetry,
  emptyText,
  onClearFilters,
  ...props
}: RadarRowsProps) => {
  const { t } = useTranslation('radar');
  if (!loading && error) return <ErrorState onRetry={onRetry} compact />;
  if (!loading && rows.length === 0)
    return (
      <EmptyState title={emptyText} text={t('matches.empty-text')} compact onClearFilters={onClearFilters} />
    );
  return (
    <ul
      aria-label={t('matches.title')}
      aria-busy={loading || undefined}
      className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface-raised"
    >
      {loading
        ? Array.from({ length: SKELETON_ROWS.mobile }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
            <SkeletonCard key={index} />
          ))
        : rows.map((match) => (
            <MatchCard key={match.id} match={match} showSource={market === 'crypto'} {...props} />
          ))}
    </ul>
  );
};
