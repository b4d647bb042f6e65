import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Match, Settings } from '@tradescope/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../lib/app-store';
import { initI18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query';
import { tokenManager } from '../../lib/session';
import { loadTranslations } from '.';
import { MatchesPage } from './matches-page';
import { matchOf, strategyOf, userWith } from './test-fixtures';

const json = (data: unknown, status = 200) =>
  new Response(
    JSON.stringify(status === 200 ? { status: 'success', data } : { status: 'error', message: data }),
    {
      status,
      headers: { 'content-type': 'application/json' },
    },
  );

const pageOf = (items: Match[], total = items.length) => json({ items, total, page: 1, pageSize: 25 });

type Handler = (
  body: Record<string, unknown>,
  signal: AbortSignal | undefined,
) => Response | Promise<Response>;

let user = userWith();
let saved: Settings[] = [];
let requests: Record<string, unknown>[] = [];
let matches: Handler = () => pageOf([matchOf({ id: 'm-btc', base: 'btc' })]);

const server = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url.endsWith('/token'))
    return json({ token: 't', expiresAt: Date.now() + 900_000, impersonating: false });
  if (url.endsWith('/api/v1/user')) return json(user);
  if (url.endsWith('/user/settings/edit')) {
    saved.push(JSON.parse(String(init?.body)));
    return json(null);
  }
  if (url.endsWith('/strategies.json')) {
    return new Response(
      JSON.stringify([strategyOf(1, 'RSI 50 cross up', 'rsi'), strategyOf(2, 'MACD cross')]),
    );
  }
  if (/\/(crypto|currencies)\/sources$/.test(url)) return json(null, 404);
  if (/\/(crypto|currencies)\/(matches|matches\/dynamic|alerts)$/.test(url)) {
    const body = JSON.parse(String(init?.body));
    requests.push(body);
    return matches(body, init?.signal ?? undefined);
  }
  return json('request.not-found', 404);
};

const open = async (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/market/crypto/periscope', element: <MatchesPage market="crypto" kind="periscope" /> },
      { path: '/market/crypto/dynamic', element: <MatchesPage market="crypto" kind="dynamic" /> },
      { path: '/market/currencies/periscope', element: <MatchesPage market="currencies" kind="periscope" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const query = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);
const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
const PRO = { pro: 4_000_000_000 };

beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => {
  user = userWith();
  saved = [];
  requests = [];
  matches = () => pageOf([matchOf({ id: 'm-btc', base: 'btc' })]);
  tokenManager.reset();
  vi.stubGlobal('fetch', vi.fn(server));
  vi.stubGlobal('WebSocket', undefined);
  useAppStore.getState().closeUpgrade();
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
    expect(within(row).getByRole('link', { name: 'Open the BTC/USDT chart' }).getAttribute('href')).toBe(
      '/market/crypto/chart?source=binance-spot&base=btc&quote=usdt&timeframe=240&strategy=1',
    );
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
      fireEvent.click(screen.getByRole('button', { name: 'Pair' }));
    });
    fireEvent.click(await screen.findByRole('option', { name: 'BTC' }));
    expect(query(router).get('quote')).toBe('usdt,btc');
    expect(query(router).get('source')).toBe('binance-spot');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ quotes: ['usdt', 'btc'] }));
    expect(saved).toEqual([]);
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 2000 });
    expect(saved[0]!.crypto.Periscope).toMatchObject({
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
      fireEvent.click(screen.getByRole('button', { name: 'Pair' }));
    });
    fireEvent.click(await screen.findByRole('option', { name: 'USDT' }));
    expect(query(router).get('quote')).toBe('btc,usdt');
    expect(query(router).has('page')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(saved).toEqual([]);
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
    matches = () => (fail ? json('server.error', 503) : pageOf([matchOf({ id: 'm-btc', base: 'btc' })]));
    await open('/market/crypto/periscope');
    expect(
      await screen.findByText('The matches could not be loaded', undefined, { timeout: 4000 }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Bitcoin')).toBeTruthy();
  });

  it('says when the pack is gone and offers another', async () => {
    matches = () => json('market.matched-tabs.pack-not-found', 404);
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
    expect(query(router).get('timeframe')).toBe('60');
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 2000 });
    expect(saved[0]!.crypto.DynamicPro).toMatchObject({
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
