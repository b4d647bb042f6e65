import {
  dropUnknown,
  type Market,
  type MatchState,
  quotesOf,
  type Timeframe,
  timeframesOf,
} from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { MarketSource } from '../../lib/endpoints/market-sources';
import type { MatchesPageKind } from '../../lib/endpoints/matches';
import {
  MultiSelectField,
  PackField,
  pickedSource,
  quoteItemsOf,
  RangeFields,
  SelectField,
  sourceItemsOf,
  timeframeItemsOf,
} from '../../ui/filter-fields';
import type { SelectItem } from '../../ui/select';
import { useStateItems } from './match-state';
import { MATCH_RANGE_FIELDS, type MatchesPageFilters, type MatchRangeField } from './matches-filters';

export interface FilterFieldsProps {
  readonly market: Market;
  readonly kind: MatchesPageKind;
  readonly filters: MatchesPageFilters;
  readonly onChange: (filters: MatchesPageFilters) => void;
  readonly sources: readonly MarketSource[];
  /** Undefined until the user's settings (and so their packs) have arrived. */
  readonly packItems: readonly SelectItem[] | undefined;
  readonly lockedRanges: ReadonlySet<MatchRangeField>;
  readonly onLocked: () => void;
  readonly className?: string;
}

/**
 * Spec §2 filters: source (single), asset pack and pair (multi), timeframe (dynamic), lifecycle state (multi, issue
 * 15), price, change, volume ranges.
 */
export const MatchesFilterFields = ({
  market,
  kind,
  filters,
  onChange,
  sources,
  packItems,
  lockedRanges,
  onLocked,
  className,
}: FilterFieldsProps) => {
  const { t } = useTranslation('matches');
  const quoteSource = filters.source ?? sources[0]?.name;
  const quoteItems = quoteSource === undefined ? [] : quoteItemsOf(quoteSource, market);
  const timeframeItems = timeframeItemsOf(quoteSource === undefined ? [] : timeframesOf(quoteSource));
  const sourceItems = sourceItemsOf(sources, { noDataLabel: t('filters.no-data'), withLocks: true });
  const packLabel = t(market === 'crypto' ? 'filters.coin-pack' : 'filters.asset-pack');
  const stateItems = useStateItems();

  const pickSource = (value: string) => {
    const source = pickedSource(sources, value, filters.source);
    if (source === undefined) return;
    const kept = dropUnknown(filters.quotes, quotesOf(source, market));
    const timeframes = dropUnknown(filters.timeframes, timeframesOf(source));
    onChange({ ...filters, source, quotes: kept, timeframes });
  };

  return (
    <div className={clsx('grid gap-3', className)}>
      <SelectField
        label={t('filters.source')}
        items={sourceItems}
        value={filters.source}
        onChange={pickSource}
        onLockedPick={onLocked}
        placeholder={t('filters.all-sources')}
      />
      {kind !== 'alerts' && (
        <PackField
          label={packLabel}
          items={packItems}
          values={filters.packs}
          onChange={(packs) => onChange({ ...filters, packs })}
          onLockedPick={onLocked}
          placeholder={t('filters.all-assets')}
        />
      )}
      <MultiSelectField
        label={t('filters.quote')}
        items={quoteItems}
        values={filters.quotes}
        onChange={(next) => onChange({ ...filters, quotes: next })}
        placeholder={t('filters.all-quotes')}
      />
      {kind === 'dynamic' && (
        <MultiSelectField
          label={t('filters.timeframe')}
          items={timeframeItems}
          values={filters.timeframes.map(String)}
          onChange={(next) => onChange({ ...filters, timeframes: next.map(Number) as Timeframe[] })}
          placeholder={t('filters.all-timeframes')}
        />
      )}
      <MultiSelectField
        label={t('filters.state')}
        items={stateItems}
        values={filters.states}
        onChange={(next) => onChange({ ...filters, states: next as MatchState[] })}
        placeholder={t('filters.all-states')}
      />
      <RangeFields
        fields={MATCH_RANGE_FIELDS}
        ranges={filters.ranges}
        labelOf={(field) => t(`filters.${field}`)}
        source={filters.source}
        quotes={filters.quotes}
        locked={lockedRanges}
        onLocked={onLocked}
        onChange={(ranges) => onChange({ ...filters, ranges })}
      />
    </div>
  );
};
