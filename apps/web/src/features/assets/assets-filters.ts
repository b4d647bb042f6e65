import {
  ALL_ASSETS_PACK,
  defaultMarketSettings,
  isSourceOf,
  type Market,
  type MarketSettings,
  type RangeEnds,
  type SourceName,
} from '@tradescope/domain';
import type { SortState } from '../../ui/table';

export const RANGE_FIELDS = ['price', 'change', 'volume', 'marketcap'] as const;
export type RangeField = (typeof RANGE_FIELDS)[number];

/** The assets page's filters (spec §2): one source, many quotes, asset packs and four ranges. */
export interface AssetsFilters {
  readonly source: SourceName;
  /** Empty: every quote. */
  readonly quotes: readonly string[];
  /** Asset-pack names; empty or ["all"]: every asset. */
  readonly packs: readonly string[];
  readonly ranges: Readonly<Record<RangeField, RangeEnds>>;
}

export interface AssetsView {
  readonly filters: AssetsFilters;
  /** null: the table's default order (marketcap, high to low). */
  readonly sort: SortState;
  readonly page: number;
}

type AssetsSettings = MarketSettings['Assets'];

const OPEN: RangeEnds = { from: null, to: null };
const SORT_FIELDS = new Set(['pair', 'status', 'price', 'marketcap', 'volume', 'change24h']);
const SYMBOL = /^[a-z0-9]{1,32}$/;
const MAX_PACKS = 100;

const isOpen = (range: RangeEnds): boolean => range.from === null && range.to === null;

const withoutAll = (packs: readonly string[]): string[] => packs.filter((pack) => pack !== ALL_ASSETS_PACK);

/** The Assets section of the user's settings as filters; a source of another market falls back to the default. */
export const filtersFromSettings = (market: Market, settings: AssetsSettings | undefined): AssetsFilters => {
  const saved = settings ?? defaultMarketSettings(market).Assets;
  const fallback = defaultMarketSettings(market).Assets;
  const range = (field: RangeField): RangeEnds =>
    saved[field].isWhole ? OPEN : { from: saved[field].from, to: saved[field].to };
  return {
    source: isSourceOf(market, saved.source) ? saved.source : fallback.source,
    quotes: typeof saved.quote === 'string' ? [saved.quote] : [...saved.quote],
    packs: withoutAll(saved.assetPacks),
    ranges: {
      price: range('price'),
      change: range('change'),
      volume: range('volume'),
      marketcap: range('marketcap'),
    },
  };
};

/** Filters back into the settings document's shape; "every pack" is stored as the reserved pack "all". */
export const filtersToSettings = (filters: AssetsFilters): AssetsSettings => {
  const range = (field: RangeField) => ({ ...filters.ranges[field], isWhole: isOpen(filters.ranges[field]) });
  return {
    source: filters.source,
    quote: [...filters.quotes],
    assetPacks: filters.packs.length === 0 ? [ALL_ASSETS_PACK] : [...filters.packs],
    price: range('price'),
    change: range('change'),
    volume: range('volume'),
    marketcap: range('marketcap'),
  };
};

/** Spec §4: saved only when a source is chosen and the quote and asset-pack lists are not empty. */
export const isSavable = (settings: AssetsSettings): boolean =>
  settings.source !== undefined &&
  (typeof settings.quote === 'string' ? settings.quote !== '' : settings.quote.length > 0) &&
  settings.assetPacks.length > 0;

const listParam = (value: string | null): string[] =>
  value === null || value === '' ? [] : [...new Set(value.split(','))];

/** "10~200", "~5" or "-3~": either end may be open; anything unreadable is open. */
const rangeParam = (value: string | null): RangeEnds => {
  if (value === null) return OPEN;
  const [from = '', to = ''] = value.split('~');
  const end = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));
  const range = { from: end(from), to: end(to) };
  return range.from !== null && range.to !== null && range.from > range.to
    ? { from: range.to, to: range.from }
    : range;
};

const rangeText = (range: RangeEnds): string => `${range.from ?? ''}~${range.to ?? ''}`;

const sortParam = (value: string | null): SortState => {
  const [field, direction] = (value ?? '').split(':');
  return field && SORT_FIELDS.has(field) && (direction === 'asc' || direction === 'desc')
    ? { field, direction }
    : null;
};

const FILTER_KEYS = ['source', 'quote', 'pack', ...RANGE_FIELDS] as const;

/**
 * The page's state from its address (CONVENTIONS: the URL holds filters). Once any filter is in the URL the
 * URL says everything: a missing quote or pack means all, a missing range is open. A bare address takes the
 * filters saved in the user's settings.
 */
export const readAssetsView = (params: URLSearchParams, market: Market, saved: AssetsFilters): AssetsView => {
  const page = Number(params.get('page'));
  const view = { sort: sortParam(params.get('sort')), page: Number.isInteger(page) && page > 1 ? page : 1 };
  if (!FILTER_KEYS.some((key) => params.has(key))) return { ...view, filters: saved };
  const source = params.get('source');
  return {
    ...view,
    filters: {
      source: isSourceOf(market, source) ? source : saved.source,
      quotes: listParam(params.get('quote')?.toLowerCase() ?? null).filter((quote) => SYMBOL.test(quote)),
      packs: withoutAll(listParam(params.get('pack'))).slice(0, MAX_PACKS),
      ranges: {
        price: rangeParam(params.get('price')),
        change: rangeParam(params.get('change')),
        volume: rangeParam(params.get('volume')),
        marketcap: rangeParam(params.get('marketcap')),
      },
    },
  };
};

/** The address of a view: every filter that narrows the list, the sort unless default, the page unless 1. */
export const writeAssetsView = ({ filters, sort, page }: AssetsView): URLSearchParams => {
  const params = new URLSearchParams({ source: filters.source });
  if (filters.quotes.length > 0) params.set('quote', filters.quotes.join(','));
  if (filters.packs.length > 0) params.set('pack', filters.packs.join(','));
  for (const field of RANGE_FIELDS) {
    if (!isOpen(filters.ranges[field])) params.set(field, rangeText(filters.ranges[field]));
  }
  if (sort) params.set('sort', `${sort.field}:${sort.direction}`);
  if (page > 1) params.set('page', String(page));
  return params;
};
