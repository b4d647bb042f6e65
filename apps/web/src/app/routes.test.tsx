import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, renderScreen, searchOf, stubApi } from '../../test';
import { initI18n } from '../lib/i18n';
import { tokenManager } from '../lib/session';
import { routes } from './routes';

vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [false, () => undefined],
    offlineReady: [false, () => undefined],
    updateServiceWorker: async () => undefined,
  }),
}));

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  tokenManager.reset();
  localStorage.setItem('ata:welcomed', JSON.stringify({ v: 1 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The server as it stands by default: a session exists, GET user is not built yet. */
const open = async (path: string, fetchImpl?: typeof fetch) => {
  if (fetchImpl === undefined) stubApi({});
  else vi.stubGlobal('fetch', vi.fn(fetchImpl));
  let router!: ReturnType<typeof renderScreen>['router'];
  await act(async () => {
    router = renderScreen(routes, { path }).router;
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  // Screens loaded on demand settle once their chunk has arrived.
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  const routeName =
    router.state.matches
      .map((match) => (match.route.handle as { name?: string } | undefined)?.name)
      .filter((name) => name !== undefined)
      .at(-1) ?? null;
  return { pathname: router.state.location.pathname, routeName, router };
};

describe('the router table of spec §2', () => {
  it.each([
    ['/', '/market/crypto/assets', 'market.crypto.assets'],
    ['/market', '/market/crypto/assets', 'market.crypto.assets'],
    ['/market/crypto', '/market/crypto/assets', 'market.crypto.assets'],
    ['/market/stock', '/market/stock/assets', 'market.stock.assets'],
    [
      '/market/currencies/settings',
      '/market/currencies/settings/periscope',
      'market.currencies.settings.periscope.list',
    ],
    ['/profile', '/profile/user', 'profile.user'],
  ])('redirects %s to %s', async (from, to, name) => {
    const { pathname, routeName } = await open(from);
    expect({ pathname, routeName }).toEqual({ pathname: to, routeName: name });
  });

  it.each([
    ['/market/indices/radar', 'market.indices.radar'],
    ['/market/crypto/jumps', 'market.crypto.jumps'],
    ['/market/crypto/risk-quant', 'market.crypto.risk-quant'],
    ['/market/commodities/chart', 'market.commodities.chart'],
    ['/market/crypto/settings/periscope/_', 'market.crypto.settings.periscope.pack'],
    ['/market/stock/settings/assets/My%20Pack%201', 'market.stock.settings.assets.asset'],
    ['/market/crypto/settings/alerts', 'market.crypto.settings.alerts.list'],
    ['/profile/purchase-history', 'profile.purchase-history'],
    ['/help', 'help'],
    ['/help/markets/radar', 'help.content'],
    ['/help/markets', 'help.content'],
    ['/market/stock/strategies/7', 'market.stock.strategy'],
  ])('names %s as %s', async (path, name) => {
    expect((await open(path)).routeName).toBe(name);
  });

  it.each(['/market/currencies/jumps', '/market/stock/pumps', '/market/forex/assets', '/nowhere', '/404'])(
    'answers %s with the 404 page and a way home',
    async (path) => {
      await open(path);
      expect(screen.getByRole('heading', { name: 'This page is not found' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    },
  );
});

describe('start-up (spec §4)', () => {
  it('sends a visitor without a session to the sign-in page with a return path', async () => {
    const noSession = async () => failure(403, 'auth.no-session');
    const { router } = await open('/market/indices/radar', noSession as typeof fetch);
    // The sign-in page is loaded on demand, so the navigation settles once its chunk has arrived.
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(searchOf(router).get('redirect')).toBe('/market/indices/radar');
    expect(await screen.findByRole('heading', { name: 'Sign in to Tradescope' })).toBeTruthy();
  });

  it('shows the connection-trouble screen with retry when the token cannot be fetched', async () => {
    const broken = async () => Promise.reject(new TypeError('Failed to fetch'));
    await open('/market/crypto/assets', broken as typeof fetch);
    expect(screen.getByText("we're having trouble connecting. Please check your connection.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
