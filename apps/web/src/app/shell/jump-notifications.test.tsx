import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { JumpNotification } from '@tradescope/domain';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { JumpNotificationStack } from './jump-notifications';

const jump = (id: string, base: string): JumpNotification => ({
  id,
  base,
  quote: 'usdt',
  price: 64_250.5,
  jumps: [{ id: `${id}-1`, matchTimestamp: 1_800_000_000, price: 64_000 }],
  source: 'binance-spot',
  timeframe: 3,
});

const wrap = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('jump notifications (spec §4)', () => {
  it('polls every 120000 ms while notifications are on', async () => {
    const fetcher = vi.fn(async () => [jump('1', 'btc')]);
    render(wrap(<JumpNotificationStack enabled fetcher={fetcher} />));
    expect(await screen.findByText('btc/usdt')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(119_000));
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('never asks while notifications are off', async () => {
    const fetcher = vi.fn(async () => [jump('1', 'btc')]);
    render(wrap(<JumpNotificationStack enabled={false} fetcher={fetcher} />));
    await act(async () => vi.advanceTimersByTimeAsync(300_000));
    expect(fetcher).not.toHaveBeenCalled();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the pair, jump count and a chart link, and dismisses a card', async () => {
    const fetcher = vi.fn(async () => [jump('1', 'btc'), jump('2', 'eth')]);
    render(wrap(<JumpNotificationStack enabled fetcher={fetcher} />));
    expect(await screen.findByText('eth/usdt')).toBeTruthy();
    expect(screen.getAllByText(/1 jumps · Binance Spot · 3m/)).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Chart' })[0]?.getAttribute('href')).toContain('jump=true');
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
    expect(screen.queryByText('btc/usdt')).toBeNull();
  });
});
