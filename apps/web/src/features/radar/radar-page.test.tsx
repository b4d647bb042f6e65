import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultSettings } from '@tradescope/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeApi,
  proUserFixture,
  renderScreen,
  resetScreen,
  searchOf,
  stubApi,
  type UserFixture,
  userFixture,
} from '../../../test';
import { radarRoutes } from '../../../test/features/radar/radar-test-server';
import { useAppStore } from '../../lib/app-store';
import { addTranslations, initI18n } from '../../lib/i18n';
import en from './i18n/en.json';
import { RadarPage } from './radar-page';

let api: FakeApi;

const serve = (user: UserFixture) => {
  api = stubApi({ user: () => user, ...radarRoutes });
};

const open = async (path = '/market/crypto/radar') => {
  const { router } = renderScreen(<RadarPage market="crypto" />, { path });
  await screen.findByRole('button', { name: 'Buy matches: 3' });
  return router;
};

const lastPosted = (path: string) => api.posted[path]?.at(-1) as Record<string, unknown>;
const tableRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeAll(async () => {
  await initI18n('en');
  await addTranslations('radar', en, () => import('./i18n/fa.json'));
});
beforeEach(() => {
  resetScreen();
  serve(proUserFixture());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the radar page (spec §2)', () => {
  it('shows the gauge, the strategies with their counts and the newest matches', async () => {
    await open();
    expect(screen.getByRole('button', { name: 'Sell matches: 1' })).toBeTruthy();
    // 3 buys and 1 sell of 4: value 50, the marker at 75 %, in the buy zone.
    expect(screen.getByRole('status').getAttribute('data-marker-percent')).toBe('75');
    expect(screen.getByRole('status').textContent).toBe('Buy');
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    const strategies = screen.getByRole('region', { name: 'Strategies' });
    expect(within(strategies).getByRole('button', { name: /RSI oversold exit/ }).textContent).toContain('3');
    // The jump strategy is never listed.
    expect(within(strategies).queryByText('Jump')).toBeNull();
    expect(lastPosted('crypto/matches')).toMatchObject({
      source: 'binance-spot',
      quotes: ['usdt'],
      timeframes: [240],
      sort: 'matchDate:desc',
      page: 1,
      pageSize: 25,
    });
  });

  it('toggles the buy filter from the gauge: the address, the table and the strategy list follow', async () => {
    const router = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Buy matches: 3' }));
    expect(searchOf(router).get('position')).toBe('buy');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(lastPosted('crypto/matches')).toMatchObject({ positions: ['buy'] });
    expect(lastPosted('crypto/matches/count')).toMatchObject({ positions: ['buy'] });
    const strategies = screen.getByRole('region', { name: 'Strategies' });
    expect(within(strategies).queryByRole('button', { name: /RSI overbought exit/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Buy matches: 3' }).getAttribute('aria-pressed')).toBe('true');
    // The arc's sell half switches sides; the sell count button then clears the filter.
    fireEvent.click(document.querySelector('[data-gauge-half="sell"]')!);
    expect(searchOf(router).get('position')).toBe('sell');
    fireEvent.click(screen.getByRole('button', { name: 'Sell matches: 1' }));
    expect(searchOf(router).has('position')).toBe(false);
  });

  it('narrows the table to a strategy from the list and back', async () => {
    const router = await open();
    const strategies = screen.getByRole('region', { name: 'Strategies' });
    fireEvent.click(within(strategies).getByRole('button', { name: /RSI overbought exit/ }));
    expect(searchOf(router).get('strategy')).toBe('1002');
    await waitFor(() => expect(lastPosted('crypto/matches')).toMatchObject({ strategyIds: [1002] }));
    expect(lastPosted('crypto/matches/count/aggregate')).toMatchObject({ strategyIds: [1002] });
    fireEvent.click(screen.getByRole('button', { name: 'Show every strategy' }));
    expect(searchOf(router).has('strategy')).toBe(false);
  });

  it('opens the chart of a match in a modal', async () => {
    await open();
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    fireEvent.click(screen.getAllByRole('button', { name: 'Open the BTC/USDT chart' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('match-chart').style.height).toBe('550px');
  });
});

describe('radar filters in the address and the settings (spec §4)', () => {
  it('starts from the saved filters, mirrors a change in the address at once and saves it a second later', async () => {
    const settings = defaultSettings();
    settings.crypto.Radar = { ...settings.crypto.Radar, quote: ['btc'], timeframes: [60] };
    serve(proUserFixture({ settings }));
    const router = await open();
    await waitFor(() =>
      expect(lastPosted('crypto/matches')).toMatchObject({ quotes: ['btc'], timeframes: [60] }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Timeframes' }));
    });
    fireEvent.click(await screen.findByRole('option', { name: '4h' }));
    expect(searchOf(router).get('timeframes')).toBe('60,240');
    await waitFor(() => expect(lastPosted('crypto/matches')).toMatchObject({ timeframes: [60, 240] }));
    expect(api.posted['user/settings/edit']).toBeUndefined();
    await waitFor(() => expect(api.posted['user/settings/edit']).toHaveLength(1), { timeout: 2000 });
    expect(lastPosted('user/settings/edit')).toMatchObject({
      crypto: {
        Radar: {
          strategyPack: 'classic',
          source: 'binance-spot',
          base: 'all',
          quote: ['btc'],
          timeframes: [60, 240],
        },
      },
    });
  });

  it("takes an asset row's link over the saved filters: one base, its quote, every timeframe", async () => {
    await open('/market/crypto/radar?source=binance-spot&base=eth&quote=usdt');
    await waitFor(() =>
      expect(lastPosted('crypto/matches')).toEqual(
        expect.objectContaining({ source: 'binance-spot', bases: ['eth'], quotes: ['usdt'] }),
      ),
    );
    expect(lastPosted('crypto/matches')).not.toHaveProperty('timeframes');
    expect(screen.getByRole('button', { name: 'Asset' }).textContent).toContain('ETH');
  });
});

describe('radar access (spec §6)', () => {
  it('shows a locked strategy with its minimum plan, and a click opens the upgrade modal', async () => {
    serve(userFixture());
    await open();
    const strategies = screen.getByRole('region', { name: 'Strategies' });
    const locked = within(strategies).getByRole('button', { name: /MACD bullish cross/ });
    expect(locked.textContent).toContain('ICT');
    fireEvent.click(locked);
    expect(useAppStore.getState().upgrade).toEqual({ rule: ['ict', 'pro', 'hero'], group: 'crypto' });
    expect(within(strategies).getByRole('button', { name: /Hammer/ }).textContent).toContain('Pro');
  });
});

describe('radar refresh (spec §4, §9)', () => {
  it('refreshes itself 60 s after the last update, and on the refresh button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await open();
    await waitFor(() =>
      expect(screen.getByTestId('radar-updated').textContent).toMatch(/Updated \d\d:\d\d:\d\d/),
    );
    const loads = () => api.posted['crypto/matches/count/aggregate']?.length ?? 0;
    const before = loads();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(loads()).toBe(before);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    await waitFor(() => expect(loads()).toBe(before + 1));
    expect(api.posted['crypto/matches']!.length).toBeGreaterThanOrEqual(2);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(loads()).toBe(before + 2));
  });
});
