import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  assetFixture,
  plainJson,
  renderScreen,
  resetScreen,
  searchOf,
  strategyFixture,
  strategyRecordFixture,
  strategyStatsFixture,
  stubApi,
} from '../../../test';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { loadTranslations } from '.';
import type { HistogramPoint } from './histogram-points';
import { StrategyRecordPage } from './strategy-record-page';

// The canvas chart cannot draw in happy-dom: what it is handed is what the page decides.
vi.mock('./returns-chart', () => ({
  ReturnsChart: ({ strategy, baseline }: { strategy: HistogramPoint[]; baseline: HistogramPoint[] }) => (
    <pre data-testid="returns-chart">
      {JSON.stringify({
        strategy: strategy.map((point) => [point.x, Math.round(point.share)]),
        baseline: baseline.map((point) => [point.x, Math.round(point.share)]),
      })}
    </pre>
  ),
}));

beforeAll(async () => {
  await initI18n('en');
  await loadTranslations();
});
beforeEach(() => resetScreen());
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const STATS = 'crypto/strategies/stats?strategy=7';

const serve = (state: 'ready' | 'computing' | 'idle' = 'ready') =>
  stubApi({
    'strategies.json': () => plainJson([strategyFixture({ id: 7, name: 'Gartley' })]),
    [STATS]: () =>
      strategyStatsFixture(
        [
          strategyRecordFixture({ strategyId: 7, timeframe: 240, histogram: true }),
          strategyRecordFixture({ strategyId: 7, timeframe: 60, sample: 12, histogram: true }),
          // Another source's row is not the market's record.
          strategyRecordFixture({ strategyId: 7, timeframe: 15, source: 'binance-spot' }),
        ],
        state,
      ),
  });

const open = (id = '7', search = '') =>
  renderScreen(
    [{ path: '/market/crypto/strategies/:strategyId', element: <StrategyRecordPage market="crypto" /> }],
    { path: `/market/crypto/strategies/${id}${search}` },
  );

/** Two exchanges with data; on Binance Spot bitcoin on 1h and 4h (its 15m too few for a row), ether nowhere. */
const serveScoped = () =>
  stubApi({
    'strategies.json': () => plainJson([strategyFixture({ id: 7, name: 'Gartley' })]),
    'crypto/sources': () => ({
      mode: 'replay',
      sources: [
        { name: 'binance-spot', title: 'Binance Spot', hasData: true, timeframes: [15, 60, 240] },
        { name: 'bybit-futures', title: 'Bybit Futures', hasData: true, timeframes: [60, 240] },
      ],
    }),
    'crypto?source=binance-spot': () => [
      assetFixture({ base: 'btc', name: 'Bitcoin' }),
      assetFixture({ base: 'btc', quote: 'usdc', name: 'Bitcoin' }),
      assetFixture({ base: 'eth', name: 'Ethereum' }),
    ],
    [STATS]: () => strategyStatsFixture([strategyRecordFixture({ strategyId: 7, histogram: true })]),
    [`${STATS}&source=binance-spot`]: () =>
      strategyStatsFixture([
        strategyRecordFixture({ strategyId: 7, timeframe: 60, source: 'binance-spot', sample: 300 }),
        strategyRecordFixture({ strategyId: 7, timeframe: 240, source: 'binance-spot', sample: 500 }),
      ]),
    [`${STATS}&source=binance-spot&base=btc`]: () =>
      strategyStatsFixture([
        strategyRecordFixture({
          strategyId: 7,
          timeframe: 240,
          source: 'binance-spot',
          base: 'btc',
          sample: 80,
        }),
        strategyRecordFixture({
          strategyId: 7,
          timeframe: 60,
          source: 'binance-spot',
          base: 'btc',
          sample: 45,
        }),
      ]),
    [`${STATS}&source=binance-spot&base=eth`]: () => strategyStatsFixture([]),
  });

const pick = async (field: string, option: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: field }));
  });
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

const rowOf = (timeframe: number) => {
  const row = screen.getByTestId('record-table').querySelector(`[data-timeframe="${timeframe}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${timeframe}`);
  return [...row.children].map((cell) => cell.textContent);
};

