import { dropUnknown, type Market, quotesOf } from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { MarketSource } from '../../lib/endpoints/market-sources';
import {
  MultiSelectField,
  PackField,
  pickedSource,
  quoteItemsOf,
  RangeFields,
  SelectField,
  sourceItemsOf,
} from '../../ui/filter-fields';
import type { SelectItem } from '../../ui/select';
import { columnsOf } from './asset-columns';
import { type AssetsFilters, RANGE_FIELDS, type RangeField } from './assets-filters';

export interface FilterFieldsProps {
  readonly market: Market;
  readonly filters: AssetsFilters;
  readonly onChange: (filters: AssetsFilters) => void;
  readonly sources: readonly MarketSource[];
  /** Undefined until the user's settings (and so their packs) have arrived. */
  readonly packItems: readonly SelectItem[] | undefined;
  readonly lockedRanges: ReadonlySet<RangeField>;
  readonly onLocked: () => void;
  readonly className?: string;
}

/** Spec §2 filters: coin pack, source (single), quote (multi) and the price, change, volume, marketcap ranges. */
export const AssetsFilterFields = ({
  market,
  filters,
  onChange,
  sources,
  packItems,
  lockedRanges,
  onLocked,
  className,
}: FilterFieldsProps) => {
  const { t } = useTranslation();
  const quoteItems = quoteItemsOf(filters.source, market);
  const sourceItems = sourceItemsOf(sources, { noDataLabel: t('assets.no-data') });
  const packLabel = t(market === 'crypto' ? 'assets.coin-pack' : 'assets.asset-pack');
  // A range on a column the market does not show (forex volume, commodity marketcap) would filter on nothing.
  const fields = RANGE_FIELDS.filter(
    (field) => field === 'price' || field === 'change' || columnsOf(market).includes(field),
  );

  const pickSource = (value: string) => {
    const source = pickedSource(sources, value, filters.source);
    if (source === undefined) return;
    const quotes = dropUnknown(filters.quotes, quotesOf(source, market));
    onChange({
      ...filters,
      source,
      quotes: quotes.length > 0 ? quotes : quotesOf(source, market).slice(0, 1),
    });
  };

  return (
    <div className={clsx('grid gap-3', className)}>
      <SelectField
        label={t('assets.source')}
        items={sourceItems}
        value={filters.source}
        onChange={pickSource}
      />
      <MultiSelectField
        label={t('assets.quote')}
        items={quoteItems}
        values={filters.quotes}
        onChange={(quotes) => onChange({ ...filters, quotes })}
        placeholder={t('assets.all-quotes')}
      />
      <PackField
        label={packLabel}
        items={packItems}
        values={filters.packs}
        onChange={(packs) => onChange({ ...filters, packs })}
        onLockedPick={onLocked}
        placeholder={t('assets.all-assets')}
      />
      <RangeFields
        fields={fields}
        ranges={filters.ranges}
        labelOf={(field) => t(`assets.range-${field}`)}
        source={filters.source}
        quotes={filters.quotes}
        locked={lockedRanges}
        onLocked={onLocked}
        onChange={(ranges) => onChange({ ...filters, ranges })}
      />
    </div>
  );
};
