import {
  MARKETS,
  type Market,
  PACK_SECTIONS,
  PROFILE_TABS,
  type ProfileTab,
  pagesOf,
} from '@tradescope/domain';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AssetsPage } from '../features/assets';
import { ChartLoading } from '../features/chart/chart-loading';
import { NotFoundPage } from '../features/not-found';
import { RootLayout } from './root-layout';
import { routeHandle } from './route-handle';
import { ScreenPending } from './screen-pending';
import { AppLayout } from './shell/app-layout';
import { SessionGate } from './start-up';

const pending = (name: string): Pick<RouteObject, 'element' | 'handle'> => ({
  element: <ScreenPending />,
  ...routeHandle(name),
});

/** The settings screens load on demand with their words (DESIGN §7 first-load budget). */
const SETTINGS_KINDS = [...PACK_SECTIONS, 'assets'] as const;

const settingsRoutes = (market: Market): RouteObject => {
  const base = `market.${market}.settings`;
  return {
    path: 'settings',
    ...routeHandle(base),
    children: [
      { index: true, element: <Navigate to="periscope" replace /> },
      {
        // The hub's four tiles head every pack list (spec §2 settings hub).
        lazy: async () => {
          const { SettingsLayout, loadTranslations } = await import('../features/settings');
          await loadTranslations();
          return { element: <SettingsLayout market={market} /> };
        },
        children: SETTINGS_KINDS.map((kind) => ({
          path: kind,
          ...lazyScreen(`${base}.${kind}.list`, async () => {
            const { PackListPage, loadTranslations } = await import('../features/settings');
            await loadTranslations();
            return () => <PackListPage market={market} kind={kind} />;
          }),
        })),
      },
      ...SETTINGS_KINDS.map((kind) => ({
        path: `${kind}/:packName`,
        ...lazyScreen(`${base}.${kind}.${kind === 'assets' ? 'asset' : 'pack'}`, async () => {
          const { PackEditorPage, loadTranslations } = await import('../features/settings');
          await loadTranslations();
          return () => <PackEditorPage market={market} kind={kind} />;
        }),
      })),
    ],
  };
};

/** A screen loaded on demand with its words (DESIGN §7 first-load budget). */
const lazyScreen = (
  name: string,
  load: () => Promise<ComponentType>,
): Pick<RouteObject, 'lazy' | 'handle'> => ({
  ...routeHandle(name),
  lazy: async () => ({ Component: await load() }),
});

const MATCHES_PAGES = new Set(['periscope', 'dynamic', 'alerts'] as const);
const isMatchesPage = (page: string): page is 'periscope' | 'dynamic' | 'alerts' =>
  (MATCHES_PAGES as ReadonlySet<string>).has(page);

/** The market's screens that are built; the rest hold their place. */
const marketPage = (market: Market, page: string): RouteObject => {
  const name = `market.${market}.${page}`;
  if (page === 'assets') return { path: page, element: <AssetsPage market={market} />, ...routeHandle(name) };
  if (isMatchesPage(page))
    return {
      path: page,
      ...lazyScreen(name, async () => {
        const { MatchesPage, loadTranslations } = await import('../features/matches');
        await loadTranslations();
        return () => <MatchesPage market={market} kind={page} />;
      }),
    };
  if (page === 'radar')
    return {
      path: page,
      ...lazyScreen(name, async () => {
        const { RadarPage, loadTranslations } = await import('../features/radar');
        await loadTranslations();
        return () => <RadarPage market={market} />;
      }),
    };
  if (page === 'jumps')
    return {
      path: page,
      ...lazyScreen(name, async () => {
        const { JumpsPage, loadTranslations } = await import('../features/jumps');
        await loadTranslations();
        return JumpsPage;
      }),
    };
  if (page === 'pumps')
    return {
      path: page,
      ...lazyScreen(name, async () => {
        const { PumpsPage, loadTranslations } = await import('../features/pumps');
        await loadTranslations();
        return PumpsPage;
      }),
    };
  if (page === 'risk-quant')
    return {
      path: page,
      ...lazyScreen(name, async () => {
        const { RiskQuantPage, loadTranslations } = await import('../features/risk-quant');
        await loadTranslations();
        return RiskQuantPage;
      }),
    };
  return { path: page, ...pending(name) };
};

// The chart has its own full-screen layout, outside the shell (below).
const shellPagesOf = (market: Market) => pagesOf(market).filter((page) => page !== 'chart');

const marketRoutes = (market: Market): RouteObject => ({
  path: market,
  ...routeHandle(`market.${market}`),
  children: [
    { index: true, element: <Navigate to="assets" replace /> },
    ...shellPagesOf(market).map((page) => marketPage(market, page)),
    settingsRoutes(market),
    {
      // A strategy's track record (issue 19), beyond the spec's routes: loaded on demand with its words.
      path: 'strategies/:strategyId',
      ...lazyScreen(`market.${market}.strategy`, async () => {
        const { StrategyRecordPage, loadTranslations } = await import('../features/strategy-record');
        await loadTranslations();
        return () => <StrategyRecordPage market={market} />;
      }),
    },
  ],
});

