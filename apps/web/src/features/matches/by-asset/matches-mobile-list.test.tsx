import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AssetMatches } from '@tradescope/domain';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiRoute,
  envelope,
  failure,
  hangUntilAborted,
  plainJson,
  resetScreen,
  strategyRecordFixture,
  strategyStatsFixture,
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
import { addTranslations, initI18n } from '../../../lib/i18n';
import { loadTrackRecordTranslations } from '../../../ui/track-record';
import en from './i18n/en.json';
import { MatchesMobileList } from './matches-mobile-list';

vi.mock('../../../ui/chart', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../ui/chart')>()),
  MatchChart: (await import('../../../../test/features/matches/by-asset/test-fixtures')).FakeMatchChart,
}));

const btcMatches = [
  matchOf({ id: 'b1', base: 'btc', strategyId: 11, type: 'buy', timeframe: 240, ago: 900 }),
  matchOf({ id: 'b2', base: 'btc', strategyId: 11, type: 'strong buy', timeframe: 60, ago: 1900 }),
  matchOf({ id: 'b3', base: 'btc', strategyId: 12, type: 'sell', timeframe: 15, ago: 300 }),
  matchOf({ id: 'b4', base: 'btc', strategyId: 11, type: 'buy', timeframe: 15, ago: 5000 }),
  // Older RSI cross matches: a second page of the section.
  ...Array.from({ length: 9 }, (_, n) =>
    matchOf({ id: `b-old-${n}`, base: 'btc', strategyId: 11, type: 'buy', timeframe: 60, ago: 9000 + n }),
  ),
];
const btc = assetOf('btc', btcMatches);
const eth = assetOf('eth', [matchOf({ id: 'e1', base: 'eth', strategyId: 13, type: 'neutral', ago: 60 })]);

/** The grouped page's bodies; `opened` the list calls an opened asset makes. */
let bodies: Record<string, unknown>[];
let opened: Record<string, unknown>[];
let onMatches: (body: Record<string, unknown>, signal?: AbortSignal | null) => Promise<Response>;

const page = (items: AssetMatches[], total = items.length) =>
  envelope({ items, total, page: 1, pageSize: 20 });

const List = ({ initialPage = 1 }: { initialPage?: number }) => {
  const [current, setCurrent] = useState(initialPage);
  return (
    <>
      <MatchesMobileList
        market="crypto"
        kind="periscope"
        request={{ strategyPack: 'classic' }}
        strategyIds={[11, 12, 13]}
        page={current}
        onPageChange={setCurrent}
      />
      <button type="button" onClick={() => setCurrent((value) => value + 1)}>
        next page
      </button>
    </>
  );
};

const item = (pair: string) => screen.getByRole('button', { name: `Open the ${pair} matches` });

beforeAll(async () => {
  await initI18n('en');
  await addTranslations('matches-by-asset', en, () => import('./i18n/fa.json'));
  await loadTrackRecordTranslations();
});
const matchesRoute: ApiRoute = ({ body, signal }) => {
  if (body.groupBy !== 'asset') {
    opened.push(body);
    return envelope(listOf(btcMatches, body));
  }
  bodies.push(body);
  return onMatches(body, signal);
};

