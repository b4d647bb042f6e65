import { ALL_BASES } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { FilterSheet } from '../../ui/filter-sheet';
import { RadarFilterFields, type RadarFilterFieldsProps } from './radar-filter-fields';

/** Filters that narrow the radar beyond the source: a base, quotes, timeframes. */
export const activeFilterCount = ({ filters }: Pick<RadarFilterFieldsProps, 'filters'>): number =>
  (filters.base !== ALL_BASES ? 1 : 0) +
  (filters.quotes.length > 0 ? 1 : 0) +
  (filters.timeframes.length > 0 ? 1 : 0);

/** On phones the filters live in a bottom sheet behind one button that counts the active ones. */
export const RadarFilterDrawer = (props: RadarFilterFieldsProps) => {
  const { t } = useTranslation('radar');
  return (
    <FilterSheet title={t('filters.title')} active={activeFilterCount(props)} done={t('filters.done')}>
      <RadarFilterFields {...props} className="grid-cols-1" />
    </FilterSheet>
  );
};
