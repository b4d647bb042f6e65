import {
  type Market,
  maxVolume24hOf,
  quotesOf,
  type RangeEnds,
  type RangeFilterField,
  rangeBoundsFor,
  type SourceName,
  type Timeframe,
  timeframeLabel,
} from '@tradescope/domain';
import type { ReactNode } from 'react';
import type { MarketSource } from '../lib/endpoints/market-sources';
import { RangeFilter } from './range-filter';
import { MultiSelect, type MultiSelectProps, Select, type SelectItem, type SelectProps } from './select';
import { LimitedSelect, type LimitedSelectProps } from './select/limited-select';

// The filter bars and sheets of the assets, matches, radar and pumps screens are built from these shells.

/** A filter with its small label above it, as the filter bars and sheets lay them out. */
export const Labelled = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="min-w-0">
    <span className="mb-1.5 block font-medium text-ink-muted text-xs">{label}</span>
    {children}
  </div>
);

/** A labelled single select (the source). */
export const SelectField = (props: SelectProps) => (
  <Labelled label={props.label}>
    <Select {...props} />
  </Labelled>
);

/** A labelled single select over a long list (sources 50, bases 160, spec §9). */
export const LimitedSelectField = (props: LimitedSelectProps) => (
  <Labelled label={props.label}>
    <LimitedSelect {...props} />
  </Labelled>
);

/** A labelled multi-select (quotes, timeframes). */
export const MultiSelectField = (props: MultiSelectProps) => (
  <Labelled label={props.label}>
    <MultiSelect {...props} />
  </Labelled>
);

/** The asset-pack multi-select; a skeleton holds its place until the user's packs have arrived. */
export const PackField = ({
  items,
  ...props
}: Omit<MultiSelectProps, 'items'> & { readonly items: readonly SelectItem[] | undefined }) => (
  <Labelled label={props.label}>
    {items === undefined ? (
      <div className="skeleton h-9 rounded-lg" />
    ) : (
      <MultiSelect items={items} {...props} />
    )}
  </Labelled>
);

export interface RangeFieldsProps<F extends RangeFilterField> {
  readonly fields: readonly F[];
  readonly ranges: Readonly<Record<F, RangeEnds>>;
  readonly labelOf: (field: F) => string;
  /** The volume range's top comes from the chosen quotes of the source (maxVolumeOf). */
  readonly source: SourceName | null;
  readonly quotes: readonly string[];
  /** Ranges outside the user's plan: shown locked, a press asks for the upgrade. */
  readonly locked: ReadonlySet<F>;
  readonly onLocked: () => void;
  readonly onChange: (ranges: Record<F, RangeEnds>) => void;
}

/** One range filter per field, with the bounds of spec §5. */
export const RangeFields = <F extends RangeFilterField>({
  fields,
  ranges,
  labelOf,
  source,
  quotes,
  locked,
  onLocked,
  onChange,
}: RangeFieldsProps<F>) =>
  fields.map((field) => (
    <RangeFilter
      key={field}
      label={labelOf(field)}
      value={ranges[field]}
      bounds={rangeBoundsFor(field, field === 'volume' ? maxVolumeOf(source, quotes) : undefined)}
      onChange={({ from, to }) => onChange({ ...ranges, [field]: { from, to } })}
      locked={locked.has(field)}
      onLockedClick={onLocked}
    />
  ));

/** The source a select's value names, unless it is unknown or the one already chosen. */
export const pickedSource = (
  sources: readonly MarketSource[],
  value: string,
  current: SourceName | null,
): SourceName | undefined => {
  const source = sources.find((each) => each.name === value)?.name;
  return source === current ? undefined : source;
};

/**
 * The source select's options: a source without data is disabled, and named so when `noDataLabel` is given;
 * `withLocks` marks the sources outside the user's plan.
 */
export const sourceItemsOf = (
  sources: readonly MarketSource[],
  { noDataLabel, withLocks = false }: { noDataLabel?: string; withLocks?: boolean } = {},
): SelectItem[] =>
  sources.map((source) => ({
    value: source.name,
    label: source.hasData || noDataLabel === undefined ? source.title : `${source.title} · ${noDataLabel}`,
    disabled: !source.hasData,
    ...(withLocks ? { lock: source.locked } : {}),
  }));

/** The quote select's options: the source's quotes on the market, upper-cased. */
export const quoteItemsOf = (source: SourceName, market: Market): SelectItem[] =>
  quotesOf(source, market).map((quote) => ({ value: quote, label: quote.toUpperCase() }));

/** A timeframe select's options (60 -> 1h); `locked` marks the ones outside the user's plan. */
export const timeframeItemsOf = (
  timeframes: readonly Timeframe[],
  locked?: ReadonlySet<number>,
): SelectItem[] =>
  timeframes.map((timeframe) => ({
    value: String(timeframe),
    label: timeframeLabel(timeframe),
    ...(locked === undefined ? {} : { lock: locked.has(timeframe) }),
  }));

/** The volume range's top: the biggest 24 h volume cap of the chosen quotes on the source, if any. */
export const maxVolumeOf = (source: SourceName | null, quotes: readonly string[]): number | undefined => {
  if (source === null) return undefined;
  const caps = quotes.map((quote) => maxVolume24hOf(source, quote)).filter((cap) => cap !== undefined);
  return caps.length === 0 ? undefined : Math.max(...caps);
};
