import { ALL_ASSETS_PACK, type RangeEnds } from '@tradescope/domain';
import type { Asset } from '../../lib/endpoints/market-assets';
import type { SortState } from '../../ui/table';
import type { AssetsFilters, RangeField } from './assets-filters';

/** Spec §2: the assets table opens sorted by marketcap, high to low. */
export const DEFAULT_SORT = { field: 'marketcap', direction: 'desc' } as const satisfies SortState;

/** Asset pack name -> the bases it holds (User and Ata asset packs of the market's settings). */
export type PackBases = ReadonlyMap<string, readonly string[]>;

const VALUE_OF: Record<RangeField, (asset: Asset) => number | null> = {
  price: (asset) => asset.price,
  change: (asset) => asset.change24h,
  volume: (asset) => asset.volume24h,
  marketcap: (asset) => asset.marketcap,
};

const inRange = (value: number | null, range: RangeEnds): boolean => {
  if (range.from === null && range.to === null) return true;
  if (value === null) return false;
  return (range.from === null || value >= range.from) && (range.to === null || value <= range.to);
};

/** Bases of the chosen packs; null when no pack narrows the list. */
const basesOf = (packs: readonly string[], packBases: PackBases): ReadonlySet<string> | null => {
  const chosen = packs.filter((pack) => pack !== ALL_ASSETS_PACK);
  if (chosen.length === 0) return null;
  return new Set(chosen.flatMap((pack) => packBases.get(pack) ?? []));
};

/**
 * The rows the filters let through. `lockedRanges` are advanced filters the user's plan does not open
 * (spec §2): they are shown locked and not applied.
 */
export const filterAssets = (
  assets: readonly Asset[],
  filters: AssetsFilters,
  packBases: PackBases,
  lockedRanges: ReadonlySet<RangeField> = new Set(),
): Asset[] => {
  const quotes = new Set(filters.quotes);
  const bases = basesOf(filters.packs, packBases);
  const ranges = (Object.entries(filters.ranges) as [RangeField, RangeEnds][]).filter(
    ([field]) => !lockedRanges.has(field),
  );
  return assets.filter(
    (asset) =>
      asset.source === filters.source &&
      (quotes.size === 0 || quotes.has(asset.quote)) &&
      (bases === null || bases.has(asset.base)) &&
      ranges.every(([field, range]) => inRange(VALUE_OF[field](asset), range)),
  );
};

const statusOf = (asset: Asset): number | null =>
  asset.locked ? null : asset.matchesCount.buy + asset.matchesCount.sell + asset.matchesCount.neutral;

const SORT_VALUE: Record<string, (asset: Asset) => number | string | null> = {
  pair: (asset) => asset.pair,
  status: statusOf,
  price: (asset) => asset.price,
  marketcap: (asset) => asset.marketcap,
  volume: (asset) => asset.volume24h,
  change24h: (asset) => asset.change24h,
};

/** Sorted copy; assets without the value (no marketcap on forex, a locked status) go last either way. */
export const sortAssets = (assets: readonly Asset[], sort: SortState): Asset[] => {
  const { field, direction } = sort ?? DEFAULT_SORT;
  const read = SORT_VALUE[field] ?? SORT_VALUE.marketcap!;
  const sign = direction === 'asc' ? 1 : -1;
  return assets
    .map((asset, index) => ({ asset, index, value: read(asset) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      }
      const order =
        typeof a.value === 'string' || typeof b.value === 'string'
          ? String(a.value).localeCompare(String(b.value))
          : a.value - b.value;
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ asset }) => asset);
};

export const pageOf = <T>(rows: readonly T[], page: number, size: number): T[] =>
  rows.slice((page - 1) * size, page * size);

export const pageCountOf = (count: number, size: number): number => Math.max(1, Math.ceil(count / size));
