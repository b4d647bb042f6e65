import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { defaultSettings } from '@tradescope/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assetOf } from '../../lib/endpoints/asset-fixture';
import { initI18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query';
import { tokenManager } from '../../lib/session';
import { loadTranslations } from './index';
import { PumpsPage } from './pumps-page';

const days = { crypto: 0, global: 0, cryptoICT: 0, globalICT: 0, cryptoXMoon: 0, globalXMoon: 0, falcon: 0 };
const settings = defaultSettings();
const user = {
  settings: {
    ...settings,
    crypto: { ...settings.crypto, Pumps: { ...settings.crypto.Pumps, timeframes: [1440] } },
  },
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

const to = 1_795_651_200;
const pump = (base: string, timeframe: number, change: number) => ({
  from: to - timeframe * 60,
  to,
  open: 1,
  close: 1 + change / 100,
  change,
  volume: 5_000_000,
  baseline: 2_000_000,
  volumeRatio: 2.5,
  isPump: true,
  id: `binance-spot:${base.toUpperCase()}USDT:pump:${timeframe}:${to}`,
  timeframe,
  seriesTimeframe: 60,
  price: 1 + change / 100,
  matchDate: new Date(to * 1000).toISOString(),
  matchTimestamp: to,
  market: 'crypto',
  base,
  quote: 'usdt',
  source: 'binance-spot',
  sourceSymbol: `${base.toUpperCase()}USDT`,
  symbol: `${base.toUpperCase()}USDT`,
  name: base,
  pair: `${base.toUpperCase()}/USDT`,
  c_price: 1,
  c_change24h: 3,
  c_volume: 9_000_000,
  c_marketcap: null,
  c_name: base,
});

const json = (data: unknown) =>
  new Response(JSON.stringify({ status: 'success', data }), {
    headers: { 'content-type': 'application/json' },
  });

let saved: { crypto: { Pumps: unknown } }[] = [];
let pumpRequests: Record<string, unknown>[] = [];

const server = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url.endsWith('/token'))
    return json({ token: 't', expiresAt: Date.now() + 900_000, impersonating: false });
  if (url.endsWith('/api/v1/user')) return json(user);
  if (url.endsWith('/user/settings/edit')) {
    saved.push(JSON.parse(String(init?.body)));
    return json(null);
  }
  if (url.includes('/api/v1/crypto?source=binance-spot'))
    return json([assetOf({ base: 'btc', name: 'Bitcoin' }), assetOf({ base: 'ftm', name: 'Fantom' })]);
  if (url.endsWith('/crypto/matches/pumps')) {
    const body = JSON.parse(String(init?.body)) as { timeframes?: number[]; bases: string[] };
    pumpRequests.push(body);
    const all = [pump('ftm', 1440, 17.5), pump('sol', 720, 6.2)];
    const items = all.filter(
      (row) =>
        (!body.timeframes || body.timeframes.includes(row.timeframe)) &&
        (body.bases.includes('all') || body.bases.includes(row.base)),
    );
    return json({ items, total: items.length, timeframes: body.timeframes ?? [720, 1440, 10080] });
  }
  return new Response(JSON.stringify({ status: 'error', message: 'request.not-found' }), { status: 404 });
};

const open = (path = '/market/crypto/pumps') => {
  const router = createMemoryRouter([{ path: '/market/crypto/pumps', element: <PumpsPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const search = (router: ReturnType<typeof open>) => new URLSearchParams(router.state.location.search);

beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => {
  saved = [];
  pumpRequests = [];
  tokenManager.reset();
  vi.stubGlobal('fetch', vi.fn(server));
  vi.stubGlobal('WebSocket', undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the pumps page (spec §2)', () => {
  it('starts from the saved filters: every base ("all") on the saved window', async () => {
    open();
    expect(await screen.findByText('FTM')).toBeTruthy();
    expect(pumpRequests).toEqual([
      { source: 'binance-spot', bases: ['all'], quotes: ['usdt'], timeframes: [1440] },
    ]);
    expect(screen.getByRole('button', { name: 'Base' }).textContent).toContain('All bases');
    expect(within(screen.getByRole('table')).getByText('+17.50%')).toBeTruthy();
  });

  it('mirrors a window in the URL at once and saves it to settings, as numbers, a second later', async () => {
    const router = open('/market/crypto/pumps?source=binance-spot&timeframe=1440');
    await screen.findByText('FTM');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Window' }));
    });
    fireEvent.click(await screen.findByRole('option', { name: '12h' }));
    expect(search(router).get('timeframe')).toBe('720,1440');
    expect(await screen.findByText('SOL')).toBeTruthy();
    expect(pumpRequests.at(-1)).toEqual({ source: 'binance-spot', bases: ['all'], timeframes: [720, 1440] });
    expect(saved).toEqual([]);
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 2000 });
    expect(saved[0]?.crypto.Pumps).toEqual({
      source: 'binance-spot',
      base: 'all',
      quote: [],
      timeframes: [720, 1440],
    });
  });

  it('picks one base from the searchable list and back to all', async () => {
    const router = open('/market/crypto/pumps?source=binance-spot');
    await screen.findByText('FTM');
    expect(screen.getByText('SOL')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Base' }));
    });
    fireEvent.click(await screen.findByRole('option', { name: 'FTM · Fantom' }));
    expect(search(router).get('base')).toBe('ftm');
    await waitFor(() => expect(screen.queryByText('SOL')).toBeNull());
    expect(pumpRequests.at(-1)).toMatchObject({ bases: ['ftm'] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Base' }));
    });
    fireEvent.click(await screen.findByRole('option', { name: 'All bases' }));
    expect(search(router).has('base')).toBe(false);
    // The request for every base is the page's first one again, answered from the cache.
    expect(await screen.findByText('SOL')).toBeTruthy();
  });
});
