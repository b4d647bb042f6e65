import { type Market, type Timeframe, timeframesOf } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { MarketSource } from '../../lib/endpoints/market-sources';
import {
  Labelled,
  MultiSelectField,
  pickedSource,
  quoteItemsOf,
  SelectField,
  sourceItemsOf,
  timeframeItemsOf,
} from '../../ui/filter-fields';
import type { BaseItem } from './base-items';
import { BasePicker } from './base-picker';
import { type RadarFilters, withSource } from './radar-filters';

export interface RadarFilterFieldsProps {
  readonly market: Market;
  readonly filters: RadarFilters;
  readonly onChange: (filters: RadarFilters) => void;
  readonly sources: readonly MarketSource[];
  readonly baseItems: readonly BaseItem[] | undefined;
  /** Timeframes outside the user's plan: shown with a lock. */
  readonly lockedTimeframes: ReadonlySet<number>;
  readonly onLocked: () => void;
  readonly className?: string;
}

/** Spec §2 radar filters: source (single), base (single, searchable, with all), quote (multi), timeframe (multi). */
export const RadarFilterFields = ({
  market,
  filters,
  onChange,
  sources,
  baseItems,
  lockedTimeframes,
  onLocked,
  className,
}: RadarFilterFieldsProps) => {
  const { t } = useTranslation('radar');
  const sourceItems = sourceItemsOf(sources, { noDataLabel: t('filters.no-data'), withLocks: true });
  const quoteItems = quoteItemsOf(filters.source, market);
  const timeframeItems = timeframeItemsOf(timeframesOf(filters.source), lockedTimeframes);

  const pickSource = (value: string) => {
    const source = pickedSource(sources, value, filters.source);
    if (source !== undefined) onChange(withSource(filters, source, market));
  };

  return (
    <div className={clsx('grid gap-3', className)}>
      <SelectField
        label={t('filters.source')}
        items={sourceItems}
        value={filters.source}
        onChange={pickSource}
        onLockedPick={onLocked}
      />
      <Labelled label={t('filters.base')}>
        <BasePicker
          label={t('filters.base')}
          value={filters.base}
          items={baseItems}
          onChange={(base) => onChange({ ...filters, base })}
          onLockedPick={onLocked}
        />
      </Labelled>
      <MultiSelectField
        label={t('filters.quote')}
        items={quoteItems}
        values={filters.quotes}
        onChange={(quotes) => onChange({ ...filters, quotes })}
        placeholder={t('filters.all-quotes')}
      />
      <MultiSelectField
        label={t('filters.timeframes')}
        items={timeframeItems}
        values={filters.timeframes.map(String)}
        onChange={(values) =>
          onChange({
            ...filters,
            // Kept in the source's order, so the address and the saved settings read the same each time.
            timeframes: timeframesOf(filters.source).filter((timeframe: Timeframe) =>
              values.includes(String(timeframe)),
            ),
          })
        }
        onLockedPick={onLocked}
        placeholder={t('filters.all-timeframes')}
      />
    </div>
  );
};
