import type { Database } from '../db';

// Rows per statement: two parameters a row keeps every statement far below SQLite's and PostgreSQL's limits.
const CHUNK = 500;

/** The match_receipts table: when each live match was first seen. */
export const createReceiptsStore = (db: Database) => ({
  load: async (): Promise<[string, number][]> =>
    (await db.selectFrom('match_receipts').select(['id', 'received_at']).execute()).map((row) => [
      row.id,
      Number(row.received_at),
    ]),

  /** Stores new receipts (a match seen again after it left replaces its old time) and drops those that left. */
  write: async (
    stamped: readonly (readonly [string, number])[],
    dropped: readonly string[],
  ): Promise<void> => {
    if (stamped.length === 0 && dropped.length === 0) return;
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < dropped.length; i += CHUNK)
        await trx
          .deleteFrom('match_receipts')
          .where('id', 'in', dropped.slice(i, i + CHUNK))
          .execute();
      for (let i = 0; i < stamped.length; i += CHUNK)
        await trx
          .insertInto('match_receipts')
          .values(stamped.slice(i, i + CHUNK).map(([id, at]) => ({ id, received_at: at })))
          .onConflict((conflict) =>
            conflict.column('id').doUpdateSet((eb) => ({ received_at: eb.ref('excluded.received_at') })),
          )
          .execute();
    });
  },
});

export type ReceiptsStore = ReturnType<typeof createReceiptsStore>;

// Changes a write carries: one transaction each, and a turn of the event loop between two (a restart with a
// million live matches writes them all once; in one go that would hold requests up for seconds on SQLite).
const BATCH = 2000;

// How often a write held back by a burst looks again whether the burst has ended.
const BUSY_RETRY_MS = 100;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Receipt changes collected as scans apply and written in batches a little later, off the scan and request paths.
 * Only an id's last change is written (a match that came and went between two writes costs nothing). A failed
 * write is reported and its changes kept for the next one. While `busy` (scans still to apply: an hour boundary's
 * burst) the write waits for it to end, up to `maxDelayMs` after it was due: a reader waits for the scans, not for
 * their receipts on disk.
 */
export const createReceiptsJournal = (
  store: Pick<ReceiptsStore, 'write'>,
  {
    delayMs = 1000,
    maxDelayMs = 10_000,
    busy = () => false,
    onError,
  }: { delayMs?: number; maxDelayMs?: number; busy?: () => boolean; onError: (error: unknown) => void },
) => {
  const pending = new Map<string, number | null>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;

  const writeOne = async (): Promise<boolean> => {
    const batch: [string, number | null][] = [];
    for (const entry of pending) {
      batch.push(entry);
      if (batch.length >= BATCH) break;
    }
    for (const [id] of batch) pending.delete(id);
    const stamped: [string, number][] = [];
    const dropped: string[] = [];
    for (const [id, at] of batch) {
      if (at === null) dropped.push(id);
      else stamped.push([id, at]);
    }
    try {
      await store.write(stamped, dropped);
      return true;
    } catch (error) {
      onError(error);
      // Newer changes of the same ids win over the failed ones.
      for (const [id, at] of batch) if (!pending.has(id)) pending.set(id, at);
      return false;
    }
  };

  const drain = async (): Promise<void> => {
    try {
      while (pending.size > 0 && (await writeOne())) await nextTurn();
    } finally {
      writing = undefined;
    }
  };

  /**
   * Writes until nothing is pending (or a write fails: the rest waits for the next flush). Started only with something
   * pending: a drain with nothing to write would end before `writing` is set, leaving it set for good, and no timer
   * would be armed again.
   */
  const flush = (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (writing === undefined && pending.size > 0) writing = drain();
    return writing ?? Promise.resolve();
  };

  const schedule = () => {
    if (timer !== undefined || writing !== undefined || pending.size === 0) return;
    const due = Date.now() + delayMs;
    const fire = () => {
      timer = undefined;
      if (busy() && Date.now() < due + maxDelayMs) {
        timer = setTimeout(fire, BUSY_RETRY_MS);
        timer.unref();
        return;
      }
      void flush().then(schedule);
    };
    timer = setTimeout(fire, delayMs);
    timer.unref();
  };

  return {
    record: (stamped: Iterable<readonly [string, number]>, dropped: Iterable<string>): void => {
      for (const id of dropped) pending.set(id, null);
      for (const [id, at] of stamped) pending.set(id, at);
      schedule();
    },
    /** Writes whatever is pending now (shutdown, tests). */
    flush: async (): Promise<void> => {
      await writing;
      await flush();
    },
  };
};
