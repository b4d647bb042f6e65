import {
  ALL_ASSETS_PACK,
  DEFAULTS,
  defaultMarketSettings,
  isSourceOf,
  type Market,
  type MarketSettings,
  type MatchSort,
  type MatchState,
  parseTimeframe,
  type RangeEnds,
  type SourceName,
  type Timeframe,
} from '@tradescope/domain';
import type { MatchesPageKind } from '../../lib/endpoints/matches';

export const MATCH_RANGE_FIELDS = ['price', 'change', 'volume'] as const;
export type MatchRangeField = (typeof MATCH_RANGE_FIELDS)[number];

/** The matches pages' filters (spec §2): one source, a strategy pack, asset packs, quotes, timeframes, ranges. */
export interface MatchesPageFilters {
  /** null: no source chosen, every source is listed (and nothing is saved, spec §4). */
  readonly source: SourceName | null;
  /** The chosen strategy pack by name (periscope, dynamic); null takes the page's fallback pack. */
  readonly strategyPack: string | null;
  /** Asset-pack names; empty: every asset. */
  readonly packs: readonly string[];
  /** Empty: every quote. */
  readonly quotes: readonly string[];
  /** Dynamic only; empty: every timeframe. */
  readonly timeframes: readonly Timeframe[];
  /** Lifecycle states to list (issue 15); empty: every state. Kept in the address only, never saved. */
  readonly states: readonly MatchState[];
  readonly ranges: Readonly<Record<MatchRangeField, RangeEnds>>;
}

export type MatchesLayoutView = 'table' | 'grid';

export interface MatchesView {
  readonly filters: MatchesPageFilters;
  readonly sort: MatchSort;
  /** Spec §2: mirrored in the query parameter `search`. */
  readonly search: string;
  /** Spec §2: the query parameter `page`, omitted on page 1. */
  readonly page: number;
  readonly view: MatchesLayoutView;
}

type PeriscopeSettings = MarketSettings['Periscope'];
type DynamicSettings = MarketSettings['DynamicPro'];

const OPEN: RangeEnds = { from: null, to: null };

const isOpen = (range: RangeEnds): boolean => range.from === null && range.to === null;
const withoutAll = (packs: readonly string[]): string[] => packs.filter((pack) => pack !== ALL_ASSETS_PACK);
const rangeOf = (saved: { from: number | null; to: number | null; isWhole: boolean }): RangeEnds =>
  saved.isWhole ? OPEN : { from: saved.from, to: saved.to };

const openRanges = (): Record<MatchRangeField, RangeEnds> => ({ price: OPEN, change: OPEN, volume: OPEN });

/**
 * The page's saved filters: Periscope or DynamicPro of the market's settings. The alerts page keeps its
 * filters only in the address, so it starts on every source and quote.
 */
export const filtersFromSettings = (
  market: Market,
  kind: MatchesPageKind,
  settings: MarketSettings | undefined,
): MatchesPageFilters => {
  const fallback = defaultMarketSettings(market);
  if (kind === 'alerts') {
    return {
      source: null,
      strategyPack: null,
      packs: [],
      quotes: [],
      timeframes: [],
      states: [],
      ranges: openRanges(),
    };
  }
  const saved: PeriscopeSettings | DynamicSettings =
    kind === 'periscope'
      ? (settings?.Periscope ?? fallback.Periscope)
      : (settings?.DynamicPro ?? fallback.DynamicPro);
  const assetPack = saved.assetPack;
  return {
    source: isSourceOf(market, saved.source) ? saved.source : fallback.Periscope.source,
    strategyPack: saved.strategyPack ?? null,
    packs: typeof assetPack === 'string' ? [] : withoutAll(assetPack),
    quotes: [...saved.quote],
    timeframes: 'timeframes' in saved ? [...saved.timeframes] : [],
    states: [],
    ranges: { price: rangeOf(saved.price), change: rangeOf(saved.change), volume: rangeOf(saved.volume) },
  };
};

/** Spec §4: the filters are saved only once a source is chosen. */
export const isSavable = (
  filters: MatchesPageFilters,
): filters is MatchesPageFilters & { source: SourceName } => filters.source !== null;

const rangeSetting = (range: RangeEnds) => ({ ...range, isWhole: isOpen(range) });

/** Filters back into the page's settings section, keeping what the page does not edit (pivot types, preview). */
export const periscopeSettingsOf = (
  filters: MatchesPageFilters & { source: SourceName },
  previous: PeriscopeSettings,
): PeriscopeSettings => ({
  ...previous,
  source: filters.source,
  quote: [...filters.quotes],
  price: rangeSetting(filters.ranges.price),
  change: rangeSetting(filters.ranges.change),
  volume: rangeSetting(filters.ranges.volume),
  strategyPack: filters.strategyPack ?? previous.strategyPack ?? DEFAULTS.strategyPack,
  assetPack: filters.packs.length === 0 ? [ALL_ASSETS_PACK] : [...filters.packs],
});

export const dynamicSettingsOf = (
  filters: MatchesPageFilters & { source: SourceName },
  previous: DynamicSettings,
): DynamicSettings => ({
  ...previous,
  source: filters.source,
  quote: [...filters.quotes],
  price: rangeSetting(filters.ranges.price),
  change: rangeSetting(filters.ranges.change),
  volume: rangeSetting(filters.ranges.volume),
  strategyPack: filters.strategyPack ?? previous.strategyPack,
  assetPack: filters.packs.length === 0 ? ALL_ASSETS_PACK : [...filters.packs],
  // Spec §4: the address carries timeframes as text; the settings document holds numbers.
  timeframes: filters.timeframes.flatMap((timeframe) => parseTimeframe(timeframe) ?? []),
});
