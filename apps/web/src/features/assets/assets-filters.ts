import {
  ALL_ASSETS_PACK,
  defaultMarketSettings,
  isSourceOf,
  type Market,
  type MarketSettings,
  type RangeEnds,
  type SourceName,
} from '@tradescope/domain';
import {
  isOpenRange,
  OPEN_RANGE,
  readFilters,
  readList,
  readPage,
  readRanges,
  readSymbols,
  writeList,
  writePage,
  writeRanges,
} from '../../lib/url-state';
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

const SORT_FIELDS = new Set(['pair', 'status', 'price', 'marketcap', 'volume', 'change24h']);
const MAX_PACKS = 100;

const withoutAll = (packs: readonly string[]): string[] => packs.filter((pack) => pack !== ALL_ASSETS_PACK);

/** The Assets section of the user's settings as filters; a source of another market falls back to the default. */
export const filtersFromSettings = (market: Market, settings: AssetsSettings | undefined): AssetsFilters => {
  const saved = settings ?? defaultMarketSettings(market).Assets;
  const fallback = defaultMarketSettings(market).Assets;
  const range = (field: RangeField): RangeEnds =>
    saved[field].isWhole ? OPEN_RANGE : { from: saved[field].from, to: saved[field].to };
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
  const range = (field: RangeField) => ({
    ...filters.ranges[field],
    isWhole: isOpenRange(filters.ranges[field]),
  });
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

const sortParam = (value: string | null): SortState => {
  const [field, direction] = (value ?? '').split(':');
  return field && SORT_FIELDS.has(field) && (direction === 'asc' || direction === 'desc')
    ? { field, direction }
    : null;
};

const FILTER_KEYS = ['source', 'quote', 'pack', ...RANGE_FIELDS] as const;

/** The page's state from its address; the filters follow the address once it names any (readFilters). */
export const readAssetsView = (
  params: URLSearchParams,
  market: Market,
  saved: AssetsFilters,
): AssetsView => ({
  sort: sortParam(params.get('sort')),
  page: readPage(params.get('page')),
  filters: readFilters(params, FILTER_KEYS, saved, () => {
    const source = params.get('source');
    return {
      source: isSourceOf(market, source) ? source : saved.source,
      quotes: readSymbols(params.get('quote')),
      packs: withoutAll(readList(params.get('pack'))).slice(0, MAX_PACKS),
      ranges: readRanges(params, RANGE_FIELDS),
    };
  }),
});

/** The address of a view: every filter that narrows the list, the sort unless default, the page unless 1. */
export const writeAssetsView = ({ filters, sort, page }: AssetsView): URLSearchParams => {
  const params = new URLSearchParams({ source: filters.source });
  writeList(params, 'quote', filters.quotes);
  writeList(params, 'pack', filters.packs);
  writeRanges(params, RANGE_FIELDS, filters.ranges);
  if (sort) params.set('sort', `${sort.field}:${sort.direction}`);
  writePage(params, page);
  return params;
};
