import type { UserRecord, UsersRepo } from '../users';

type Waiter = { resolve: (row: UserRecord | undefined) => void; reject: (error: unknown) => void };

// Ids per query: an IN list stays well inside both databases' parameter limits.
const BATCH_LIMIT = 500;

/**
 * User rows for requests, read in batches: the callers of one turn of the event loop share a single query, which
 * starts only after every one of them asked (setImmediate, or as soon as the batch is full). Nothing is kept
 * between batches, so a request never sees a row read before it asked: every write that completed before a request
 * (its own settings edit, an access grant, on any instance) is in the row it gets — on SQLite and PostgreSQL alike.
 * Under load many requests (and a page's list, count and gauge calls) are answered by one query instead of one each.
 */
export const batchedUserRows = (users: Pick<UsersRepo, 'findById' | 'findByIds'>) => {
  let waiting: Map<string, Waiter[]> | undefined;

  const read = async (batch: Map<string, Waiter[]>): Promise<void> => {
    try {
      const ids = [...batch.keys()];
      const rows =
        ids.length === 1
          ? [await users.findById(ids[0]!)].filter((row) => row !== undefined)
          : await users.findByIds(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const [id, waiters] of batch) for (const waiter of waiters) waiter.resolve(byId.get(id));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };

  const start = (batch: Map<string, Waiter[]>): void => {
    if (waiting !== batch) return;
    waiting = undefined;
    void read(batch);
  };

  return (userId: string): Promise<UserRecord | undefined> =>
    new Promise((resolve, reject) => {
      let batch = waiting;
      if (batch === undefined) {
        const fresh = new Map<string, Waiter[]>();
        batch = fresh;
        waiting = fresh;
        setImmediate(() => start(fresh));
      }
      const waiters = batch.get(userId);
      if (waiters === undefined) batch.set(userId, [{ resolve, reject }]);
      else waiters.push({ resolve, reject });
      if (batch.size >= BATCH_LIMIT) start(batch);
    });
};
