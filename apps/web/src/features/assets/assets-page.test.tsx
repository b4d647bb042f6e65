import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultSettings } from '@tradescope/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  assetFixture,
  type FakeApi,
  renderScreen,
  replaySources,
  resetScreen,
  searchOf,
  stubApi,
  userFixture,
} from '../../../test';
import { useAppStore } from '../../lib/app-store';
import { initI18n } from '../../lib/i18n';
import { AssetsPage } from './assets-page';

const assets = [
  assetFixture({ base: 'btc', name: 'Bitcoin', price: 60_000, change24h: 1, marketcap: 1.2e12 }),
  assetFixture({ base: 'eth', price: 3_000, change24h: 6, marketcap: 4e11, locked: true }),
  assetFixture({ base: 'sol', price: 150, change24h: -3, marketcap: 7e10, locked: true }),
  assetFixture({ base: 'eth', quote: 'btc', price: 0.05, change24h: 2, marketcap: null, locked: true }),
];

let api: FakeApi;

const open = async (path = '/market/crypto/assets') => {
  const { router } = renderScreen(<AssetsPage market="crypto" />, { path });
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
  resetScreen();
  api = stubApi({
    user: () => userFixture(),
    'crypto/sources': replaySources,
    'crypto?source=binance-spot': () => assets,
  });
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
    expect(searchOf(router).get('sort')).toBe('change24h:desc');
  });

  it('mirrors a filter in the URL at once and saves it to settings a second later', async () => {
    const router = await open('/market/crypto/assets?source=binance-spot');
    expect(pairsShown()).toHaveLength(4);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Quote' }));
    });
    fireEvent.click(await screen.findByRole('option', { name: 'BTC' }));
    expect(searchOf(router).get('quote')).toBe('btc');
    expect(pairsShown()).toEqual(['ETH/BTC']);
    expect(api.saved()).toEqual([]);
    await waitFor(() => expect(api.saved()).toHaveLength(1), { timeout: 2000 });
    expect(api.saved()[0]).toMatchObject({
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

  it('shows the saved filters as chips, and a list they empty offers to clear them, saved too (issue 12)', async () => {
    const settings = defaultSettings();
    const saved = { ...settings.crypto.Assets, marketcap: { from: 5e12, to: null, isWhole: false } };
    api = stubApi({
      user: () => userFixture({ settings: { ...settings, crypto: { ...settings.crypto, Assets: saved } } }),
      'crypto/sources': replaySources,
      'crypto?source=binance-spot': () => assets,
    });
    const router = renderScreen(<AssetsPage market="crypto" />, { path: '/market/crypto/assets' }).router;
    expect(await screen.findByText('No assets match these filters')).toBeTruthy();
    const active = screen.getByRole('region', { name: 'Active filters' });
    expect(active.textContent).toContain('2 filters');
    expect(within(active).getByText('Quote: USDT')).toBeTruthy();
    expect(within(active).getByText(/^Market cap: ≥ 5/)).toBeTruthy();
    const empty = screen.getByText('No assets match these filters').closest('td') as HTMLElement;
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Bitcoin')).toBeTruthy();
    expect(searchOf(router).get('marketcap')).toBeNull();
    await waitFor(() => expect(api.saved()).toHaveLength(1), { timeout: 2000 });
    expect(api.saved()[0]).toMatchObject({ crypto: { Assets: settings.crypto.Assets } });
  });

  it('drops one filter from its chip', async () => {
    const router = await open('/market/crypto/assets?source=binance-spot&quote=usdt,btc');
    const active = screen.getByRole('region', { name: 'Active filters' });
    fireEvent.click(within(active).getByRole('button', { name: 'Remove Quote: USDT, BTC' }));
    expect(searchOf(router).get('quote')).toBeNull();
    expect(pairsShown()).toHaveLength(4);
  });
});
