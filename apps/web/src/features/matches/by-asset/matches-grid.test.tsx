import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AssetMatches, Settings } from '@tradescope/domain';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiRoute,
  envelope,
  failure,
  hangUntilAborted,
  plainJson,
  resetScreen,
  stubApi,
} from '../../../../test';
import {
  assetOf,
  listOf,
  matchOf,
  renderWithApp,
  STRATEGIES,
  settingsWithPacks,
  userOf,
} from '../../../../test/features/matches/by-asset/test-fixtures';
import type { MatchesPageKind, MatchesRequest } from '../../../lib/endpoints/matches';
import { addTranslations, initI18n } from '../../../lib/i18n';
import { Toaster } from '../../../ui/toaster';
import en from './i18n/en.json';
import { MatchesGrid } from './matches-grid';

vi.mock('../../../ui/chart', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../ui/chart')>()),
  MatchChart: (await import('../../../../test/features/matches/by-asset/test-fixtures')).FakeMatchChart,
}));

const btcMatches = [
  matchOf({ id: 'b1', base: 'btc', strategyId: 11, type: 'buy', timeframe: 240, ago: 900 }),
  matchOf({ id: 'b2', base: 'btc', strategyId: 12, type: 'strong sell', timeframe: 60, ago: 300 }),
  ...Array.from({ length: 11 }, (_, index) =>
    matchOf({
      id: `b-old-${index}`,
      base: 'btc',
      strategyId: 12,
      type: 'sell',
      timeframe: 15,
      ago: 4000 + index,
    }),
  ),
];
const btc = assetOf('btc', btcMatches);
const eth = assetOf('eth', [matchOf({ id: 'e1', base: 'eth', strategyId: 11, type: 'sell', ago: 60 })]);

type Handler = (body: Record<string, unknown>, signal: AbortSignal | null | undefined) => Promise<Response>;

let settings: Settings;
let saved: Settings[];
/** The grouped page's bodies; `opened` the list calls an opened asset makes. */
let matchesBodies: Record<string, unknown>[];
let opened: Record<string, unknown>[];
let onMatches: Handler;
let saveFails: boolean;

const matchesRoute: ApiRoute = ({ body, signal }) => {
  if (body.groupBy !== 'asset') {
    opened.push(body);
    return envelope(listOf(btcMatches, body));
  }
  matchesBodies.push(body);
  return onMatches(body, signal);
};

const page = (items: AssetMatches[], total = items.length) =>
  envelope({ items, total, page: 1, pageSize: 25 });

const Grid = ({
  kind = 'periscope',
  request = { strategyPack: 'mine' },
  strategyIds = [12, 11],
}: {
  kind?: MatchesPageKind;
  request?: MatchesRequest;
  strategyIds?: number[];
}) => {
  const [current, setCurrent] = useState(1);
  return (
    <>
      <MatchesGrid
        market="crypto"
        kind={kind}
        request={request}
        strategyIds={strategyIds}
        page={current}
        onPageChange={setCurrent}
      />
      <button type="button" onClick={() => setCurrent((value) => value + 1)}>
        next page
      </button>
      <Toaster />
    </>
  );
};

const grid = () => screen.getByRole('table', { name: 'Matches by asset' });
const assetRows = () =>
  within(grid())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('data-asset'));
const cell = (asset: string, strategy: number) =>
  grid().querySelector(`tr[data-asset="${asset}"] td[data-strategy="${strategy}"]`);

