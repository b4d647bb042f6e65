import type { Market } from '@tradescope/domain';

export const ASSET_COLUMNS = [
  'pair',
  'status',
  'price',
  'marketcap',
  'volume',
  'change24h',
  'radar',
  'source',
  'chart',
] as const;
export type AssetColumn = (typeof ASSET_COLUMNS)[number];

/**
 * Spec §2 lists the crypto table; the global markets show what applies: stocks have a marketcap, forex has
 * neither marketcap nor volume, and only crypto spans several exchanges worth a source column.
 */
const HIDDEN: Record<Market, readonly AssetColumn[]> = {
  crypto: [],
  stock: ['source'],
  commodities: ['marketcap', 'source'],
  indices: ['marketcap', 'source'],
  currencies: ['marketcap', 'volume', 'source'],
};

export const columnsOf = (market: Market): AssetColumn[] =>
  ASSET_COLUMNS.filter((column) => !HIDDEN[market].includes(column));

export const SORTABLE: ReadonlySet<AssetColumn> = new Set([
  'status',
  'price',
  'marketcap',
  'volume',
  'change24h',
]);
