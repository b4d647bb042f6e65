import type { Session } from '@tradescope/domain';
import { describe, expect, it } from 'vitest';
import { sessionDate, sortSessions } from './session-rows';

const session = (id: string, action: 'login' | 'logout', loginDate: number): Session => ({
  id,
  action,
  loginDate,
  logoutDate: action === 'logout' ? loginDate + 60 : null,
  ip: '127.0.0.1',
  location: null,
  browser: 'Chrome',
  os: 'Linux',
});

describe('session rows (spec §2)', () => {
  it('puts live sessions first, newest first within each', () => {
    const sorted = sortSessions([
      session('a', 'logout', 30),
      session('b', 'login', 10),
      session('c', 'login', 20),
    ]);
    expect(sorted.map((s) => s.id)).toEqual(['c', 'b', 'a']);
  });

  it('writes day, short month and year in en-GB, and a dash when absent', () => {
    expect(sessionDate(Date.UTC(2026, 10, 5, 12) / 1000, 'en')).toBe('5 Nov 2026');
    expect(sessionDate(null, 'en')).toBe('-');
  });
});
