import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultSettings } from '@tradescope/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  assetFixture,
  type FakeApi,
  renderScreen,
  resetScreen,
  searchOf,
  stubApi,
  userFixture,
} from '../../../test';
import { initI18n } from '../../lib/i18n';
import { loadTranslations } from './index';
import { PumpsPage } from './pumps-page';

const settings = defaultSettings();
const user = userFixture({
  settings: {
    ...settings,
    crypto: { ...settings.crypto, Pumps: { ...settings.crypto.Pumps, timeframes: [1440] } },
  },
});

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

let api: FakeApi;
let pumpRequests: Record<string, unknown>[] = [];

const open = (path = '/market/crypto/pumps') => renderScreen(<PumpsPage />, { path }).router;

beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => {
  pumpRequests = [];
  resetScreen();
  api = stubApi({
    user: () => user,
    'crypto?source=binance-spot': () => [
      assetFixture({ base: 'btc', name: 'Bitcoin' }),
      assetFixture({ base: 'ftm', name: 'Fantom' }),
    ],
    'crypto/matches/pumps': ({ body }: { body: { timeframes?: number[]; bases: string[] } }) => {
      pumpRequests.push(body);
      const all = [pump('ftm', 1440, 17.5), pump('sol', 720, 6.2)];
      const items = all.filter(
        (row) =>
          (!body.timeframes || body.timeframes.includes(row.timeframe)) &&
          (body.bases.includes('all') || body.bases.includes(row.base)),
      );
      return { items, total: items.length, timeframes: body.timeframes ?? [720, 1440, 10080] };
    },
  });
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
    expect(searchOf(router).get('timeframe')).toBe('720,1440');
    expect(await screen.findByText('SOL')).toBeTruthy();
    expect(pumpRequests.at(-1)).toEqual({ source: 'binance-spot', bases: ['all'], timeframes: [720, 1440] });
    expect(api.saved()).toEqual([]);
    await waitFor(() => expect(api.saved()).toHaveLength(1), { timeout: 2000 });
    expect(api.saved()[0]?.crypto.Pumps).toEqual({
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
    expect(searchOf(router).get('base')).toBe('ftm');
    await waitFor(() => expect(screen.queryByText('SOL')).toBeNull());
    expect(pumpRequests.at(-1)).toMatchObject({ bases: ['ftm'] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Base' }));
    });
    fireEvent.click(await screen.findByRole('option', { name: 'All bases' }));
    expect(searchOf(router).has('base')).toBe(false);
    // The request for every base is the page's first one again, answered from the cache.
    expect(await screen.findByText('SOL')).toBeTruthy();
  });
});
