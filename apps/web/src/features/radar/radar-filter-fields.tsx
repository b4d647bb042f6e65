import { type Market, type Timeframe, timeframeLabel, timeframesOf } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { MarketSource } from '../../lib/endpoints/market-sources';
import { Labelled, quoteItemsOf, sourceItemsOf } from '../../ui/filter-fields';
import { MultiSelect, Select } from '../../ui/select';
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
  const timeframeItems = timeframesOf(filters.source).map((timeframe) => ({
    value: String(timeframe),
    label: timeframeLabel(timeframe),
    lock: lockedTimeframes.has(timeframe),
  }));

  const pickSource = (value: string) => {
    const source = sources.find((each) => each.name === value)?.name;
    if (source !== undefined && source !== filters.source) onChange(withSource(filters, source, market));
  };

  return (
    <div className={clsx('grid gap-3', className)}>
      <Labelled label={t('filters.source')}>
        <Select
          label={t('filters.source')}
          items={sourceItems}
          value={filters.source}
          onChange={pickSource}
          onLockedPick={onLocked}
        />
      </Labelled>
      <Labelled label={t('filters.base')}>
        <BasePicker
          label={t('filters.base')}
          value={filters.base}
          items={baseItems}
          onChange={(base) => onChange({ ...filters, base })}
          onLockedPick={onLocked}
        />
      </Labelled>
      <Labelled label={t('filters.quote')}>
        <MultiSelect
          label={t('filters.quote')}
          items={quoteItems}
          values={filters.quotes}
          onChange={(quotes) => onChange({ ...filters, quotes })}
          placeholder={t('filters.all-quotes')}
        />
      </Labelled>
      <Labelled label={t('filters.timeframes')}>
        <MultiSelect
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
      </Labelled>
    </div>
  );
};
