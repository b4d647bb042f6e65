import {
  dropUnknown,
  type Market,
  maxVolume24hOf,
  quotesOf,
  rangeBoundsFor,
  type SourceName,
  type Timeframe,
  timeframeLabel,
  timeframesOf,
} from '@tradescope/domain';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketSource } from '../../lib/endpoints/market-sources';
import type { MatchesPageKind } from '../../lib/endpoints/matches';
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

const Labelled = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="min-w-0">
    <span className="mb-1.5 block font-medium text-ink-muted text-xs">{label}</span>
    {children}
  </div>
);

const maxVolumeOf = (source: SourceName | null, quotes: readonly string[]): number | undefined => {
  if (source === null) return undefined;
  const caps = quotes.map((quote) => maxVolume24hOf(source, quote)).filter((cap) => cap !== undefined);
  return caps.length === 0 ? undefined : Math.max(...caps);
};

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
  const quotes = quoteSource === undefined ? [] : quotesOf(quoteSource, market);
  const quoteItems = quotes.map((quote) => ({ value: quote, label: quote.toUpperCase() }));
  const timeframeItems = (quoteSource === undefined ? [] : timeframesOf(quoteSource)).map((timeframe) => ({
    value: String(timeframe),
    label: timeframeLabel(timeframe),
  }));
  const sourceItems = sources.map((source) => ({
    value: source.name,
    label: source.hasData ? source.title : `${source.title} · ${t('filters.no-data')}`,
    lock: source.locked,
    disabled: !source.hasData,
  }));
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
