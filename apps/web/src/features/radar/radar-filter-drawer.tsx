import { ALL_BASES } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { Button } from '../../ui/button';
import { Drawer } from '../../ui/drawer';
import { SlidersIcon } from '../../ui/icons';
import { RadarFilterFields, type RadarFilterFieldsProps } from './radar-filter-fields';

/** Filters that narrow the radar beyond the source: a base, quotes, timeframes. */
export const activeFilterCount = ({ filters }: Pick<RadarFilterFieldsProps, 'filters'>): number =>
  (filters.base !== ALL_BASES ? 1 : 0) +
  (filters.quotes.length > 0 ? 1 : 0) +
  (filters.timeframes.length > 0 ? 1 : 0);

/** On phones the filters live in a bottom sheet behind one button that counts the active ones. */
export const RadarFilterDrawer = (props: RadarFilterFieldsProps) => {
  const { t } = useTranslation('radar');
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
        {t('filters.title')}
        {active > 0 && (
          <span className="tabular rounded-full bg-brand px-1.5 font-semibold text-[11px] text-on-brand leading-5">
            {format.count(active)}
          </span>
        )}
      </button>
      <Drawer open={open} onOpenChange={setOpen} title={t('filters.title')}>
        <div className="flex flex-col gap-4 px-4 pb-4">
          <RadarFilterFields {...props} className="grid-cols-1" />
          <Button size="lg" onClick={() => setOpen(false)}>
            {t('filters.done')}
          </Button>
        </div>
      </Drawer>
    </>
  );
};
