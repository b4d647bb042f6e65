import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SECONDS_PER_DAY, type UnixSeconds, unixSeconds } from '../access';
import {
  ICT_REMINDER_DAYS,
  shouldRemindIct,
  shouldRemindIctExpiry,
  shouldRemindInstallment,
} from './reminders';

const now = unixSeconds(1_800_000_000);
const daysAgo = (days: number): UnixSeconds => unixSeconds(now - days * SECONDS_PER_DAY);

describe('ICT expiry reminder (spec §4: at 5, 3, 1 and 0 days, once per 7 days)', () => {
  it('shows on 5, 3, 1 and 0 remaining days only', () => {
    expect(ICT_REMINDER_DAYS).toEqual([5, 3, 1, 0]);
    const shown = Array.from({ length: 15 }, (_, days) => days).filter((days) =>
      shouldRemindIct(days, null, now),
    );
    expect(shown).toEqual([0, 1, 3, 5]);
  });

  it('waits 7 full days after it was last shown', () => {
    expect(shouldRemindIct(3, daysAgo(6), now)).toBe(false);
    expect(shouldRemindIct(3, unixSeconds(daysAgo(7) + 1), now)).toBe(false);
    expect(shouldRemindIct(3, daysAgo(7), now)).toBe(true);
  });

  it('never shows twice within 7 days', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ICT_REMINDER_DAYS),
        fc.integer({ min: 0, max: 7 * SECONDS_PER_DAY - 1 }),
        (days, gap) => {
          expect(shouldRemindIct(days, unixSeconds(now - gap), now)).toBe(false);
        },
      ),
    );
  });

  it('reads the days from the expiry timestamp, a started day counting whole', () => {
    expect(shouldRemindIctExpiry(now + 3 * SECONDS_PER_DAY, null, now)).toBe(true);
    expect(shouldRemindIctExpiry(now + 2 * SECONDS_PER_DAY + 1, null, now)).toBe(true);
    expect(shouldRemindIctExpiry(now + 4 * SECONDS_PER_DAY, null, now)).toBe(false);
  });

  it('reminds at 0 in the week after expiry, and never a user who had no ICT', () => {
    expect(shouldRemindIctExpiry(now - SECONDS_PER_DAY, null, now)).toBe(true);
    expect(shouldRemindIctExpiry(now - 7 * SECONDS_PER_DAY, null, now)).toBe(false);
    expect(shouldRemindIctExpiry(null, null, now)).toBe(false);
  });
});

describe('installment reminder (spec §4: count 3 or fewer, once per 7 days per plan)', () => {
  it('shows at 3 or fewer installments', () => {
    expect([0, 1, 2, 3, 4, 6].map((count) => shouldRemindInstallment(count, null, now))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('rests 7 days between showings', () => {
    expect(shouldRemindInstallment(2, daysAgo(1), now)).toBe(false);
    expect(shouldRemindInstallment(2, daysAgo(8), now)).toBe(true);
  });
});
