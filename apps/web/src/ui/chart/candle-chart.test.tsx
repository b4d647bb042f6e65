import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { plainJson, strategyFixture, stubApi } from '../../../test';
import { BAR_TIMES, harmonicBuy, trendlineSell } from '../../../test/ui/chart/match-fixtures';
import { initI18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query';
import { CandleChart } from './candle-chart';

/** lightweight-charts needs a canvas happy-dom does not have: a recording stand-in takes its place. */
const calls = vi.hoisted(() => ({
  series: [] as {
    type: string;
    pane: number;
    setData: ReturnType<typeof vi.fn>;
    update: ReturnType<typeof vi.fn>;
  }[],
  markers: [] as unknown[][],
  primitives: [] as { setZones?: unknown }[],
  priceLines: [] as unknown[],
  panes: 1,
  frames: [] as { from: number; to: number }[],
  removed: 0,
}));

vi.mock('lightweight-charts', () => {
  const seriesOf = (type: string, pane = 0) => {
    if (pane >= calls.panes) calls.panes = pane + 1;
    const series = {
      type,
      pane,
      setData: vi.fn(),
      update: vi.fn(),
      applyOptions: vi.fn(),
      priceScale: () => ({ applyOptions: vi.fn() }),
      attachPrimitive: (primitive: { setZones?: unknown }) => calls.primitives.push(primitive),
      createPriceLine: (options: unknown) => {
        calls.priceLines.push(options);
        return options;
      },
      removePriceLine: vi.fn(),
    };
    calls.series.push(series);
    return series;
  };
  return {
    CandlestickSeries: 'Candlestick',
    HistogramSeries: 'Histogram',
    LineSeries: 'Line',
    ColorType: { Solid: 'solid' },
    CrosshairMode: { Normal: 0 },
    LineStyle: { Dotted: 1, Dashed: 2 },
    createChart: () => ({
      addSeries: (type: string, _options: unknown, pane?: number) => seriesOf(type, pane),
      removeSeries: vi.fn(),
      applyOptions: vi.fn(),
      panes: () => Array.from({ length: calls.panes }, () => ({ setStretchFactor: vi.fn() })),
      removePane: () => {
        calls.panes -= 1;
      },
      timeScale: () => ({
        setVisibleLogicalRange: (range: { from: number; to: number }) => calls.frames.push(range),
        subscribeVisibleLogicalRangeChange: vi.fn(),
        // Wide bars: the labels' layout (label-layout.ts) keeps every label where matchShapes put it.
        options: () => ({ barSpacing: 60 }),
      }),
      remove: () => {
        calls.removed += 1;
      },
    }),
    createSeriesMarkers: () => ({ setMarkers: (markers: unknown[]) => calls.markers.push(markers) }),
  };
});

const candles = BAR_TIMES.map((time, index) => ({
  time,
  open: 100 + index,
  high: 102 + index,
  low: 99 + index,
  close: 101 + index,
  volume: 10,
}));

beforeAll(async () => {
  await initI18n('en');
});
/** The strategy list names matches in the legend; the chart asks the query cache for it. */
const withQueries = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
let client = createQueryClient();

beforeEach(() => {
  client = createQueryClient();
  stubApi({
    'strategies.json': () => plainJson([strategyFixture({ id: 120, name: 'Trendline break (catalog)' })]),
  });
  calls.series.length = 0;
  calls.markers.length = 0;
  calls.primitives.length = 0;
  calls.priceLines.length = 0;
  calls.frames.length = 0;
  calls.panes = 1;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the candle chart', () => {
  it('draws candles and volume, then the shapes of the matches it is given', async () => {
    const { unmount } = render(
      <CandleChart
        candles={candles}
        timeframe={60}
        matches={[harmonicBuy, trendlineSell]}
        label="BTC/USDT"
      />,
      { wrapper: withQueries },
    );
    await act(async () => undefined);
    const [candleSeries, volumeSeries, ...lines] = calls.series;
    expect(candleSeries?.type).toBe('Candlestick');
    expect(candleSeries?.setData).toHaveBeenCalledWith(
      expect.arrayContaining([{ time: BAR_TIMES[0], open: 100, high: 102, low: 99, close: 101 }]),
    );
    expect(volumeSeries?.type).toBe('Histogram');
    // The harmonic's X-A-B-C-D line, and the trendline from the first bar on screen to its signal.
    expect(lines.map((line) => line.type)).toEqual(['Line', 'Line']);
    const markers = calls.markers.at(-1) as { text: string }[];
    expect(markers.map((marker) => marker.text)).toEqual(expect.arrayContaining(['X', 'A', 'B', 'C', 'D']));
    // A trendline's ends are its line (the signal candle has its arrow); only touches are labelled.
    expect(markers.map((marker) => marker.text)).not.toContain('end');
    // Entry lines keep off the price axis, where they would hide the last price's label.
    expect(calls.priceLines).toEqual([
      expect.objectContaining({ price: 101.5, title: 'Buy', axisLabelVisible: false }),
      expect.objectContaining({ price: 110, title: 'Sell', axisLabelVisible: false }),
    ]);
    // The zones, the harmonic triangles with the Fibonacci levels, and the ICT boxes and levels.
    expect(calls.primitives).toHaveLength(3);
    // Names are in the legend, not on the candles: the catalog's name once it has loaded, the match's until then.
    expect(screen.getByTestId('match-legend').textContent).toContain('Gartley');
    expect(await screen.findByText('Trendline break (catalog)')).toBeTruthy();
    // Opened on the newest match (the trendline, fired on bar 44) with room on its right.
    expect(calls.frames.at(-1)?.to).toBeGreaterThan(44 + 7);
    unmount();
    expect(calls.removed).toBeGreaterThan(0);
  });

  it("draws a divergence's oscillator in its own pane with its two readings marked", async () => {
    const divergence = {
      ...harmonicBuy,
      chartData: {
        p1: { date: BAR_TIMES[20]!, value: 118 },
        p2: { date: BAR_TIMES[30]!, value: 127 },
        o1: { date: BAR_TIMES[20]!, value: 28 },
        o2: { date: BAR_TIMES[30]!, value: 35 },
      },
    };
    const rsi = {
      title: 'RSI 14',
      lines: [
        {
          name: 'rsi',
          style: 'line' as const,
          points: BAR_TIMES.map((time) => [time, 50] as [number, number]),
        },
      ],
      levels: [30, 70],
    };
    render(
      <CandleChart
        candles={candles}
        timeframe={60}
        matches={[divergence]}
        oscillator={rsi}
        label="BTC/USDT"
      />,
      { wrapper: withQueries },
    );
    await act(async () => undefined);
    expect(calls.panes).toBe(2);
    const inPane = calls.series.filter((series) => series.pane === 1);
    // The RSI line and the o1-o2 line.
    expect(inPane.map((series) => series.type)).toEqual(['Line', 'Line']);
    expect(calls.priceLines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ price: 30 }),
        expect.objectContaining({ price: 70 }),
      ]),
    );
    const oscillatorMarkers = calls.markers.at(-1) as { text: string; price: number }[];
    expect(oscillatorMarkers.map((marker) => [marker.text, marker.price])).toEqual([
      ['o1', 28],
      ['o2', 35],
    ]);
  });

  it('updates only the forming candle when a tick moves it', async () => {
    const { rerender } = render(
      <CandleChart candles={candles} timeframe={60} matches={[]} label="BTC/USDT" />,
      { wrapper: withQueries },
    );
    await act(async () => undefined);
    const candleSeries = calls.series[0]!;
    const moved = [...candles.slice(0, -1), { ...candles.at(-1)!, close: 200, high: 200 }];
    rerender(<CandleChart candles={moved} timeframe={60} matches={[]} label="BTC/USDT" />);
    expect(candleSeries.setData).toHaveBeenCalledTimes(1);
    expect(candleSeries.update).toHaveBeenLastCalledWith(expect.objectContaining({ close: 200 }));
  });

  it('draws no volume bars for a market that reports no volume, through ticks too', async () => {
    const { rerender } = render(
      <CandleChart candles={candles} timeframe={60} matches={[]} label="SPX500/USD" volume={false} />,
      { wrapper: withQueries },
    );
    await act(async () => undefined);
    const [candleSeries, volumeSeries] = calls.series;
    expect(candleSeries?.setData).toHaveBeenCalledWith(expect.arrayContaining([expect.anything()]));
    expect(volumeSeries?.type).toBe('Histogram');
    expect(volumeSeries?.setData).toHaveBeenCalled();
    expect(volumeSeries?.setData.mock.calls.every(([bars]) => bars.length === 0)).toBe(true);
    const moved = [...candles.slice(0, -1), { ...candles.at(-1)!, close: 200, high: 200 }];
    rerender(<CandleChart candles={moved} timeframe={60} matches={[]} label="SPX500/USD" volume={false} />);
    expect(candleSeries?.update).toHaveBeenCalled();
    expect(volumeSeries?.update).not.toHaveBeenCalled();
  });
});
