import { type Timeframe, timeframeLabel } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/** The source's timeframes as chart intervals (spec §9 labels: 1h, 4h, 1d, 1w ...), one pressed. */
export const TimeframeSwitcher = ({
  timeframes,
  value,
  onChange,
  className,
}: {
  timeframes: readonly Timeframe[];
  value: Timeframe;
  onChange: (timeframe: Timeframe) => void;
  className?: string;
}) => {
  const { t } = useTranslation();
  return (
    <div
      role="toolbar"
      aria-label={t('chart.timeframe')}
      dir="ltr"
      className={clsx(
        'flex items-center gap-0.5 overflow-x-auto rounded-lg bg-surface-muted p-0.5',
        className,
      )}
    >
      {timeframes.map((timeframe) => (
        <button
          key={timeframe}
          type="button"
          aria-pressed={timeframe === value}
          onClick={() => onChange(timeframe)}
          className={clsx(
            'tabular h-7 min-w-0 flex-1 rounded-md px-1 font-semibold text-xs transition tablet:min-w-9 tablet:flex-none tablet:px-2',
            timeframe === value ? 'bg-surface-raised text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
          )}
        >
          {timeframeLabel(timeframe)}
        </button>
      ))}
    </div>
  );
};
