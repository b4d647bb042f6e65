/**
 * A connection that answers whether Redis is reachable now (the health check): it never queues commands while down
 * and gives up on one after a second, so a health request answers "not ready" instead of hanging. ioredis is loaded
 * here, not at start: the embedded process (ROLE=all) never pays for it.
 */
export const createRedisPing = async (redisUrl: string) => {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: 1_000,
  });
  redis.on('error', () => {});
  return {
    reachable: async (): Promise<boolean> => {
      try {
        if (redis.status === 'wait') await redis.connect();
        return (await redis.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    close: (): void => redis.disconnect(),
  };
};
