import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultSettings, FEATURES } from '@tradescope/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeApi,
  failure,
  matchedAt,
  matchFixture,
  renderScreen,
  resetScreen,
  stubApi,
  type UserFixture,
  userFixture,
} from '../../../test';
import { useAppStore } from '../../lib/app-store';
import { initI18n } from '../../lib/i18n';
import { loadTranslations } from './index';
import { JumpsPage } from './jumps-page';

// Pro until 2100.
const proUser = userFixture({ access: { pro: 4_102_444_800 } });

const at = 1_795_650_000;
const jump = (base: string, subJumps: number, offset = 0) => ({
  ...matchFixture({
    id: `9001.${at - offset}.${base}`,
    base,
    timeframe: 3,
    strategyId: 9001,
    strategyName: 'Price jump',
    ...matchedAt(at - offset),
    distance: 0,
    zone: { from: 100, to: 100 },
    pivotType: 'no pivot',
    c_price: 101,
    c_change24h: 2,
    jumps: Array.from({ length: subJumps }, (_, i) => ({
      id: `${base}-${i}`,
      matchTimestamp: at - offset + 180 * (i + 1),
      price: 100 + 2 * (i + 1),
    })),
  }),
  direction: 'up',
  change: 3,
  totalChange: 4,
});

let api: FakeApi;
let user: UserFixture = proUser;
let jumpsStatus = 200;
let jumpRequests: Record<string, unknown>[] = [];

const open = () => renderScreen(<JumpsPage />, { path: '/market/crypto/jumps' }).router;

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
  jumpRequests = [];
  resetScreen();
  api = stubApi({
    user: () => user,
    'crypto/matches/jumps': ({ body }) => {
      jumpRequests.push(body);
      if (jumpsStatus === 403) return failure(403, 'access.upgrade-required');
      return { items: [jump('btc', 0), jump('eth', 2, 600)], total: 2, page: 1, pageSize: 10, timeframe: 3 };
    },
  });
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
    user = userFixture();
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
    await waitFor(() => expect(api.saved()).toHaveLength(1));
    expect(api.saved()[0]).toMatchObject({ ...defaultSettings(), isEnableJumpsNotification: true });
    expect(screen.getByRole('switch', { name: /Jump notifications/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    // The notification poller's request names only the source.
    await waitFor(() => expect(jumpRequests.slice(before)).toContainEqual({ source: 'binance-spot' }));
  });
});
