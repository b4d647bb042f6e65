import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { PassedTime } from './passed-time';

const START = Date.UTC(2026, 0, 1, 12, 0, 0);

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('passed time (spec §4)', () => {
  it('changes its text exactly at the next boundary, not before', () => {
    render(<PassedTime at={START - 30_000} />);
    expect(screen.getByText('just now')).toBeTruthy();
    act(() => vi.advanceTimersByTime(29_999));
    expect(screen.getByText('just now')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('1 minute ago')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('2 minutes ago')).toBeTruthy();
  });

  it('moves from minutes to hours', () => {
    render(<PassedTime at={START - 59 * 60_000} />);
    expect(screen.getByText('59 minutes ago')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('1 hour ago')).toBeTruthy();
  });

  it('arms a single timer rather than ticking every second', () => {
    render(<PassedTime at={START - 5 * 3_600_000} />);
    expect(vi.getTimerCount()).toBe(1);
  });
});
