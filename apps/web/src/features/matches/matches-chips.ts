import { timeframeLabel } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { OPEN_RANGE } from '../../lib/url-state';
import { type FilterChip, listChip, useRangeChip } from '../../ui/active-filters';
import type { SelectItem } from '../../ui/select';
import { MATCH_RANGE_FIELDS, type MatchesPageFilters } from './matches-filters';

/** A matches page's active filters as chips: asset packs, quotes, timeframes, states and ranges (not the source or pack). */
export const useMatchesChips = (
  filters: MatchesPageFilters,
  onChange: (filters: MatchesPageFilters) => void,
  packItems: readonly SelectItem[] | undefined,
  packLabel: string,
): FilterChip[] => {
  const { t } = useTranslation('matches');
  const rangeChip = useRangeChip();
  const packName = (name: string) => packItems?.find((item) => item.value === name)?.label ?? name;
  return [
    ...listChip('pack', packLabel, filters.packs.map(packName), () => onChange({ ...filters, packs: [] })),
    ...listChip(
      'quote',
      t('filters.quote'),
      filters.quotes.map((quote) => quote.toUpperCase()),
      () => onChange({ ...filters, quotes: [] }),
    ),
    ...listChip('timeframe', t('filters.timeframe'), filters.timeframes.map(timeframeLabel), () =>
      onChange({ ...filters, timeframes: [] }),
    ),
    ...listChip(
      'state',
      t('filters.state'),
      filters.states.map((state) => t(`lifecycle.${state}`)),
      () => onChange({ ...filters, states: [] }),
    ),
    ...MATCH_RANGE_FIELDS.flatMap((field) =>
      rangeChip(field, t(`filters.${field}`), filters.ranges[field], () =>
        onChange({ ...filters, ranges: { ...filters.ranges, [field]: OPEN_RANGE } }),
      ),
    ),
  ];
};
