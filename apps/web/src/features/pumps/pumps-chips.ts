import { ALL_BASES, PUMPS_TIMEFRAMES, timeframeLabel } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { type FilterChip, listChip } from '../../ui/active-filters';
import type { PumpsFilters } from './pumps-filters';

/** The pumps page's active filters as chips: quotes, the base and the windows. */
export const usePumpsChips = (
  filters: PumpsFilters,
  onChange: (filters: PumpsFilters) => void,
): FilterChip[] => {
  const { t } = useTranslation('pumps');
  return [
    ...listChip(
      'quote',
      t('quote'),
      filters.quotes.map((quote) => quote.toUpperCase()),
      () => onChange({ ...filters, quotes: [] }),
    ),
    ...listChip('base', t('base'), filters.base === ALL_BASES ? [] : [filters.base.toUpperCase()], () =>
      onChange({ ...filters, base: ALL_BASES }),
    ),
    // Every window chosen narrows nothing (a new user's pumps show all three).
    ...listChip(
      'window',
      t('timeframes'),
      filters.timeframes.length === PUMPS_TIMEFRAMES.length ? [] : filters.timeframes.map(timeframeLabel),
      () => onChange({ ...filters, timeframes: [] }),
    ),
  ];
};
