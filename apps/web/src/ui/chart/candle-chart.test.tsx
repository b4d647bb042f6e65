import { act, render } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAR_TIMES, harmonicBuy, trendlineSell } from '../../../test/ui/chart/match-fixtures';
import { initI18n } from '../../lib/i18n';
import { CandleChart } from './candle-chart';

/** lightweight-charts needs a canvas happy-dom does not have: a recording stand-in takes its place. */
const calls = vi.hoisted(() => ({
  series: [] as { type: string; setData: ReturnType<typeof vi.fn>; update: ReturnType<typeof vi.fn> }[],
  markers: [] as unknown[][],
  primitives: [] as { setZones?: unknown }[],
  priceLines: [] as unknown[],
  removed: 0,
}));

vi.mock('lightweight-charts', () => {
  const seriesOf = (type: string) => {
    const series = {
      type,
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
    LineStyle: { Dotted: 1 },
    createChart: () => ({
      addSeries: (type: string) => seriesOf(type),
      removeSeries: vi.fn(),
      applyOptions: vi.fn(),
      timeScale: () => ({ setVisibleLogicalRange: vi.fn() }),
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
beforeEach(() => {
  calls.series.length = 0;
  calls.markers.length = 0;
  calls.primitives.length = 0;
  calls.priceLines.length = 0;
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
    );
    await act(async () => undefined);
    const [candleSeries, volumeSeries, ...lines] = calls.series;
    expect(candleSeries?.type).toBe('Candlestick');
    expect(candleSeries?.setData).toHaveBeenCalledWith(
      expect.arrayContaining([{ time: BAR_TIMES[0], open: 100, high: 102, low: 99, close: 101 }]),
    );
    expect(volumeSeries?.type).toBe('Histogram');
    // The harmonic's X-A-B-C-D line; the trendline has one point on screen.
    expect(lines.map((line) => line.type)).toEqual(['Line']);
    const markers = calls.markers.at(-1) as { text: string }[];
    expect(markers.map((marker) => marker.text)).toEqual(
      expect.arrayContaining(['X', 'A', 'B', 'C', 'D', 'end']),
    );
    expect(calls.priceLines).toEqual([
      expect.objectContaining({ price: 101.5, title: 'Buy' }),
      expect.objectContaining({ price: 110, title: 'Sell' }),
    ]);
    expect(calls.primitives).toHaveLength(1);
    unmount();
    expect(calls.removed).toBeGreaterThan(0);
  });

  it('updates only the forming candle when a tick moves it', async () => {
    const { rerender } = render(
      <CandleChart candles={candles} timeframe={60} matches={[]} label="BTC/USDT" />,
    );
    await act(async () => undefined);
    const candleSeries = calls.series[0]!;
    const moved = [...candles.slice(0, -1), { ...candles.at(-1)!, close: 200, high: 200 }];
    rerender(<CandleChart candles={moved} timeframe={60} matches={[]} label="BTC/USDT" />);
    expect(candleSeries.setData).toHaveBeenCalledTimes(1);
    expect(candleSeries.update).toHaveBeenLastCalledWith(expect.objectContaining({ close: 200 }));
  });
});
