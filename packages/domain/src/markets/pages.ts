import type { Market } from './market';

/** Pages every market has (spec §2); the chart uses a full-screen layout. */
export const MARKET_PAGES = ['assets', 'periscope', 'dynamic', 'alerts', 'radar', 'chart'] as const;
/** Crypto alone has jumps, pumps and the risk-quant calculator (spec §1). */
export const CRYPTO_ONLY_PAGES = ['pumps', 'jumps', 'risk-quant'] as const;
export type MarketPage = (typeof MARKET_PAGES)[number] | (typeof CRYPTO_ONLY_PAGES)[number];

export const pagesOf = (market: Market): readonly MarketPage[] =>
  market === 'crypto' ? [...MARKET_PAGES, ...CRYPTO_ONLY_PAGES] : MARKET_PAGES;

/** Matches pages and the page type their requests and pack drawers use (spec §2). */
export const MATCHES_PAGE_TYPES = { periscope: 'simple', dynamic: 'advance', alerts: 'alert' } as const;
export type MatchesPageType = (typeof MATCHES_PAGE_TYPES)[keyof typeof MATCHES_PAGE_TYPES];

/** Settings hub tiles in order; the hub itself redirects to the periscope list. */
export const SETTINGS_SECTIONS = ['periscope', 'dynamic', 'assets', 'alerts'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];
/** Sections whose detail route is `pack`; the asset-pack detail route is `asset`. */
export const PACK_SECTIONS = ['periscope', 'dynamic', 'alerts'] as const;

/** packName "_" in a detail route opens the editor on a new pack. */
export const NEW_PACK_NAME = '_';

export const PROFILE_TABS = [
  'user',
  'freeze-account',
  'gifts',
  'purchase-history',
  'activity-sessions',
  'upload-video',
  'installment',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** What a pack's items are called per market; validation keys read market.empty-{item}-list (spec §3, §5). */
export const MARKET_ITEM_KINDS = {
  crypto: 'coin',
  currencies: 'currency',
  commodities: 'commodity',
  indices: 'indice',
  stock: 'stock',
} as const satisfies Record<Market, string>;
export const PACK_KINDS = ['strategy', 'coin', 'currency', 'commodity', 'indice', 'stock'] as const;
export type PackKind = (typeof PACK_KINDS)[number];

/** Mobile bottom-nav order: assets, periscope, then dynamic (pumps on crypto); settings is hidden. */
export const mobileNavOf = (market: Market): readonly MarketPage[] =>
  market === 'crypto' ? ['assets', 'periscope', 'pumps'] : ['assets', 'periscope', 'dynamic'];
