import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { defaultSettings, FEATURES } from '@tradescope/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../lib/app-store';
import { initI18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query';
import { tokenManager } from '../../lib/session';
import { loadTranslations } from './index';
import { JumpsPage } from './jumps-page';

const days = { crypto: 0, global: 0, cryptoICT: 0, globalICT: 0, cryptoXMoon: 0, globalXMoon: 0, falcon: 0 };
const userWith = (access: Record<string, number>) => ({
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
  access,
  globalAccess: {},
  falconAccess: {},
  limitedAccess: {},
});
// Pro until 2100.
const proUser = userWith({ pro: 4_102_444_800 });

const at = 1_795_650_000;
const jump = (base: string, subJumps: number, offset = 0) => ({
  id: `9001.${at - offset}.${base}`,
  base,
  quote: 'usdt',
  source: 'binance-spot',
  sourceSymbol: `${base.toUpperCase()}USDT`,
  symbol: `${base.toUpperCase()}USDT`,
  name: base,
  pair: `${base.toUpperCase()}/USDT`,
  price: 100,
  timeframe: 3,
  strategyId: 9001,
  mainStrategyId: null,
  strategyName: 'Price jump',
  alertName: null,
  matchDate: new Date((at - offset) * 1000).toISOString(),
  matchTimestamp: at - offset,
  receiveDate: new Date((at - offset) * 1000).toISOString(),
  type: 'buy',
  passedCandle: 1,
  distance: 0,
  zone: { from: 100, to: 100 },
  pivotType: 'no pivot',
  chartData: {},
  c_price: 101,
  c_change24h: 2,
  c_volume: 1000,
  c_marketcap: null,
  c_name: base,
  jumps: Array.from({ length: subJumps }, (_, i) => ({
    id: `${base}-${i}`,
    matchTimestamp: at - offset + 180 * (i + 1),
    price: 100 + 2 * (i + 1),
  })),
  direction: 'up',
  change: 3,
  totalChange: 4,
});

const json = (data: unknown, status = 200) =>
  new Response(
    JSON.stringify(status === 200 ? { status: 'success', data } : { status: 'error', message: data }),
    {
      status,
      headers: { 'content-type': 'application/json' },
    },
  );

let user = proUser;
let jumpsStatus = 200;
let saved: { isEnableJumpsNotification: boolean }[] = [];
let jumpRequests: Record<string, unknown>[] = [];

const server = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url.endsWith('/token'))
    return json({ token: 't', expiresAt: Date.now() + 900_000, impersonating: false });
  if (url.endsWith('/api/v1/user')) return json(user);
  if (url.endsWith('/user/settings/edit')) {
    saved.push(JSON.parse(String(init?.body)));
    return json(null);
  }
  if (url.endsWith('/crypto/matches/jumps')) {
    jumpRequests.push(JSON.parse(String(init?.body)));
    if (jumpsStatus === 403) return json('access.upgrade-required', 403);
    return json({
      items: [jump('btc', 0), jump('eth', 2, 600)],
      total: 2,
      page: 1,
      pageSize: 10,
      timeframe: 3,
    });
  }
  return json('request.not-found', 404);
};

const open = () => {
  const router = createMemoryRouter([{ path: '/market/crypto/jumps', element: <JumpsPage /> }], {
    initialEntries: ['/market/crypto/jumps'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

/** The phone layout: the page asks matchMedia whether the viewport is at most 640 px wide. */
const asPhone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => {
  user = proUser;
  jumpsStatus = 200;
  saved = [];
  jumpRequests = [];
  tokenManager.reset();
  vi.stubGlobal('fetch', vi.fn(server));
  vi.stubGlobal('WebSocket', undefined);
  useAppStore.getState().closeUpgrade();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the jumps page (spec §2)', () => {
  it('asks for 10 jumps a page on desktop, newest first, and opens a row to its sub-jumps', async () => {
    open();
    expect(await screen.findByText('ETH')).toBeTruthy();
    expect(jumpRequests[0]).toEqual({ source: 'binance-spot', page: 1, pageSize: 10 });
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const expand = screen.getByRole('button', { name: 'Show the jumps of ETH/USDT' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expand);
    expect(
      screen.getByRole('button', { name: 'Hide the jumps of ETH/USDT' }).getAttribute('aria-expanded'),
    ).toBe('true');
    const steps = within(screen.getByRole('region', { name: 'Jumps in this event' })).getAllByTestId(
      'sub-jump',
    );
    expect(steps).toHaveLength(3);
    expect(steps[0]?.textContent).toContain('First jump');
    // 100 -> 102 -> 104: +2.00 % then +1.96 % from the jump before.
    expect(steps[1]?.textContent).toContain('+2.00%');
    expect(steps[2]?.textContent).toContain('+1.96%');
  });

  it('asks for 25 jumps a page on a phone', async () => {
    asPhone();
    open();
    expect(await screen.findByRole('list', { name: 'Jumps' })).toBeTruthy();
    await waitFor(() => expect(jumpRequests).toHaveLength(1));
    expect(jumpRequests[0]).toMatchObject({ pageSize: 25 });
  });

  it('shows the upgrade prompt to a free user without asking for jumps, and its button opens the upgrade modal', async () => {
    user = userWith({});
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    expect(screen.getByText('You must upgrade your account to use this section')).toBeTruthy();
    expect(useAppStore.getState().upgrade).toEqual({ rule: FEATURES['jumps.view'].rule, group: 'crypto' });
    expect(jumpRequests).toEqual([]);
  });

  it('shows the upgrade prompt when the server answers 403', async () => {
    jumpsStatus = 403;
    open();
    expect(await screen.findByText('You must upgrade your account to use this section')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('saves the notifications setting when switched on and fetches the jumps at once', async () => {
    open();
    const toggle = await screen.findByRole('switch', { name: /Jump notifications/ });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await screen.findByText('ETH');
    const before = jumpRequests.length;
    await act(async () => {
      fireEvent.click(toggle);
    });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ ...defaultSettings(), isEnableJumpsNotification: true });
    expect(screen.getByRole('switch', { name: /Jump notifications/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    // The notification poller's request names only the source.
    await waitFor(() => expect(jumpRequests.slice(before)).toContainEqual({ source: 'binance-spot' }));
  });
});
