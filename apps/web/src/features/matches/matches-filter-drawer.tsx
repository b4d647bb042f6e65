import { useTranslation } from 'react-i18next';
import { FilterSheet } from '../../ui/filter-sheet';
import { type FilterFieldsProps, MatchesFilterFields } from './matches-filter-fields';
import type { MatchesPageFilters } from './matches-filters';

/** Filters that narrow the list beyond the source: packs, pairs, timeframes, states and every bounded range. */
export const activeFilterCount = (filters: MatchesPageFilters): number =>
  (filters.packs.length > 0 ? 1 : 0) +
  (filters.quotes.length > 0 ? 1 : 0) +
  (filters.timeframes.length > 0 ? 1 : 0) +
  (filters.states.length > 0 ? 1 : 0) +
  Object.values(filters.ranges).filter((range) => range.from !== null || range.to !== null).length;

/** On phones the filters live in a bottom sheet behind one button that counts the active ones. */
export const MatchesFilterDrawer = (props: FilterFieldsProps) => {
  const { t } = useTranslation('matches');
  return (
    <FilterSheet
      title={t('filters.title')}
      active={activeFilterCount(props.filters)}
      done={t('filters.show-results')}
      className="shrink-0"
    >
      <MatchesFilterFields {...props} className="grid-cols-1" />
    </FilterSheet>
  );
};
