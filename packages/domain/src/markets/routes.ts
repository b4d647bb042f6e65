import { MARKETS, type Market } from './market';
import {
  type CRYPTO_ONLY_PAGES,
  type MARKET_PAGES,
  PACK_SECTIONS,
  PROFILE_TABS,
  type ProfileTab,
  pagesOf,
} from './pages';

type PackSection = (typeof PACK_SECTIONS)[number];
type CommonPage = (typeof MARKET_PAGES)[number];
type CryptoPage = (typeof CRYPTO_ONLY_PAGES)[number];

/** Route names of spec §2; the web router is built from ROUTES. */
export type RouteName =
  | 'home'
  | 'market'
  | `market.${Market}`
  | `market.${Market}.${CommonPage}`
  | `market.crypto.${CryptoPage}`
  | `market.${Market}.settings`
  | `market.${Market}.settings.${PackSection}`
  | `market.${Market}.settings.${PackSection}.${'list' | 'pack'}`
  | `market.${Market}.settings.assets`
  | `market.${Market}.settings.assets.${'list' | 'asset'}`
  | 'profile'
  | `profile.${ProfileTab}`
  | 'help'
  | 'help.content'
  | 'not-found'
  | 'offline';

const marketRoutes = (market: Market): [string, string][] => {
  const root = `/market/${market}`;
  const settings = `${root}/settings`;
  return [
    [`market.${market}`, root],
    ...pagesOf(market).map((page): [string, string] => [`market.${market}.${page}`, `${root}/${page}`]),
    [`market.${market}.settings`, settings],
    ...PACK_SECTIONS.flatMap((section): [string, string][] => [
      [`market.${market}.settings.${section}`, `${settings}/${section}`],
      // The list sits at the section's empty child path, the detail at :packName.
      [`market.${market}.settings.${section}.list`, `${settings}/${section}`],
      [`market.${market}.settings.${section}.pack`, `${settings}/${section}/:packName`],
    ]),
    [`market.${market}.settings.assets`, `${settings}/assets`],
    [`market.${market}.settings.assets.list`, `${settings}/assets`],
    [`market.${market}.settings.assets.asset`, `${settings}/assets/:packName`],
  ];
};

/** Route name -> path pattern (react-router syntax: `:param`, `:param?` optional). */
export const ROUTES = Object.fromEntries([
  ['home', '/'],
  ['market', '/market'],
  ...MARKETS.flatMap(marketRoutes),
  ['profile', '/profile'],
  ...PROFILE_TABS.map((tab) => [`profile.${tab}`, `/profile/${tab}`]),
  ['help', '/help'],
  ['help.content', '/help/:parent/:child?'],
  ['not-found', '/404'],
  ['offline', '/offline.html'],
]) as Readonly<Record<RouteName, string>>;

export const ROUTE_NAMES = Object.keys(ROUTES) as readonly RouteName[];

export const isRouteName = (value: unknown): value is RouteName =>
  typeof value === 'string' && value in ROUTES;

/** Redirects of spec §2: / and /market open crypto assets; a market its assets; settings its periscope list. */
export const ROUTE_REDIRECTS = Object.fromEntries([
  ['home', 'market.crypto.assets'],
  ['market', 'market.crypto.assets'],
  ...MARKETS.flatMap((market) => [
    [`market.${market}`, `market.${market}.assets`],
    [`market.${market}.settings`, `market.${market}.settings.periscope.list`],
  ]),
]) as Readonly<Partial<Record<RouteName, RouteName>>>;

/** Where a settings editor's back link goes when there is no history (spec §2). */
export const SETTINGS_BACK_FALLBACK: RouteName = 'market.crypto.settings.assets.list';

/** Charts use the full-screen layout; risk-quant hides the matches navbar and the side padding. */
export const isFullScreenRoute = (name: RouteName): boolean => name.endsWith('.chart');
export const hidesMatchesNavbar = (name: RouteName): boolean =>
  name.endsWith('.chart') || name === 'market.crypto.risk-quant';

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** Fills a route's params; an absent optional param drops its segment, an absent required one throws. */
export const routePath = (name: RouteName, params: RouteParams = {}): string =>
  ROUTES[name].replace(/\/:(\w+)(\?)?/g, (_segment, key: string, optional?: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`route ${name} needs param ${key}`);
    }
    return `/${encodeURIComponent(value)}`;
  });
