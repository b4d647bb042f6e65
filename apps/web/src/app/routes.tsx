import { MARKETS, type Market } from '@tradescope/domain';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/not-found';
import { ScreenPending } from '../ui/screen-pending';
import { AppLayout } from './app-layout';
import { routeHandle } from './route-handle';

const MATCHES_PAGES = ['assets', 'periscope', 'dynamic', 'alerts', 'radar'] as const;
const CRYPTO_ONLY_PAGES = ['pumps', 'jumps', 'risk-quant'] as const;
const PACK_SETTINGS = ['periscope', 'dynamic', 'alerts'] as const;
export const PROFILE_TABS = [
  'user',
  'freeze-account',
  'gifts',
  'purchase-history',
  'activity-sessions',
  'upload-video',
  'installment',
] as const;

/** A new pack is edited at the pack path with this name (spec §2). */
export const NEW_PACK_NAME = '_';

const pending = (name: string): Pick<RouteObject, 'element' | 'handle'> => ({
  element: <ScreenPending />,
  ...routeHandle(name),
});

const settingsRoutes = (market: Market): RouteObject => {
  const base = `market.${market}.settings`;
  return {
    path: 'settings',
    ...routeHandle(base),
    children: [
      { index: true, element: <Navigate to="periscope" replace /> },
      ...PACK_SETTINGS.map((kind) => ({
        path: kind,
        children: [
          { index: true, ...pending(`${base}.${kind}.list`) },
          { path: ':packName', ...pending(`${base}.${kind}.pack`) },
        ],
      })),
      {
        path: 'assets',
        children: [
          { index: true, ...pending(`${base}.assets.list`) },
          { path: ':packName', ...pending(`${base}.assets.asset`) },
        ],
      },
    ],
  };
};

const marketRoutes = (market: Market): RouteObject => {
  const pages = market === 'crypto' ? [...MATCHES_PAGES, ...CRYPTO_ONLY_PAGES] : MATCHES_PAGES;
  return {
    path: market,
    ...routeHandle(`market.${market}`),
    children: [
      { index: true, element: <Navigate to="assets" replace /> },
      ...pages.map((page) => ({ path: page, ...pending(`market.${market}.${page}`) })),
      settingsRoutes(market),
    ],
  };
};

/** The router table of spec §2: every route name and redirect. Screens arrive with their issues. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <Navigate to="/market/crypto/assets" replace /> },
      {
        path: '/market',
        children: [
          { index: true, element: <Navigate to="/market/crypto/assets" replace /> },
          ...MARKETS.map(marketRoutes),
        ],
      },
      {
        path: '/profile',
        ...routeHandle('profile'),
        children: [
          { index: true, element: <Navigate to="user" replace /> },
          ...PROFILE_TABS.map((tab) => ({ path: tab, ...pending(`profile.${tab}`) })),
        ],
      },
      {
        path: '/help',
        children: [
          { index: true, ...pending('help.home') },
          { path: ':parent/:child?', ...pending('help.content') },
        ],
      },
      { path: '/404', element: <NotFoundPage />, ...routeHandle('404') },
      { path: '*', element: <NotFoundPage />, ...routeHandle('404') },
    ],
  },
  // Charts use the full-screen layout, outside the app shell (spec §2).
  ...MARKETS.map((market) => ({ path: `/market/${market}/chart`, ...pending(`market.${market}.chart`) })),
];
