import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { defaultSettings } from '@tradescope/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../lib/app-store';
import { assetOf } from '../../lib/endpoints/asset-fixture';
import { initI18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query';
import { tokenManager } from '../../lib/session';
import { AssetsPage } from './assets-page';

const days = { crypto: 0, global: 0, cryptoICT: 0, globalICT: 0, cryptoXMoon: 0, globalXMoon: 0, falcon: 0 };
const freeUser = {
  settings: defaultSettings(),
  cid: 'u-1',
  displayName: 'Sara',
  nationalCode: '',
  email: 'sara@example.com',
  emailVerified: true,
  phoneNumber: '',
  phoneNumberVerified: false,
  avatar: null,
  registerDate: 1_700_000_000,
  plan: 'free',
  globalPlan: 'free',
  role: 'other',
  remainingGifts: 0,
  remainedDays: 0,
  globalRemainedDays: 0,
  falconRemainedDays: 0,
  remainingDays: days,
  ictData: { crypto: { remaindDays: 0, dueDate: null }, global: { remaindDays: 0, dueDate: null } },
  lastChargeDate: null,
  lastChargeDays: null,
  cryptoFreezeStatus: 'unfreezed',
  schemaLastUpdate: 1_795_564_800,
  user_feedback: [],
  userTips: [],
  installment: [],
  limitations: { 'asset-packs': 3, 'simple-strategy-packs': 0, 'advance-strategy-packs': 0, alerts: 0 },
  access: {},
  globalAccess: {},
  falconAccess: {},
  limitedAccess: {},
};

const assets = [
  assetOf({ base: 'btc', name: 'Bitcoin', price: 60_000, change24h: 1, marketcap: 1.2e12 }),
  assetOf({ base: 'eth', price: 3_000, change24h: 6, marketcap: 4e11, locked: true }),
  assetOf({ base: 'sol', price: 150, change24h: -3, marketcap: 7e10, locked: true }),
  assetOf({ base: 'eth', quote: 'btc', price: 0.05, change24h: 2, marketcap: null, locked: true }),
];

const json = (data: unknown) =>
  new Response(JSON.stringify({ status: 'success', data }), {
    headers: { 'content-type': 'application/json' },
  });

let saved: unknown[] = [];

const server = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url.endsWith('/token'))
    return json({ token: 't', expiresAt: Date.now() + 900_000, impersonating: false });
  if (url.endsWith('/api/v1/user')) return json(freeUser);
  if (url.endsWith('/user/settings/edit')) {
    saved.push(JSON.parse(String(init?.body)));
    return json(null);
  }
  if (url.endsWith('/crypto/sources')) {
    return json({
      mode: 'replay',
      sources: [{ name: 'binance-spot', title: 'Binance Spot', hasData: true }],
    });
  }
  if (url.includes('/api/v1/crypto?source=binance-spot')) return json(assets);
  return new Response(JSON.stringify({ status: 'error', message: 'request.not-found' }), { status: 404 });
};

const open = async (path = '/market/crypto/assets') => {
  const router = createMemoryRouter(
    [{ path: '/market/crypto/assets', element: <AssetsPage market="crypto" /> }],
    {
      initialEntries: [path],
    },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByText('Bitcoin');
  return router;
};

const pairsShown = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('[dir="ltr"]')?.textContent);

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  saved = [];
  tokenManager.reset();
  vi.stubGlobal('fetch', vi.fn(server));
  vi.stubGlobal('WebSocket', undefined);
  useAppStore.getState().closeUpgrade();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the assets page (spec §2)', () => {
  it('lists the saved quote sorted by marketcap, with the demo badge', async () => {
    await open();
    expect(pairsShown()).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT']);
    expect(screen.getByText('Demo data')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Market cap/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('blurs the status a free user may not see, and its upgrade button opens the upgrade modal', async () => {
    await open();
    const upgrades = within(screen.getByRole('table')).getAllByRole('button', { name: 'Upgrade' });
    expect(upgrades).toHaveLength(2);
    fireEvent.click(upgrades[0]!);
    expect(useAppStore.getState().upgrade).toMatchObject({ group: 'crypto' });
  });

  it('sorts by change from the header and keeps the order in the URL', async () => {
    const router = await open();
    fireEvent.click(screen.getByRole('button', { name: /24h change/ }));
    expect(pairsShown()).toEqual(['ETH/USDT', 'BTC/USDT', 'SOL/USDT']);
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('change24h:desc');
  });

  it('mirrors a filter in the URL at once and saves it to settings a second later', async () => {
    const router = await open('/market/crypto/assets?source=binance-spot');
    expect(pairsShown()).toHaveLength(4);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Quote' }));
    });
    fireEvent.click(await screen.findByRole('option', { name: 'BTC' }));
    expect(new URLSearchParams(router.state.location.search).get('quote')).toBe('btc');
    expect(pairsShown()).toEqual(['ETH/BTC']);
    expect(saved).toEqual([]);
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 2000 });
    expect(saved[0]).toMatchObject({
      crypto: { Assets: { source: 'binance-spot', quote: ['btc'], assetPacks: ['all'] } },
    });
  });

  it('locks the advanced ranges for a free user and leaves marketcap open', async () => {
    await open();
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(within(filters).getAllByRole('button', { name: 'Upgrade' })).toHaveLength(3);
    expect((screen.getByRole('textbox', { name: 'Market cap from' }) as HTMLInputElement).disabled).toBe(
      false,
    );
  });
});
