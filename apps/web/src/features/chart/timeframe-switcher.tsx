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
        'flex items-center gap-1 overflow-x-auto overscroll-x-contain rounded-lg bg-surface-muted p-0.5 tablet:gap-0.5',
        className,
      )}
    >
      {timeframes.map((timeframe) => (
        <button
          key={timeframe}
          type="button"
          aria-pressed={timeframe === value}
          onClick={() => onChange(timeframe)}
          // Phones get 44 px targets in a row that scrolls sideways; a pointer does with the compact desktop bar.
          className={clsx(
            'tabular h-11 min-w-11 shrink-0 rounded-md px-2 font-semibold text-sm transition tablet:h-7 tablet:min-w-9 tablet:px-2 tablet:text-xs',
            timeframe === value ? 'bg-surface-raised text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
          )}
        >
          {timeframeLabel(timeframe)}
        </button>
      ))}
    </div>
  );
};
