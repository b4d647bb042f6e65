import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { routes } from './routes';

beforeAll(async () => {
  await initI18n('en');
});

const open = async (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  const routeName = document.querySelector('[data-route]')?.getAttribute('data-route') ?? null;
  return { pathname: router.state.location.pathname, routeName };
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
    expect(await open(from)).toEqual({ pathname: to, routeName: name });
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
