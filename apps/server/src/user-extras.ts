import { remainingDaysOf, unixSecondsFromMillis } from '@tradescope/domain';
import type { Database, UserRow } from './db';
import type { UserExtras } from './users';
import { accessHolderOf } from './users';

/**
 * GET user gathers parts that other modules own. Billing (gifts, installments), content (tips, quotes) and uploads
 * (avatar, ICT due dates) plug in here as they land; until then their parts are empty.
 */
export const createUserExtras =
  (_db: Database) =>
  async (row: UserRow, nowMs: number): Promise<UserExtras> => {
    const days = remainingDaysOf(accessHolderOf(row), unixSecondsFromMillis(nowMs));
    return {
      avatarUrl: null,
      remainingGifts: 0,
      installment: [],
      userTips: [],
      user_feedback: [],
      ictData: {
        crypto: { remaindDays: days.cryptoICT, dueDate: null },
        global: { remaindDays: days.globalICT, dueDate: null },
      },
    };
  };
