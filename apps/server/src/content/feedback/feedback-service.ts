import { randomUUID } from 'node:crypto';
import { MS_PER_DAY, TIMERS } from '@tradescope/domain';
import type { Database } from '../../db';
import { createUsersRepo } from '../../users';
import { createFeedbackRepo } from './feedback-repo';

/**
 * "Later" puts the rating prompt off for 7 days, the spec's cadence for every other reminder (§9). A new account
 * is first asked after the same span, once the trader has had time to use the scanner.
 */
export const FEEDBACK_POSTPONE_MS = TIMERS.reminderEveryDays * MS_PER_DAY;
export const FEEDBACK_FIRST_ASK_AFTER_MS = TIMERS.reminderEveryDays * MS_PER_DAY;

/** Whether the app should ask this user for a rating now: not yet rated, not postponed, account old enough. */
export const feedbackPromptOf = async (db: Database, userId: string, nowMs: number): Promise<boolean> => {
  const user = await createUsersRepo(db).findById(userId);
  if (user === undefined || nowMs - user.register_date < FEEDBACK_FIRST_ASK_AFTER_MS) return false;
  const prompt = await createFeedbackRepo(db).promptOf(userId);
  if (prompt === undefined) return true;
  return prompt.answered_at === null && (prompt.postponed_until === null || prompt.postponed_until <= nowMs);
};

/** A rating is kept as history and answers the prompt, in one transaction. */
export const ratePoint = (db: Database, userId: string, point: number, nowMs: number): Promise<void> =>
  db.transaction().execute(async (trx) => {
    const feedback = createFeedbackRepo(trx);
    await feedback.insertEntry({
      id: randomUUID(),
      user_id: userId,
      point,
      message: null,
      created_at: nowMs,
    });
    await feedback.markAnswered(userId, nowMs);
  });

/** A written message; it does not answer the rating prompt, which asks for stars. */
export const sendFeedbackMessage = (db: Database, userId: string, message: string, nowMs: number) =>
  createFeedbackRepo(db).insertEntry({
    id: randomUUID(),
    user_id: userId,
    point: null,
    message,
    created_at: nowMs,
  });

/** Returns until when (unix ms) the prompt stays away. */
export const postponeFeedback = async (db: Database, userId: string, nowMs: number): Promise<number> => {
  const until = nowMs + FEEDBACK_POSTPONE_MS;
  await createFeedbackRepo(db).postpone(userId, until);
  return until;
};
