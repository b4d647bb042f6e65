/**
 * Shares the main thread between scan results and everything else (requests, websockets, the feed). A burst of
 * results (start-up's full scan, an hour boundary) would otherwise be applied in one turn of the event loop, each
 * resolved scan right after the last, and a request that arrived meanwhile would wait for all of them.
 *
 * `run(work)` runs a piece of synchronous work now while the current slice has time left; once the slice has spent
 * `budgetMs`, the work waits (in order) for the loop's next turn, after the I/O that came meanwhile is served.
 */
export const createMainThreadSlices = (budgetMs = 8, now: () => number = () => performance.now()) => {
  const queue: Array<() => void> = [];
  let open = false;
  let sliceStart = 0;
  let drainScheduled = false;

  const close = (): void => {
    open = false;
  };
  const sliceHasTime = (): boolean => {
    const at = now();
    if (open) return at - sliceStart < budgetMs;
    // A slice lasts until the loop comes round again: the next check phase closes it.
    open = true;
    sliceStart = at;
    setImmediate(close);
    return true;
  };
  const settle = <T>(work: () => T): Promise<Awaited<T>> => {
    try {
      return Promise.resolve(work());
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const drain = (): void => {
    drainScheduled = false;
    while (queue.length > 0 && sliceHasTime()) queue.shift()?.();
    if (queue.length > 0) scheduleDrain();
  };
  const scheduleDrain = (): void => {
    if (drainScheduled) return;
    drainScheduled = true;
    setImmediate(drain);
  };

  return {
    /** The work's result (or its rejection); work that returns a promise is timed for its synchronous part. */
    run: <T>(work: () => T): Promise<Awaited<T>> => {
      if (queue.length === 0 && sliceHasTime()) return settle(work);
      return new Promise((resolve, reject) => {
        queue.push(() => {
          settle(work).then(resolve, reject);
        });
        scheduleDrain();
      });
    },
  };
};