beforeEach(() => {
  bodies = [];
  opened = [];
  onMatches = async () => page([btc, eth], 2);
  resetScreen();
  stubApi({
    user: () => userOf(settingsWithPacks()),
    'strategies.json': () => plainJson(STRATEGIES),
    'crypto/matches': matchesRoute,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the phone list (spec §2)', () => {
  it('shows each asset’s match count and a buy/sell ratio bar sized from its counts', async () => {
    renderWithApp(<List />);
    await screen.findByText('Bitcoin');
    expect(within(item('BTC/USDT')).getByText('13 matches')).toBeTruthy();
    const bar = within(item('BTC/USDT')).getByRole('img', { name: '12 buy, 1 sell, 0 neutral' });
    const width = (side: string) =>
      (bar.querySelector(`[data-side="${side}"]`) as HTMLElement | null)?.style.width;
    expect(width('buy')).toBe('92.31%');
    expect(width('sell')).toBe('7.69%');
    expect(width('neutral')).toBeUndefined();
    const neutral = within(item('ETH/USDT')).getByRole('img');
    expect((neutral.querySelector('[data-side="neutral"]') as HTMLElement).style.width).toBe('100%');
    expect(bodies[0]).toMatchObject({ strategyPack: 'classic', groupBy: 'asset', page: 1, pageSize: 20 });
  });

  it('shows 10 placeholders while loading, and no error when a newer load cancels it', async () => {
    onMatches = async (body, signal) => (body.page === 1 ? hangUntilAborted(signal) : page([eth], 21));
    renderWithApp(<List />);
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'next page' }));
    await screen.findByText('Ethereum');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(bodies.map((body) => [body.page, body.pageSize])).toEqual([
      [1, 20],
      [2, 20],
    ]);
  });

  it('stays on the page the address named once the first load brings the total (no reset to page 1)', async () => {
    onMatches = async (body) => envelope({ items: [eth], total: 45, page: body.page, pageSize: 20 });
    renderWithApp(<List initialPage={2} />);
    await screen.findByText('Ethereum');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(bodies.map((body) => body.page)).toEqual([2]);
  });

  it('opens a drawer with the 300 px chart and the matches by strategy, asking for the open section only', async () => {
    renderWithApp(<List />);
    await screen.findByText('Bitcoin');
    fireEvent.click(item('BTC/USDT'));
    const drawer = await screen.findByRole('dialog');
    const chart = within(drawer).getByTestId('match-chart');
    expect(chart.getAttribute('data-height')).toBe('300');
    // The first section (the strategy with the newest match) is open and the chart shows it.
    expect(chart.textContent).toBe('12');
    const macd = await within(drawer).findByRole('button', { name: /MACD cross/ });
    const rsi = within(drawer).getByRole('button', { name: /RSI cross/ });
    expect(macd.getAttribute('aria-expanded')).toBe('true');
    expect(rsi.getAttribute('aria-expanded')).toBe('false');
    // Each header counts its strategy's matches on the asset, before any is fetched.
    expect(within(rsi).getByText('12')).toBeTruthy();
    await within(drawer).findByRole('link', { name: /Open the MACD cross chart of BTC\/USDT/ });
    expect(opened).toEqual([
      expect.objectContaining({ bases: ['btc'], quotes: ['usdt'], strategyIds: [12], page: 1, pageSize: 10 }),
    ]);
    expect(opened[0]).not.toHaveProperty('strategyPack');
    fireEvent.click(rsi);
    await waitFor(() => expect(rsi.getAttribute('aria-expanded')).toBe('true'));
    const links = await within(drawer).findAllByRole('link', {
      name: /Open the RSI cross chart of BTC\/USDT/,
    });
    expect(links).toHaveLength(10);
    expect(links[0]?.getAttribute('href')).toBe(
      '/market/crypto/chart?source=binance-spot&base=btc&quote=usdt&timeframe=240&strategy=11',
    );
    expect(within(drawer).getByTestId('match-chart').getAttribute('data-timeframe')).toBe('240');
    // The section's second page: its two oldest matches.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(within(drawer).getAllByRole('link', { name: /Open the RSI cross chart/ })).toHaveLength(2),
    );
    expect(opened.at(-1)).toMatchObject({ strategyIds: [11], page: 2 });
  });

  it('shows each match’s strategy record in the drawer, as the hover card does, and leads to the whole record', async () => {
    stubApi({
      user: () => userOf(settingsWithPacks()),
      'strategies.json': () => plainJson(STRATEGIES),
      'crypto/matches': matchesRoute,
      'crypto/strategies/stats?timeframe=15': () =>
        strategyStatsFixture([
          strategyRecordFixture({ strategyId: 12, timeframe: 15 }),
          strategyRecordFixture({ strategyId: 11, timeframe: 15, sample: 12 }),
        ]),
    });
    renderWithApp(<List />);
    await screen.findByText('Bitcoin');
    fireEvent.click(item('BTC/USDT'));
    const drawer = await screen.findByRole('dialog');
    // MACD cross (open first) matched on 15m: its 15m record, in the grid cell's words.
    const line = await within(drawer).findByTestId('track-record');
    expect(line.textContent).toBe('58 % of 1,240 vs 51 %+7.0 pts');
    expect(
      within(drawer).getByRole('link', { name: 'Track record of MACD cross' }).getAttribute('href'),
    ).toBe('/market/crypto/strategies/12');
    fireEvent.click(within(drawer).getByRole('button', { name: /RSI cross/ }));
    // RSI cross's 15m match has too few ended signals for a rate (this fake serves no 4h or 1h records).
    expect(await within(drawer).findByText('too few signals (12)')).toBeTruthy();
  });

  it('shows an error with a retry when the load fails', async () => {
    onMatches = async () => failure(500, 'server.error');
    renderWithApp(<List />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
