import { MARKETS, type Market, PACK_SECTIONS, PROFILE_TABS, pagesOf } from '@tradescope/domain';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/not-found';
import { ScreenPending } from '../ui/screen-pending';
import { AppLayout } from './app-layout';
import { routeHandle } from './route-handle';

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
      ...PACK_SECTIONS.map((kind) => ({
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

// The chart has its own full-screen layout, outside the shell (below).
const shellPagesOf = (market: Market) => pagesOf(market).filter((page) => page !== 'chart');

const marketRoutes = (market: Market): RouteObject => {
  const pages = shellPagesOf(market);
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
          { index: true, ...pending('help') },
          { path: ':parent/:child?', ...pending('help.content') },
        ],
      },
      { path: '/404', element: <NotFoundPage />, ...routeHandle('not-found') },
      { path: '*', element: <NotFoundPage />, ...routeHandle('not-found') },
    ],
  },
  // Charts use the full-screen layout, outside the app shell (spec §2).
  ...MARKETS.map((market) => ({ path: `/market/${market}/chart`, ...pending(`market.${market}.chart`) })),
];
