type Waiter<T> = { resolve: (row: T | undefined) => void; reject: (error: unknown) => void };

// Ids per query: an IN list stays well inside both databases' parameter limits.
const BATCH_LIMIT = 500;

/**
 * Rows by id for requests, read in batches: the callers of one turn of the event loop share a single query, which
 * starts only after every one of them asked (setImmediate, or as soon as the batch is full). Nothing is kept
 * between batches, so a caller never sees a row read before it asked: every write that completed before it (a
 * logout, a settings edit, an access grant, on any instance) is in the row it gets — on SQLite and PostgreSQL alike.
 * Under load many requests are answered by one query instead of one each.
 */
export const batchedLookup = <T>(
  read: {
    one: (id: string) => Promise<T | undefined>;
    many: (ids: readonly string[]) => Promise<readonly T[]>;
  },
  idOf: (row: T) => string,
) => {
  let waiting: Map<string, Waiter<T>[]> | undefined;

  const run = async (batch: Map<string, Waiter<T>[]>): Promise<void> => {
    try {
      const ids = [...batch.keys()];
      const rows =
        ids.length === 1
          ? [await read.one(ids[0]!)].filter((row) => row !== undefined)
          : await read.many(ids);
      const byId = new Map(rows.map((row) => [idOf(row as T), row as T]));
      for (const [id, waiters] of batch) for (const waiter of waiters) waiter.resolve(byId.get(id));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };

  const start = (batch: Map<string, Waiter<T>[]>): void => {
    if (waiting !== batch) return;
    waiting = undefined;
    void run(batch);
  };

  return (id: string): Promise<T | undefined> =>
    new Promise((resolve, reject) => {
      let batch = waiting;
      if (batch === undefined) {
        const fresh = new Map<string, Waiter<T>[]>();
        batch = fresh;
        waiting = fresh;
        setImmediate(() => start(fresh));
      }
      const waiters = batch.get(id);
      if (waiters === undefined) batch.set(id, [{ resolve, reject }]);
      else waiters.push({ resolve, reject });
      if (batch.size >= BATCH_LIMIT) start(batch);
    });
};
