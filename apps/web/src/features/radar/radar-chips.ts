import { ALL_BASES, timeframeLabel } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { type FilterChip, listChip } from '../../ui/active-filters';
import type { RadarFilters } from './radar-filters';

/** The radar's active filters as chips: the asset, quotes and timeframes (the side and strategy chip on their own). */
export const useRadarChips = (
  filters: RadarFilters,
  onChange: (filters: RadarFilters) => void,
): FilterChip[] => {
  const { t } = useTranslation('radar');
  return [
    ...listChip(
      'base',
      t('filters.base'),
      filters.base === ALL_BASES ? [] : [filters.base.toUpperCase()],
      () => onChange({ ...filters, base: ALL_BASES }),
    ),
    ...listChip(
      'quote',
      t('filters.quote'),
      filters.quotes.map((quote) => quote.toUpperCase()),
      () => onChange({ ...filters, quotes: [] }),
    ),
    ...listChip('timeframe', t('filters.timeframes'), filters.timeframes.map(timeframeLabel), () =>
      onChange({ ...filters, timeframes: [] }),
    ),
  ];
};
