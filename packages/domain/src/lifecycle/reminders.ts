import { daysLeft, SECONDS_PER_DAY, type UnixSeconds } from '../access';
import { LIMITS, TIMERS } from '../markets';

/** Remaining ICT days on which the expiry reminder shows (spec §4). */
export const ICT_REMINDER_DAYS = [5, 3, 1, 0] as const;

const REMINDER_GAP_S = TIMERS.reminderEveryDays * SECONDS_PER_DAY;

/** True when no reminder was shown yet or the last one is at least 7 days old. */
export const reminderRested = (lastShownAt: UnixSeconds | null, now: UnixSeconds): boolean =>
  lastShownAt === null || now - lastShownAt >= REMINDER_GAP_S;

/**
 * The ICT expiry reminder shows when the remaining days hit 5, 3, 1 or 0, each at most once per 7 days;
 * `lastShownAt` is when the reminder for these same days was last shown.
 */
export const shouldRemindIct = (days: number, lastShownAt: UnixSeconds | null, now: UnixSeconds): boolean =>
  (ICT_REMINDER_DAYS as readonly number[]).includes(days) && reminderRested(lastShownAt, now);

/**
 * The same rule read from the ICT expiry timestamp, counting a started day as a whole one. A user who
 * never had ICT gets no reminder, and the 0-day one is offered only in the week after expiry, so a
 * long-lapsed tier does not nag forever.
 */
export const shouldRemindIctExpiry = (
  expiry: number | null | undefined,
  lastShownAt: UnixSeconds | null,
  now: UnixSeconds,
): boolean => {
  if (typeof expiry !== 'number' || now - expiry >= REMINDER_GAP_S) return false;
  return shouldRemindIct(daysLeft(expiry, now), lastShownAt, now);
};

/**
 * The installment modal opens (after 5 s) when the installment count is 3 or fewer, once per 7 days for
 * each plan; `lastShownAt` is when it was last shown for this plan.
 */
export const shouldRemindInstallment = (
  installmentCount: number,
  lastShownAt: UnixSeconds | null,
  now: UnixSeconds,
): boolean => installmentCount <= LIMITS.installmentReminderMaxCount && reminderRested(lastShownAt, now);