beforeAll(async () => {
  await initI18n('en');
  await addTranslations('matches-by-asset', en, () => import('./i18n/fa.json'));
});
beforeEach(() => {
  settings = settingsWithPacks();
  saved = [];
  matchesBodies = [];
  opened = [];
  saveFails = false;
  onMatches = async () => page([btc, eth], 2);
  resetScreen();
  stubApi({
    user: () => userOf(settings),
    'strategies.json': () => plainJson(STRATEGIES),
    'user/settings/edit': ({ body }) => {
      if (saveFails) return failure(500, 'server.error');
      saved.push(body);
      return null;
    },
    ...Object.fromEntries(
      ['matches', 'matches/dynamic', 'alerts'].map((path) => [`crypto/${path}`, matchesRoute]),
    ),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the desktop grid view (spec §2)', () => {
  it('puts one column per strategy in pack order and the newest match’s side in each cell', async () => {
    renderWithApp(<Grid />);
    await screen.findByText('Bitcoin');
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((header) => header.getAttribute('data-strategy'));
    expect(headers).toEqual([null, '12', '11']);
    await screen.findByRole('button', { name: /Sort by MACD cross/ });
    expect(cell('binance-spot:BTCUSDT', 12)?.querySelector('button')?.getAttribute('data-side')).toBe('sell');
    expect(cell('binance-spot:BTCUSDT', 11)?.querySelector('button')?.getAttribute('data-side')).toBe('buy');
    expect(cell('binance-spot:ETHUSDT', 12)?.querySelector('button')).toBeNull();
    expect(cell('binance-spot:ETHUSDT', 11)?.querySelector('button')?.getAttribute('data-side')).toBe('sell');
    expect(within(cell('binance-spot:BTCUSDT', 12) as HTMLElement).getByText('15m')).toBeTruthy();
    expect(matchesBodies[0]).toMatchObject({ strategyPack: 'mine', groupBy: 'asset', page: 1, pageSize: 25 });
  });

  it('sorts by a strategy column from its header, and a second click returns to the server order', async () => {
    onMatches = async () => page([eth, btc], 2);
    renderWithApp(<Grid />);
    await screen.findByText('Bitcoin');
    expect(assetRows()).toEqual(['binance-spot:ETHUSDT', 'binance-spot:BTCUSDT']);
    const sortButton = await screen.findByRole('button', { name: /Sort by MACD cross/ });
    fireEvent.click(sortButton);
    expect(assetRows()).toEqual(['binance-spot:BTCUSDT', 'binance-spot:ETHUSDT']);
    expect(sortButton.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(sortButton);
    expect(assetRows()).toEqual(['binance-spot:ETHUSDT', 'binance-spot:BTCUSDT']);
  });

  it('offers edit and remove on the user’s own pack only', async () => {
    const { unmount } = renderWithApp(<Grid />);
    const edits = await screen.findAllByRole('link', { name: 'Edit the pack “mine”' });
    expect(edits).toHaveLength(2);
    expect(edits[0]?.getAttribute('href')).toBe('/market/crypto/settings/periscope/mine');
    unmount();
    renderWithApp(<Grid request={{ strategyPack: 'classic' }} />);
    await screen.findByText('Bitcoin');
    await screen.findByRole('button', { name: /Sort by MACD cross/ });
    expect(screen.queryByRole('link', { name: /Edit the pack/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove .* from the pack/ })).toBeNull();
  });

  it('removes a strategy from a simple pack after confirmation and saves the whole settings document', async () => {
    renderWithApp(<Grid />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove MACD cross from the pack' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/will be removed from the pack “mine”/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.crypto.UserSimpleStrategyPacks.mine).toMatchObject({ strategiesIds: [11, 13] });
    expect(saved[0]?.crypto.AtaSimpleStrategyPacks).toEqual(settings.crypto.AtaSimpleStrategyPacks);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes a simple pack whose last strategy is removed', async () => {
    settings = settingsWithPacks([12]);
    renderWithApp(<Grid strategyIds={[12]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove MACD cross from the pack' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/so the pack will be deleted/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.crypto.UserSimpleStrategyPacks.mine).toBe(false);
  });

  it('sets an advanced pack to false when one of its strategies is removed', async () => {
    renderWithApp(<Grid kind="dynamic" request={{ strategyPack: 'combo' }} strategyIds={[11, 12]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove RSI cross from the pack' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/deletes the pack “combo”/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.crypto.UserAdvanceStrategyPacks.combo).toBe(false);
    expect(saved[0]?.crypto.UserSimpleStrategyPacks.mine).toMatchObject({ strategiesIds: [11, 12, 13] });
  });

  it('says an error occurred while saving when the save fails, and keeps the dialog open', async () => {
    saveFails = true;
    renderWithApp(<Grid />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove MACD cross from the pack' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('an error occurred while saving')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('asks the next page with its page and page size', async () => {
    onMatches = async (body) => page(body.page === 2 ? [eth] : [btc], 30);
    renderWithApp(<Grid />);
    await screen.findByText('Bitcoin');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Ethereum');
    expect(matchesBodies.map((body) => [body.page, body.pageSize])).toEqual([
      [1, 25],
      [2, 25],
    ]);
  });

  it('shows no error when a newer load cancels the older one', async () => {
    const aborted: boolean[] = [];
    onMatches = async (body, signal) => {
      if (body.page !== 1) return page([eth], 30);
      signal?.addEventListener('abort', () => aborted.push(true));
      return hangUntilAborted(signal);
    };
    renderWithApp(<Grid />);
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(8);
    // The page turns before the first answer came: the page's own pagination is not drawn yet.
    fireEvent.click(screen.getByRole('button', { name: 'next page' }));
    await screen.findByText('Ethereum');
    expect(aborted).toEqual([true]);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText(/trouble connecting/)).toBeNull();
  });

  it('shows an error with a retry when the load fails, and the retry loads again', async () => {
    let calls = 0;
    onMatches = async () => (++calls === 1 ? failure(500, 'server.error') : page([btc], 1));
    renderWithApp(<Grid />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await screen.findByText('Bitcoin');
  });

  it('opens a cell’s match in a modal with the 550 px chart and a 10-row table of that strategy, asked when opened', async () => {
    renderWithApp(<Grid />);
    await screen.findByText('Bitcoin');
    expect(opened).toEqual([]);
    fireEvent.click(within(cell('binance-spot:BTCUSDT', 12) as HTMLElement).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    const chart = within(dialog).getByTestId('match-chart');
    expect(chart.getAttribute('data-height')).toBe('550');
    expect(chart.getAttribute('data-timeframe')).toBe('60');
    expect(chart.textContent).toBe('12');
    const rows = () => within(dialog).getAllByRole('row').slice(1);
    await waitFor(() => expect(within(dialog).queryAllByTestId('skeleton-row')).toHaveLength(0));
    expect(rows()).toHaveLength(10);
    expect(rows()[0]?.getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByText('12 matches')).toBeTruthy();
    expect(opened[0]).toMatchObject({
      bases: ['btc'],
      quotes: ['usdt'],
      source: 'binance-spot',
      strategyIds: [12],
      sort: 'matchDate:desc',
      page: 1,
      pageSize: 10,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    const filter = within(within(dialog).getByRole('group', { name: 'Strategy' }));
    fireEvent.click(filter.getByRole('button', { name: 'All' }));
    expect(within(dialog).getByText('13 matches')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(opened.at(-1)).toMatchObject({ strategyPack: 'mine', page: 1 });
    expect(opened.at(-1)).not.toHaveProperty('strategyIds');
    fireEvent.click(filter.getByRole('button', { name: 'RSI cross' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(dialog).getByTestId('match-chart').getAttribute('data-timeframe')).toBe('240');
  });

  it('asks dynamic’s own call, within its pack, for an opened asset’s strategy', async () => {
    renderWithApp(<Grid kind="dynamic" request={{ strategyPack: 'combo' }} strategyIds={[11, 12]} />);
    await screen.findByText('Bitcoin');
    fireEvent.click(within(cell('binance-spot:BTCUSDT', 11) as HTMLElement).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('row').slice(1)).toHaveLength(1));
    expect(opened).toEqual([
      expect.objectContaining({ strategyPack: 'combo', strategyIds: [11], bases: ['btc'], pageSize: 10 }),
    ]);
  });
});
