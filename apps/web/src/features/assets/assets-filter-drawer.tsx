import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { Button } from '../../ui/button';
import { Drawer } from '../../ui/drawer';
import { SlidersIcon } from '../../ui/icons';
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
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(props);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex h-9 items-center gap-2 rounded-lg border border-line-strong bg-surface-raised px-3 font-medium text-sm"
      >
        <SlidersIcon size={15} />
        {t('assets.filters')}
        {active > 0 && (
          <span className="tabular rounded-full bg-brand px-1.5 font-semibold text-[11px] text-on-brand leading-5">
            {format.count(active)}
          </span>
        )}
      </button>
      <Drawer open={open} onOpenChange={setOpen} title={t('assets.filters')}>
        <div className="flex flex-col gap-4 px-4 pb-4">
          <AssetsFilterFields {...props} className="grid-cols-1" />
          <Button size="lg" onClick={() => setOpen(false)}>
            {t('assets.show-results', { count: format.count(resultCount) })}
          </Button>
        </div>
      </Drawer>
    </>
  );
};
