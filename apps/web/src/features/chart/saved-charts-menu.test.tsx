import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SavedChart } from '@tradescope/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { SavedChartsMenu, type SavedChartsMenuProps } from './saved-charts-menu';

const saved: SavedChart = {
  id: 'binance-spot:btcusdt:3',
  symbol: 'Head and Shoulders',
  strategyIds: [3],
  resolution: 60,
  timestamp: 1_790_000_000,
};

const setup = (overrides: Partial<SavedChartsMenuProps> = {}) => {
  const props: SavedChartsMenuProps = {
    charts: [saved],
    currentId: saved.id,
    signedIn: true,
    saving: false,
    onSave: vi.fn(),
    onOpen: vi.fn(),
    onDelete: vi.fn(() => Promise.resolve()),
    timeZone: 'utc',
    onTimeZone: vi.fn(),
    ...overrides,
  };
  render(<SavedChartsMenu {...props} />);
  fireEvent.keyDown(screen.getByRole('button', { name: /charts/i }), { key: 'Enter' });
  return props;
};

beforeAll(async () => {
  await initI18n('en');
});

describe('the saved charts menu', () => {
  it('saves the chart on show', async () => {
    const props = setup();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Save chart' }));
    expect(props.onSave).toHaveBeenCalledOnce();
  });

  it("lists this pair's saved charts and reopens one", async () => {
    const props = setup();
    expect((await screen.findByRole('menuitem', { name: /^Head and Shoulders/ })).textContent).toContain(
      '1h',
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: /^Head and Shoulders/ }));
    expect(props.onOpen).toHaveBeenCalledWith(saved);
  });

  it('deletes only after the confirmation', async () => {
    const props = setup();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete Head and Shoulders' }));
    expect(props.onDelete).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete this saved chart?');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(props.onDelete).toHaveBeenCalledWith(saved));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the charts when the confirmation is cancelled', async () => {
    const props = setup();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete Head and Shoulders' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(props.onDelete).not.toHaveBeenCalled();
  });

  it('switches the time axis to local time', async () => {
    const props = setup();
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Local time' }));
    expect(props.onTimeZone).toHaveBeenCalledWith('local');
  });

  it('offers only the time zone to a signed-out visitor', async () => {
    setup({ signedIn: false, charts: [] });
    await screen.findByRole('menuitemradio', { name: 'UTC' });
    expect(screen.queryByRole('menuitem', { name: 'Save chart' })).toBeNull();
  });
});
