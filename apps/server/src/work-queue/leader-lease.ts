import { randomUUID } from 'node:crypto';

// Extends the lease only for its holder (a lease that ran out and was taken by another process stays theirs).
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

/**
 * A task only one process of many runs (the track record's backtest among the scanners): a Redis key taken if free,
 * with a time to live its holder renews. A holder that dies lets the key run out, and the next `hold` of another
 * process takes it over.
 */
export const createLeaderLease = async (redisUrl: string, { key, ttlMs }: { key: string; ttlMs: number }) => {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  const holder = randomUUID();
  return {
    /** Whether this process holds the lease now: taken when free, renewed when already its own. */
    hold: async (): Promise<boolean> => {
      try {
        if (redis.status === 'wait') await redis.connect();
        if ((await redis.set(key, holder, 'PX', ttlMs, 'NX')) === 'OK') return true;
        return (await redis.eval(RENEW, 1, key, holder, ttlMs)) === 1;
      } catch {
        return false;
      }
    },
    close: (): void => redis.disconnect(),
  };
};
