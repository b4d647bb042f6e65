import { describe, expect, it } from 'vitest';
import { isSessionOpen, sessionOverlaps } from './sessions';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('trading sessions', () => {
  it('keeps crypto open around the clock', () => {
    expect(isSessionOpen('always', at('2026-11-28T12:00:00Z'))).toBe(true);
  });

  it('closes forex from Friday 17:00 to Sunday 17:00 New York time, in winter and in summer', () => {
    // Winter (EST, UTC-5): Friday 21:59 UTC open, 22:00 closed, Sunday 22:00 open again.
    expect(isSessionOpen('fx', at('2026-11-27T21:59:00Z'))).toBe(true);
    expect(isSessionOpen('fx', at('2026-11-27T22:00:00Z'))).toBe(false);
    expect(isSessionOpen('fx', at('2026-11-28T12:00:00Z'))).toBe(false);
    expect(isSessionOpen('fx', at('2026-11-29T21:59:00Z'))).toBe(false);
    expect(isSessionOpen('fx', at('2026-11-29T22:00:00Z'))).toBe(true);
    // Summer (EDT, UTC-4): the close moves to 21:00 UTC.
    expect(isSessionOpen('fx', at('2026-07-10T20:59:00Z'))).toBe(true);
    expect(isSessionOpen('fx', at('2026-07-10T21:00:00Z'))).toBe(false);
  });

  it('opens US stocks 09:30-16:00 New York time on weekdays only', () => {
    expect(isSessionOpen('new-york', at('2026-11-25T14:29:00Z'))).toBe(false);
    expect(isSessionOpen('new-york', at('2026-11-25T14:30:00Z'))).toBe(true);
    expect(isSessionOpen('new-york', at('2026-11-25T20:59:00Z'))).toBe(true);
    expect(isSessionOpen('new-york', at('2026-11-25T21:00:00Z'))).toBe(false);
    expect(isSessionOpen('new-york', at('2026-07-08T13:30:00Z'))).toBe(true);
    expect(isSessionOpen('new-york', at('2026-11-28T15:00:00Z'))).toBe(false);
  });

  it('follows Frankfurt, London and Tokyo hours', () => {
    expect(isSessionOpen('frankfurt', at('2026-11-25T08:00:00Z'))).toBe(true);
    expect(isSessionOpen('frankfurt', at('2026-11-25T16:30:00Z'))).toBe(false);
    expect(isSessionOpen('london', at('2026-11-25T08:00:00Z'))).toBe(true);
    expect(isSessionOpen('london', at('2026-07-08T07:00:00Z'))).toBe(true);
    expect(isSessionOpen('tokyo', at('2026-11-25T00:00:00Z'))).toBe(true);
    expect(isSessionOpen('tokyo', at('2026-11-25T06:30:00Z'))).toBe(false);
  });

  it('finds a half-hour inside a longer span', () => {
    // The 14:00 UTC hour holds the 14:30 opening bell in winter.
    expect(sessionOverlaps('new-york', at('2026-11-25T14:00:00Z'), at('2026-11-25T15:00:00Z'))).toBe(true);
    expect(sessionOverlaps('new-york', at('2026-11-25T13:00:00Z'), at('2026-11-25T14:00:00Z'))).toBe(false);
  });
});
