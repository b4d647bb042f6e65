import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { SavedChart } from '@tradescope/domain';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CandleChartApi } from '../../ui/chart/chart-engine';
import type { ChartParams } from '../../ui/chart/chart-params';
import { AUTOSAVE_DELAY_MS, useSavedChart } from './use-saved-chart';

type Call = { path: string; method?: string; body?: unknown };
const server = vi.hoisted(() => ({ calls: [] as Call[], list: [] as unknown[], content: '' as unknown }));

vi.mock('../../lib/session', () => ({
  api: (path: string, options: { method?: string; body?: unknown; parse: (data: unknown) => unknown }) => {
    server.calls.push({ path, method: options.method, body: options.body });
    if (path === 'chart') return Promise.resolve(options.parse(server.list));
    if (options.method === 'POST') {
      const body = options.body as { id: string; strategyIds: number[]; timeframe: number };
      return Promise.resolve(
        options.parse({
          id: body.id,
          symbol: 'S',
          strategyIds: body.strategyIds,
          resolution: body.timeframe,
          timestamp: 1,
        }),
      );
    }
    if (options.method === 'DELETE') return Promise.resolve(options.parse(null));
    return Promise.resolve(options.parse(server.content));
  },
}));

const chart: ChartParams = {
  source: 'binance-spot',
  base: 'btc',
  quote: 'usdt',
  timeframe: 60,
  strategyIds: [3],
  jump: false,
};
const entry: SavedChart = {
  id: 'binance-spot:btcusdt:3',
  symbol: 'S',
  strategyIds: [3],
  resolution: 60,
  timestamp: 1,
};
const engine = { visibleRange: () => ({ from: 10, to: 20 }) } as unknown as CandleChartApi;

const renderSaved = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSavedChart({ chart, engine, timeZone: 'utc', enabled: true }), { wrapper });
};
const posts = () => server.calls.filter((call) => call.method === 'POST');

afterEach(() => {
  vi.useRealTimers();
  server.calls.length = 0;
  server.list = [];
});

describe('useSavedChart', () => {
  it('autosaves a chart saved once, 2 s after the last change', async () => {
    server.list = [entry, { ...entry, id: 'binance-spot:ethusdt:3' }];
    const { result } = renderSaved();
    await waitFor(() => expect(result.current.savedOnce).toBe(true));
    expect(result.current.charts.map((c) => c.id)).toEqual([entry.id]);

    vi.useFakeTimers();
    act(() => result.current.changed());
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 500));
    act(() => result.current.changed());
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1));
    expect(posts()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(posts()).toHaveLength(1);
    const body = posts()[0]!.body as { id: string; content: string };
    expect(body.id).toBe(entry.id);
    expect(JSON.parse(body.content).visibleRange).toEqual({ from: 10, to: 20 });
  });

  it('does not autosave a chart that was never saved', async () => {
    const { result } = renderSaved();
    await waitFor(() => expect(result.current.listPending).toBe(false));
    vi.useFakeTimers();
    act(() => result.current.changed());
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(posts()).toHaveLength(0);
  });

  it('saves on demand, then counts as saved once', async () => {
    const { result } = renderSaved();
    await waitFor(() => expect(result.current.listPending).toBe(false));
    await act(() => result.current.saveNow());
    expect(posts()).toHaveLength(1);
    await waitFor(() => expect(result.current.savedOnce).toBe(true));
  });

  it("loads a saved chart's view and answers no chart when its content cannot be read", async () => {
    const { result } = renderSaved();
    server.content = JSON.stringify({
      id: entry.id,
      source: 'binance-spot',
      strategyIds: [3],
      base: 'btc',
      quote: 'usdt',
      timeframe: 240,
      content: JSON.stringify({ version: 1, visibleRange: { from: 1, to: 2 }, settings: {}, drawings: [] }),
    });
    let payload: unknown;
    await act(async () => {
      payload = await result.current.load(entry);
    });
    expect(payload).toMatchObject({ timeframe: 240 });
    expect(result.current.pending).toEqual({ timeframe: 240, range: { from: 1, to: 2 } });

    server.content = 'not json';
    await act(async () => {
      payload = await result.current.load({ ...entry, id: 'binance-spot:btcusdt:4' });
    });
    expect(payload).toBeNull();
  });
});
