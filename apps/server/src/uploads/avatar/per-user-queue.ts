/**
 * Runs the tasks of one user one after another, those of different users side by side: two uploads of one user
 * must not both read the same previous avatar and each keep their own file.
 */
export const createPerUserQueue = () => {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(userId: string, task: () => Promise<T>): Promise<T> => {
    const run = (tails.get(userId) ?? Promise.resolve()).then(task);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(userId, tail);
    // The last task of a user drops the entry, so the map holds only users with work in flight.
    void tail.then(() => {
      if (tails.get(userId) === tail) tails.delete(userId);
    });
    return run;
  };
};
