import type { Session } from '@tradescope/domain';

/** Spec §2: live sessions (action login) first, each group newest first. */
export const sortSessions = (sessions: readonly Session[]): Session[] =>
  [...sessions].sort(
    (a, b) => Number(b.action === 'login') - Number(a.action === 'login') || b.loginDate - a.loginDate,
  );

/** Spec §2: day, short month and year as en-GB writes them ("5 Nov 2026"); Persian in its own calendar. */
export const sessionDate = (unixS: number | null, language: string): string =>
  unixS === null
    ? '-'
    : new Intl.DateTimeFormat(language === 'fa' ? 'fa-IR' : 'en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(unixS * 1000);
