import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { FilterSheet } from '../../ui/filter-sheet';
import { AssetsFilterFields, type FilterFieldsProps } from './assets-filter-fields';

/** Filters that narrow the list beyond the source: quotes, packs and every bounded range. */
export const activeFilterCount = ({ filters }: Pick<FilterFieldsProps, 'filters'>): number =>
  (filters.quotes.length > 0 ? 1 : 0) +
  (filters.packs.length > 0 ? 1 : 0) +
  Object.values(filters.ranges).filter((range) => range.from !== null || range.to !== null).length;

/** On phones the filters live in a bottom sheet behind one button that counts the active ones. */
export const AssetsFilterDrawer = ({
  resultCount,
  ...props
}: FilterFieldsProps & { resultCount: number }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <FilterSheet
      title={t('assets.filters')}
      active={activeFilterCount(props)}
      done={t('assets.show-results', { count: format.count(resultCount) })}
    >
      <AssetsFilterFields {...props} className="grid-cols-1" />
    </FilterSheet>
  );
};
