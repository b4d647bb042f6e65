import type { Strategy } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { Chip } from '../../ui/active-filters';
import type { RadarPosition } from './radar-filters';

/** The side and strategy narrowing the table, each with a way back to all. */
export const SideAndStrategyChips = ({
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
          onRemove={onClearPosition}
          removeLabel={t('chips.clear-side')}
        />
      )}
      {strategy !== null && (
        <Chip
          label={i18n.language === 'fa' ? strategy.fa_name : strategy.name}
          tone="bg-brand-soft text-ink"
          onRemove={onClearStrategy}
          removeLabel={t('chips.clear-strategy')}
        />
      )}
    </span>
  );
};
