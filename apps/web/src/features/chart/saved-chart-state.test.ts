import { describe, expect, it } from 'vitest';
import type { ChartParams } from '../../ui/chart/chart-params';
import { crosshairLabel, tickLabel } from '../../ui/chart/chart-time';
import { chartContent, chartIdOf, chartPayload, pairPrefixOf, readChartContent } from './saved-chart-state';

const chart: ChartParams = {
  source: 'binance-spot',
  base: 'btc',
  quote: 'usdt',
  timeframe: 60,
  strategyIds: [3, 12],
  jump: false,
};

describe('saved chart state', () => {
  it('saves under the spec id and keeps the pair, timeframe and strategies', () => {
    const payload = chartPayload(chart, chartContent({ from: 100, to: 200 }, 'local'));
    expect(chartIdOf(chart)).toBe('binance-spot:btcusdt:3-12');
    expect(chartIdOf(chart).startsWith(pairPrefixOf(chart))).toBe(true);
    expect(payload).toMatchObject({
      id: 'binance-spot:btcusdt:3-12',
      base: 'btc',
      timeframe: 60,
      strategyIds: [3, 12],
    });
    expect(readChartContent(payload.content)).toEqual({
      version: 1,
      visibleRange: { from: 100, to: 200 },
      settings: { timeZone: 'local' },
      drawings: [],
    });
  });

  it('reads foreign or broken content as none, and a bad range as no range', () => {
    expect(readChartContent('not json')).toBeNull();
    expect(readChartContent('{"version":2}')).toBeNull();
    expect(readChartContent('{"version":1,"visibleRange":{"from":"x"}}')).toMatchObject({
      visibleRange: null,
      settings: { timeZone: 'utc' },
    });
  });
});

describe('time axis labels', () => {
  // 2026-01-01 23:30 UTC
  const seconds = Date.UTC(2026, 0, 1, 23, 30) / 1000;

  it('reads UTC in UTC mode whatever the browser zone', () => {
    expect(tickLabel(seconds, 3, 'en-US', 'utc')).toBe('23:30');
    expect(crosshairLabel(seconds, 'en-US', 'utc', true)).toContain('23:30');
    expect(tickLabel(seconds, 0, 'en-US', 'utc')).toBe('2026');
  });

  it('reads the browser clock in local mode', () => {
    const local = new Date(seconds * 1000);
    const expected = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
    expect(tickLabel(seconds, 3, 'en-US', 'local')).toBe(expected);
  });
});
