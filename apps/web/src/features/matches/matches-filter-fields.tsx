import {
  dropUnknown,
  type Market,
  quotesOf,
  rangeBoundsFor,
  type Timeframe,
  timeframeLabel,
  timeframesOf,
} from '@tradescope/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { MarketSource } from '../../lib/endpoints/market-sources';
import type { MatchesPageKind } from '../../lib/endpoints/matches';
import { Labelled, maxVolumeOf, quoteItemsOf, sourceItemsOf } from '../../ui/filter-fields';
import { RangeFilter } from '../../ui/range-filter';
import { MultiSelect, Select, type SelectItem } from '../../ui/select';
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

/** Spec §2 filters: source (single), asset pack and pair (multi), timeframe (dynamic), price, change, volume ranges. */
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
  const timeframeItems = (quoteSource === undefined ? [] : timeframesOf(quoteSource)).map((timeframe) => ({
    value: String(timeframe),
    label: timeframeLabel(timeframe),
  }));
  const sourceItems = sourceItemsOf(sources, { noDataLabel: t('filters.no-data'), withLocks: true });
  const packLabel = t(market === 'crypto' ? 'filters.coin-pack' : 'filters.asset-pack');

  const pickSource = (value: string) => {
    const source = sources.find((each) => each.name === value)?.name;
    if (source === undefined || source === filters.source) return;
    const kept = dropUnknown(filters.quotes, quotesOf(source, market));
    const timeframes = dropUnknown(filters.timeframes, timeframesOf(source));
    onChange({ ...filters, source, quotes: kept, timeframes });
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
          placeholder={t('filters.all-sources')}
        />
      </Labelled>
      {kind !== 'alerts' && (
        <Labelled label={packLabel}>
          {packItems === undefined ? (
            <div className="skeleton h-9 rounded-lg" />
          ) : (
            <MultiSelect
              label={packLabel}
              items={packItems}
              values={filters.packs}
              onChange={(packs) => onChange({ ...filters, packs })}
              onLockedPick={onLocked}
              placeholder={t('filters.all-assets')}
            />
          )}
        </Labelled>
      )}
      <Labelled label={t('filters.quote')}>
        <MultiSelect
          label={t('filters.quote')}
          items={quoteItems}
          values={filters.quotes}
          onChange={(next) => onChange({ ...filters, quotes: next })}
          placeholder={t('filters.all-quotes')}
        />
      </Labelled>
      {kind === 'dynamic' && (
        <Labelled label={t('filters.timeframe')}>
          <MultiSelect
            label={t('filters.timeframe')}
            items={timeframeItems}
            values={filters.timeframes.map(String)}
            onChange={(next) => onChange({ ...filters, timeframes: next.map(Number) as Timeframe[] })}
            placeholder={t('filters.all-timeframes')}
          />
        </Labelled>
      )}
      {MATCH_RANGE_FIELDS.map((field) => (
        <RangeFilter
          key={field}
          label={t(`filters.${field}`)}
          value={filters.ranges[field]}
          bounds={rangeBoundsFor(
            field,
            field === 'volume' ? maxVolumeOf(filters.source, filters.quotes) : undefined,
          )}
          onChange={({ from, to }) =>
            onChange({ ...filters, ranges: { ...filters.ranges, [field]: { from, to } } })
          }
          locked={lockedRanges.has(field)}
          onLockedClick={onLocked}
        />
      ))}
    </div>
  );
};