describe('a strategy’s track record page', () => {
  it('tells what the record is, then the record beside the baseline per timeframe with Wilson intervals', async () => {
    serve();
    open();
    await screen.findByRole('heading', { name: 'Gartley' });
    screen.getByText('A record of past signals on this data, not a promise of profit.');
    await screen.findByTestId('record-table');
    expect(rowOf(60)).toEqual(['1h', '12', '7', '4', '1', 'too few', '51 %48 % – 54 %', '—']);
    expect(rowOf(240)).toEqual([
      '4h',
      '1,240',
      '719',
      '365',
      '156',
      '58 %55 % – 61 %',
      '51 %48 % – 54 %',
      '+7.0 pts+4.0 – +10.0',
    ]);
    expect(screen.getByTestId('record-table').querySelector('[data-timeframe="15"]')).toBeNull();
  });

  it('draws the forward returns of the fullest timeframe beside the baseline, per horizon', async () => {
    serve();
    open();
    const chart = await screen.findByTestId('returns-chart');
    expect(JSON.parse(chart.textContent ?? '')).toEqual({
      strategy: [
        [-1, 33],
        [1, 50],
        [3, 17],
      ],
      baseline: [
        [-1, 33],
        [1, 50],
        [3, 17],
      ],
    });
    const figures = () =>
      within(screen.getByRole('region', { name: 'Forward returns' })).getAllByRole('definition');
    // After 5 candles the fixture's mean is 1.0 %; after 20, 4.0 %.
    expect(figures()[1]?.textContent).toBe('1.0 %');
    await act(async () => fireEvent.click(screen.getByLabelText('20 candles')));
    expect(figures()[1]?.textContent).toBe('4.0 %');
  });

  it('says the record is still being measured while the backtest runs', async () => {
    serve('computing');
    open();
    await screen.findByText('The record is being measured; figures may still change.');
    await screen.findByTestId('record-table');
  });

  it('answers an address that names no strategy without asking for a record', async () => {
    const api = serve();
    open('nope');
    await screen.findByText('There is no such strategy.');
    expect(vi.mocked(fetch).mock.calls.some(([input]) => String(input).includes('strategies/stats'))).toBe(
      false,
    );
    expect(api.posted).toEqual({});
  });

  it('narrows to a source, then to one of its assets, keeping both in the address', async () => {
    serveScoped();
    const { router } = open();
    await screen.findByTestId('record-table');
    expect(rowOf(240)[1]).toBe('1,240');
    // Every source: an asset needs its source first.
    screen.getByText("Pick a source to see one asset's record.");
    await pick('Source', 'Binance Spot');
    expect(searchOf(router).toString()).toBe('source=binance-spot');
    await waitFor(() => expect(rowOf(240)[1]).toBe('500'));
    expect(rowOf(60)[1]).toBe('300');
    // A source's rows carry no distribution: the page says where it is drawn instead of an empty chart.
    screen.getByText(
      "The distribution is drawn for all sources together; the figures here are this selection's.",
    );
    expect(screen.queryByTestId('returns-chart')).toBeNull();
    await pick('Asset', 'BTC · Bitcoin');
    expect(searchOf(router).toString()).toBe('source=binance-spot&base=btc');
    await waitFor(() => expect(rowOf(240)[1]).toBe('80'));
    // 15m has no bitcoin row: the page says why rather than leaving it out silently.
    expect(screen.getByTestId('few-signals').textContent).toBe(
      "An asset's record starts at 30 ended signals: BTC has fewer on 15m, left out here.",
    );
    await pick('Source', 'All sources');
    expect(searchOf(router).toString()).toBe('');
    await waitFor(() => expect(rowOf(240)[1]).toBe('1,240'));
  });

  it('says an asset has too few signals for a record of its own, and leads back to its source', async () => {
    serveScoped();
    const { router } = open('7', '?source=binance-spot&base=eth');
    await screen.findByText('Too few signals of this strategy on ETH (Binance Spot) for a record of its own');
    screen.getByText(/once 30 of the strategy's signals on it have ended/);
    expect(screen.queryByTestId('record-table')).toBeNull();
    expect(screen.queryByText('No signal of this strategy has ended yet.')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: "See Binance Spot's record" }));
    });
    expect(searchOf(router).toString()).toBe('source=binance-spot');
    await waitFor(() => expect(rowOf(240)[1]).toBe('500'));
  });

  it('reads in Persian with Persian digits', async () => {
    await changeLanguage('fa');
    serve();
    open();
    await screen.findByText('کارنامهٔ سیگنال‌های گذشته روی همین داده‌ها، نه وعدهٔ سود.');
    await screen.findByTestId('record-table');
    expect(rowOf(240).slice(0, 3)).toEqual(['4h', '۱٬۲۴۰', '۷۱۹']);
  });
});
