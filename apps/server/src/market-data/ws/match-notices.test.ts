import type { Market } from '@tradescope/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMatchNotices } from './match-notices';
import type { ServerMessage } from './ws-protocol';

describe('match notices', () => {
  let sent: [Market, ServerMessage][];
  let notices: ReturnType<typeof createMatchNotices>;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    notices = createMatchNotices((market, message) => sent.push([market, message]), 100);
  });
  afterEach(() => {
    notices.stop();
    vi.useRealTimers();
  });

  it('tells the first change at once and merges a burst into one notice per window, naming each state once', () => {
    notices.changed('crypto', 'binance-spot', []);
    expect(sent).toEqual([['crypto', { type: 'matches', source: 'binance-spot' }]]);
    for (let i = 0; i < 300; i++)
      notices.changed('crypto', 'binance-spot', i % 2 === 0 ? ['active'] : ['triggered', 'active']);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(99);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      ['crypto', { type: 'matches', source: 'binance-spot' }],
      ['crypto', { type: 'matches', source: 'binance-spot', states: ['active', 'triggered'] }],
    ]);
    // A change right after the merged notice waits for the next window: at most one notice a window.
    notices.changed('crypto', 'binance-spot', []);
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(100);
    expect(sent[2]).toEqual(['crypto', { type: 'matches', source: 'binance-spot' }]);
  });

  it('sends nothing more when nothing changed in the window, and tells the next change at once', () => {
    notices.changed('crypto', 'binance-spot', ['invalidated']);
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
    notices.changed('crypto', 'binance-spot', []);
    expect(sent).toHaveLength(2);
  });

  it('keeps markets and sources apart', () => {
    notices.changed('crypto', 'binance-spot', []);
    notices.changed('crypto', 'bybit-spot', ['active']);
    notices.changed('currencies', 'oanda', []);
    expect(sent).toEqual([
      ['crypto', { type: 'matches', source: 'binance-spot' }],
      ['crypto', { type: 'matches', source: 'bybit-spot', states: ['active'] }],
      ['currencies', { type: 'matches', source: 'oanda' }],
    ]);
  });

  it('drops what waits when stopped', () => {
    notices.changed('crypto', 'binance-spot', []);
    notices.changed('crypto', 'binance-spot', ['active']);
    notices.stop();
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
  });
});
