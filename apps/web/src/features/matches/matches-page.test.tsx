import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ANY_PAID_TIER, type Match, type Settings } from '@tradescope/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiRoute,
  envelope,
  type FakeApi,
  failure,
  plainJson,
  renderScreen,
  resetScreen,
  searchOf,
  stubApi,
} from '../../../test';
import { matchOf, strategyOf, userWith } from '../../../test/features/matches/test-fixtures';
import { useAppStore } from '../../lib/app-store';
import { initI18n } from '../../lib/i18n';
import { loadTranslations } from '.';
import { MatchesPage } from './matches-page';

const pageOf = (items: Match[], total = items.length) => envelope({ items, total, page: 1, pageSize: 25 });

type Handler = (
  body: Record<string, unknown>,
  signal: AbortSignal | undefined,
) => Response | Promise<Response>;

let api: FakeApi;
let user = userWith();
let requests: Record<string, unknown>[] = [];
let matches: Handler = () => pageOf([matchOf({ id: 'm-btc', base: 'btc' })]);

const matchesRoute: ApiRoute = ({ body, signal }) => {
  requests.push(body);
  return matches(body, signal);
};

const open = async (path: string) =>
  renderScreen(
    [
      { path: '/market/crypto/periscope', element: <MatchesPage market="crypto" kind="periscope" /> },
      { path: '/market/crypto/dynamic', element: <MatchesPage market="crypto" kind="dynamic" /> },
      { path: '/market/currencies/periscope', element: <MatchesPage market="currencies" kind="periscope" /> },
    ],
    { path },
  ).router;

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
const PRO = { pro: 4_000_000_000 };

beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => {
  user = userWith();
  requests = [];
  matches = () => pageOf([matchOf({ id: 'm-btc', base: 'btc' })]);
  resetScreen();
  api = stubApi({
    user: () => user,
    'strategies.json': () =>
      plainJson([strategyOf(1, 'RSI 50 cross up', 'rsi'), strategyOf(2, 'MACD cross')]),
    ...Object.fromEntries(
      ['crypto', 'currencies'].flatMap((market) =>
        ['matches', 'matches/dynamic', 'alerts'].map((path) => [`${market}/${path}`, matchesRoute]),
      ),
    ),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the periscope page (spec §2)', () => {
  it('lists the classic pack with the saved filters and every column but the received date', async () => {
    await open('/market/crypto/periscope');
    expect(await screen.findByText('Bitcoin')).toBeTruthy();
    expect(requests[0]).toMatchObject({
      source: 'binance-spot',
      quotes: ['usdt'],
      strategyPack: 'classic',
      sort: 'matchDate:desc',
      page: 1,
      pageSize: 25,
    });
    expect(headers()).toEqual([
      'Pair',
      'Status',
      'State',
      'Main strategy',
      'Timeframe',
      'Price',
      'Passed candle',
      'Distance',
      'Pivot type',
      'Source',
      'Chart',
    ]);
    const row = screen.getByRole('row', { name: /BTC/ });
    expect(within(row).getByText('Buy').closest('[data-signal]')?.className).toContain('text-buy');
    expect(within(row).getByText('RSI 50 cross up')).toBeTruthy();
    expect(within(row).getByText('4h')).toBeTruthy();
    // The price at the match (its candle's close), with the asset's price now beneath it.
    expect(within(row).getByText(/^100\.0+$/)).toBeTruthy();
    expect(within(row).getByText(/^Now 104\.0+$/)).toBeTruthy();
    expect(within(row).queryByText(/^104\.0+$/)).toBeNull();
    expect(within(row).getByRole('link', { name: 'Open the BTC/USDT chart' }).getAttribute('href')).toBe(
      '/market/crypto/chart?source=binance-spot&base=btc&quote=usdt&timeframe=240&strategy=1',
    );
  });

  it('asks for the lifecycle states the address names, shows them as a chip, and each match’s state in its column', async () => {
    matches = () => pageOf([matchOf({ id: 'm-btc', base: 'btc', state: 'triggered' })]);
    const router = await open('/market/crypto/periscope?source=binance-spot&state=triggered,active');
    await screen.findByText('Bitcoin', {}, { timeout: 4000 });
    expect(requests[0]).toMatchObject({ states: ['triggered', 'active'] });
    const row = screen.getByRole('row', { name: /BTC/ });
    expect(within(row).getByText('Triggered').closest('[data-state]')?.getAttribute('data-state')).toBe(
      'triggered',
    );
    const remove = screen.getByRole('button', { name: /^Remove State/ });
    await act(async () => {
      fireEvent.click(remove);
    });
    expect(searchOf(router).has('state')).toBe(false);
    await waitFor(() => expect(requests.at(-1)).not.toHaveProperty('states'));
  });

  it('shows the received date when the setting is on, and no source column outside crypto', async () => {
    user = userWith((settings) => {
      settings.viewMatchRecievedDate = true;
      settings.currencies.AtaSimpleStrategyPacks = settings.crypto.AtaSimpleStrategyPacks;
    });
    const router = await open('/market/crypto/periscope');
    await screen.findByText('Bitcoin');
    expect(headers()).toContain('Received');
    await act(() => router.navigate('/market/currencies/periscope'));
    await waitFor(() => expect(headers()).not.toContain('Source'));
    expect(headers()).toContain('Received');
  });

  it('mirrors a filter in the URL at once and saves it to settings a second later', async () => {
    const router = await open('/market/crypto/periscope');
    await screen.findByText('Bitcoin');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Quote' }));
    });
    fireEvent.click(await screen.findByRole('option', { name: 'BTC' }));
    expect(searchOf(router).get('quote')).toBe('usdt,btc');
    expect(searchOf(router).get('source')).toBe('binance-spot');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ quotes: ['usdt', 'btc'] }));
    expect(api.saved()).toEqual([]);
    await waitFor(() => expect(api.saved()).toHaveLength(1), { timeout: 2000 });
    expect(api.saved()[0]!.crypto.Periscope).toMatchObject({
      source: 'binance-spot',
      quote: ['usdt', 'btc'],
      strategyPack: 'classic',
      assetPack: ['all'],
    });
  });

  it('reads the filters from the URL over the settings, and saves nothing while no source is chosen', async () => {
    const router = await open('/market/crypto/periscope?source=all&quote=btc&page=2&search=eth');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ quotes: ['btc'], page: 2, search: 'eth', strategyPack: 'classic' });
    expect(requests[0]).not.toHaveProperty('source');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Quote' }));
    });
    fireEvent.click(await screen.findByRole('option', { name: 'USDT' }));
    expect(searchOf(router).get('quote')).toBe('btc,usdt');
    expect(searchOf(router).has('page')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(api.saved()).toEqual([]);
  });

  it('cancels an older load when a newer one starts, and never shows the cancelled one as an error', async () => {
    const signals: (AbortSignal | undefined)[] = [];
    matches = (body, signal) => {
      signals.push(signal);
      if (body.search === undefined) {
        return new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      }
      return pageOf([matchOf({ id: 'm-eth', base: 'eth', c_name: 'Ethereum' })]);
    };
    const router = await open('/market/crypto/periscope');
    await waitFor(() => expect(signals).toHaveLength(1));
    await act(() => router.navigate('/market/crypto/periscope?search=eth'));
    expect(await screen.findByText('Ethereum')).toBeTruthy();
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    expect(screen.queryByText('The matches could not be loaded')).toBeNull();
  });

  it('empties the list on a failure and loads it again on retry', async () => {
    let fail = true;
    matches = () => (fail ? failure(503, 'server.error') : pageOf([matchOf({ id: 'm-btc', base: 'btc' })]));
    await open('/market/crypto/periscope');
    expect(
      await screen.findByText('The matches could not be loaded', undefined, { timeout: 4000 }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Bitcoin')).toBeTruthy();
  });

  it('says when the pack is gone and offers another', async () => {
    matches = () => failure(404, 'market.matched-tabs.pack-not-found');
    await open('/market/crypto/periscope');
    expect(await screen.findByText('This pack no longer exists')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose another pack' }));
    expect(await screen.findByRole('dialog', { name: 'Strategy packs' })).toBeTruthy();
  });

  it('opens the upgrade modal from a locked range filter and a locked pack', async () => {
    await open('/market/crypto/periscope');
    await screen.findByText('Bitcoin');
    const filters = screen.getByRole('region', { name: 'Filters' });
    const upgrades = within(filters).getAllByRole('button', { name: 'Upgrade' });
    expect(upgrades).toHaveLength(3);
    fireEvent.click(upgrades[0]!);
    expect(useAppStore.getState().upgrade).toMatchObject({ group: 'crypto' });
    useAppStore.getState().closeUpgrade();

    fireEvent.click(screen.getByRole('button', { name: /Strategy pack: Classic/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Strategy packs' });
    fireEvent.click(within(drawer).getByRole('button', { name: /Oscillators/ }));
    expect(useAppStore.getState().upgrade).toEqual({ rule: ['ict', 'pro', 'hero'], group: 'crypto' });
  });

  it("explains a free user's empty page by the free allowance and offers the plans", async () => {
    matches = () => pageOf([]);
    await open('/market/crypto/periscope');
    expect(
      await screen.findByText(
        'Free matches cover BTC on Binance Spot at 4h, with the free strategies. Upgrade to scan every pair, source and timeframe.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See plans' }));
    expect(useAppStore.getState().upgrade).toEqual({ rule: ANY_PAID_TIER, group: 'crypto' });
  });

  it("says nothing of the free allowance on a paid user's empty page", async () => {
    matches = () => pageOf([]);
    user = userWith(() => undefined, PRO);
    await open('/market/crypto/periscope');
    await screen.findByText('no results found');
    expect(screen.queryByRole('button', { name: 'See plans' })).toBeNull();
  });

  it('lets a paid user use the ranges', async () => {
    user = userWith(() => undefined, PRO);
    await open('/market/crypto/periscope');
    await screen.findByText('Bitcoin');
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(within(filters).queryAllByRole('button', { name: 'Upgrade' })).toHaveLength(0);
  });
});

describe('the dynamic page (spec §2, §4)', () => {
  const withAdvancedPack = (settings: Settings) => {
    settings.crypto.AtaAdvanceStrategyPacks = {
      'Momentum turn': {
        name: 'Momentum turn',
        title: 'Momentum turn',
        enable: true,
        createDate: 1_700_000_000,
        position: 0,
        isEditable: false,
        settingsName: 'AtaAdvanceStrategyPacks',
        lock: false,
        type: 'advance',
        items: [
          {
            strategyId: 1,
            timeframe: [240],
            relation: 'and',
            passedCandle: { from: 0, to: 50 },
            distance: { from: 0, to: 100 },
            pivotType: [],
          },
        ],
      },
    };
  };

  it('falls back on the first advanced pack and saves timeframes as numbers', async () => {
    user = userWith(withAdvancedPack, PRO);
    const router = await open('/market/crypto/dynamic');
    await screen.findByText('Bitcoin');
    expect(requests[0]).toMatchObject({ strategyPack: 'Momentum turn' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Timeframe' }));
    });
    fireEvent.click(await screen.findByRole('option', { name: '1h' }));
    expect(searchOf(router).get('timeframe')).toBe('60');
    await waitFor(() => expect(api.saved()).toHaveLength(1), { timeout: 2000 });
    expect(api.saved()[0]!.crypto.DynamicPro).toMatchObject({
      timeframes: [60],
      assetPack: 'all',
      source: 'binance-spot',
    });
  });

  it('asks for an upgrade when every advanced pack is locked', async () => {
    user = userWith((settings) => {
      withAdvancedPack(settings);
      const pack = settings.crypto.AtaAdvanceStrategyPacks['Momentum turn'];
      if (pack) pack.lock = true;
    });
    await open('/market/crypto/dynamic');
    expect(await screen.findByText('These packs come with a paid plan')).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
