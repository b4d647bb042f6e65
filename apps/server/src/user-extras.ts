import { unixSecondsFromMillis } from '@tradescope/domain';
import { installmentsOf, remainingGiftsOf } from './billing';
import type { Config } from './config';
import { feedbackQuoteFor, tipsForUser } from './content';
import type { Database } from './db';
import { avatarUrlOf, ictDataOf } from './uploads';
import { accessHolderOf, type UserExtras, type UserRecord } from './users';

/**
 * GET user gathers parts that other modules own: gifts and installments (billing), tips and the loading quote
 * (content), the avatar and the ICT programme's days and due dates (uploads).
 */
export const createUserExtras =
  (db: Database, config: Pick<Config, 'publicUrl'>) =>
  async (row: UserRecord, nowMs: number): Promise<UserExtras> => {
    const [remainingGifts, installment, userTips, quote] = await Promise.all([
      remainingGiftsOf(db, row.id),
      installmentsOf(db, row.id, nowMs, config.publicUrl),
      tipsForUser(db, row.id),
      feedbackQuoteFor(db, nowMs),
    ]);
    return {
      avatarUrl: avatarUrlOf(row.avatar_file, config.publicUrl),
      remainingGifts,
      installment,
      userTips,
      user_feedback: quote === null ? [] : [quote],
      // A frozen crypto plan has no ICT days running either.
      ictData: ictDataOf(accessHolderOf(row), unixSecondsFromMillis(nowMs)),
    };
  };
