import type { Strategy } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../ui/icons';
import type { RadarPosition } from './radar-filters';

const Chip = ({
  label,
  tone,
  onClear,
  clearLabel,
}: {
  label: string;
  tone: string;
  onClear: () => void;
  clearLabel: string;
}) => (
  <span
    className={clsx(
      'inline-flex h-7 max-w-full items-center gap-1 rounded-full ps-2.5 pe-1 font-semibold text-xs',
      tone,
    )}
  >
    <span className="truncate">{label}</span>
    <button
      type="button"
      onClick={onClear}
      aria-label={clearLabel}
      className="inline-flex size-5 shrink-0 items-center justify-center rounded-full hover:bg-black/10 dark:hover:bg-white/10"
    >
      <CloseIcon size={12} />
    </button>
  </span>
);

/** The side and strategy narrowing the table, each with a way back to all. */
export const ActiveFilters = ({
  position,
  strategy,
  onClearPosition,
  onClearStrategy,
}: {
  position: RadarPosition | null;
  strategy: Strategy | null;
  onClearPosition: () => void;
  onClearStrategy: () => void;
}) => {
  const { t, i18n } = useTranslation('radar');
  if (position === null && strategy === null) return null;
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-1.5">
      {position !== null && (
        <Chip
          label={t(`chips.${position}`)}
          tone={position === 'buy' ? 'bg-buy/12 text-buy' : 'bg-sell/12 text-sell'}
          onClear={onClearPosition}
          clearLabel={t('chips.clear-side')}
        />
      )}
      {strategy !== null && (
        <Chip
          label={i18n.language === 'fa' ? strategy.fa_name : strategy.name}
          tone="bg-brand-soft text-ink"
          onClear={onClearStrategy}
          clearLabel={t('chips.clear-strategy')}
        />
      )}
    </span>
  );
};
