import { batchedLookup } from '../db';
import type { UserRecord, UsersRepo } from '../users';

/**
 * User rows for the matches requests, read in batches (batchedLookup): a page's list, count and gauge calls and
 * every request of one turn share a query, and each still sees every write that completed before it asked.
 */
export const batchedUserRows = (users: Pick<UsersRepo, 'findById' | 'findByIds'>) =>
  batchedLookup<UserRecord>({ one: users.findById, many: users.findByIds }, (row) => row.id);
