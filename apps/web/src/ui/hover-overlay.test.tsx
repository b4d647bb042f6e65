import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoverOverlay } from './hover-overlay';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('hover overlay (spec §2: hides 400 ms after the pointer leaves)', () => {
  it('opens on hover and closes 400 ms after leaving', () => {
    render(
      <HoverOverlay trigger={<button type="button">BTC/USDT</button>}>
        <p>zone 64000 - 64500</p>
      </HoverOverlay>,
    );
    const trigger = screen.getByRole('button', { name: 'BTC/USDT' });
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('zone 64000 - 64500')).toBeTruthy();
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(399));
    expect(screen.queryByText('zone 64000 - 64500')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('zone 64000 - 64500')).toBeNull();
  });
});