// Sign-in and its siblings are our own pages (the spec's lived on a marketing host), loaded on demand.
const authPage = (name: 'sign-in' | 'sign-up' | 'forgot-password' | 'reset-password'): RouteObject => ({
  path: `/${name}`,
  ...routeHandle(name),
  lazy: async () => {
    const pages = await import('../features/auth');
    const Component = {
      'sign-in': pages.SignInPage,
      'sign-up': pages.SignUpPage,
      'forgot-password': pages.ForgotPasswordPage,
      'reset-password': pages.ResetPasswordPage,
    }[name];
    return { Component };
  },
});

type ProfileScreens = typeof import('../features/profile');

/** Each profile tab's screen (spec §2 profile children). */
const PROFILE_SCREENS: Record<ProfileTab, (screens: ProfileScreens) => ComponentType> = {
  user: (screens) => screens.UserTab,
  'freeze-account': (screens) => screens.FreezeTab,
  gifts: (screens) => screens.GiftsTab,
  'purchase-history': (screens) => screens.PurchaseHistoryTab,
  'activity-sessions': (screens) => screens.SessionsTab,
  'upload-video': (screens) => screens.UploadVideoTab,
  installment: (screens) => screens.InstallmentTab,
};

/** The profile and its tabs load on demand with their words (DESIGN §7 first-load budget). */
const profileRoutes: RouteObject = {
  path: '/profile',
  ...routeHandle('profile'),
  children: [
    { index: true, element: <Navigate to="user" replace /> },
    {
      // The side menu heads every tab.
      lazy: async () => {
        const { ProfileLayout, loadTranslations } = await import('../features/profile');
        await loadTranslations();
        return { Component: ProfileLayout };
      },
      children: PROFILE_TABS.map((tab) => ({
        path: tab,
        ...lazyScreen(`profile.${tab}`, async () =>
          PROFILE_SCREENS[tab](await import('../features/profile')),
        ),
      })),
    },
  ],
};

type AdminScreens = typeof import('../features/admin');

/** A console page, loaded with the console's words. */
const adminPage = (path: string, pick: (screens: AdminScreens) => ComponentType): RouteObject => ({
  path,
  ...lazyScreen(`admin.${path.split('/')[0]}`, async () => pick(await import('../features/admin'))),
});

/** The administrator's console (issue 18 §3): beyond the spec's routes, loaded on demand (DESIGN §7 budget). */
const adminRoutes: RouteObject = {
  path: '/admin',
  ...routeHandle('admin'),
  lazy: async () => {
    const { AdminLayout, loadTranslations } = await import('../features/admin');
    await loadTranslations();
    return { Component: AdminLayout };
  },
  children: [
    { index: true, element: <Navigate to="users" replace /> },
    adminPage('users', (screens) => screens.UsersPage),
    adminPage('users/:userId', (screens) => screens.UserDetailPage),
    adminPage('videos', (screens) => screens.VideosPage),
    adminPage('tips', (screens) => screens.TipsPage),
    adminPage('help', (screens) => screens.HelpPage),
    adminPage('quotes', (screens) => screens.QuotesPage),
    adminPage('packs', (screens) => screens.PacksPage),
    adminPage('health', (screens) => screens.HealthPage),
    adminPage('audit', (screens) => screens.AuditPage),
  ],
};

/** The router table of spec §2: every route name and redirect. Screens arrive with their issues. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      authPage('sign-in'),
      authPage('sign-up'),
      authPage('forgot-password'),
      authPage('reset-password'),
      {
        // Everything else needs a session (spec §4 start-up).
        element: <SessionGate />,
        children: [
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
              profileRoutes,
              adminRoutes,
              {
                path: '/plans',
                ...lazyScreen('plans', async () => {
                  const { PlansPage, loadTranslations } = await import('../features/profile');
                  await loadTranslations();
                  return PlansPage;
                }),
              },
              {
                // The help centre and its words load on demand (DESIGN §7 first-load budget).
                path: '/help',
                children: [
                  {
                    index: true,
                    ...lazyScreen('help', async () => {
                      const { HelpHome, loadTranslations } = await import('../features/help');
                      await loadTranslations();
                      return HelpHome;
                    }),
                  },
                  {
                    path: ':parent/:child?',
                    ...lazyScreen('help.content', async () => {
                      const { HelpContent, loadTranslations } = await import('../features/help');
                      await loadTranslations();
                      return HelpContent;
                    }),
                  },
                ],
              },
              { path: '/404', element: <NotFoundPage />, ...routeHandle('not-found') },
              { path: '*', element: <NotFoundPage />, ...routeHandle('not-found') },
            ],
          },
          // Charts use the full-screen layout, outside the app shell (spec §2).
          // The chart and its library load on demand (DESIGN §7 first-load budget).
          ...MARKETS.map(
            (market): RouteObject => ({
              path: `/market/${market}/chart`,
              ...routeHandle(`market.${market}.chart`),
              hydrateFallbackElement: <ChartLoading market={market} />,
              lazy: async () => {
                const { ChartPage } = await import('../features/chart');
                return { element: <ChartPage market={market} /> };
              },
            }),
          ),
        ],
      },
    ],
  },
];
