import { TIMERS } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '../../ui/icons';
import { useRadarFormat } from './radar-format';

/** Spec §2: the manual refresh with the time of the last update; the radar also refreshes itself every 60 s. */
export const RefreshBar = ({
  updatedAt,
  refreshing,
  onRefresh,
}: {
  /** Milliseconds; 0 before the first answer. */
  updatedAt: number;
  refreshing: boolean;
  onRefresh: () => void;
}) => {
  const { t } = useTranslation('radar');
  const format = useRadarFormat();
  return (
    <div className="flex items-center gap-2">
      <span
        className="tabular text-ink-muted text-xs"
        title={t('refresh.auto', { seconds: format.count(TIMERS.radarRefreshS) })}
        data-testid="radar-updated"
      >
        {updatedAt > 0 ? (
          <>
            {t('refresh.updated')}{' '}
            <time dateTime={new Date(updatedAt).toISOString()}>{format.clock(updatedAt)}</time>
          </>
        ) : (
          t('refresh.loading')
        )}
      </span>
      <button
        type="button"
        onClick={onRefresh}
        disabled={refreshing}
        aria-busy={refreshing || undefined}
        className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-line-strong bg-surface-raised px-2.5 font-semibold text-xs transition hover:bg-surface-muted disabled:opacity-70"
      >
        <RefreshIcon size={14} className={clsx(refreshing && 'animate-spin motion-reduce:animate-none')} />
        {t('refresh.button')}
      </button>
    </div>
  );
};
