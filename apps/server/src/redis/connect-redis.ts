import { Redis } from 'ioredis';

/** Raised at start when REDIS_URL names no Redis that answers: start-up stops with the variable named. */
export class RedisUnreachableError extends Error {
  constructor(url: string, cause: unknown) {
    super(`REDIS_URL: no Redis answers at ${withoutPassword(url)} (${messageOf(cause)})`);
    this.name = 'RedisUnreachableError';
  }
}

const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause));

// The URL may carry a password; an error message (and the log it lands in) must not.
const withoutPassword = (url: string): string => {
  const parsed = new URL(url);
  if (parsed.password !== '') parsed.password = '***';
  return parsed.toString();
};

type Log = { warn: (object: unknown, message?: string) => void };

/**
 * One connection to REDIS_URL, connected before it resolves. The first connection is tried once (a wrong URL stops
 * start-up at once); once connected, a dropped connection is retried with a capped backoff and commands wait for it.
 */
export const connectRedis = async (
  url: string,
  log: Log,
  { connectTimeoutMs = 5000 }: { connectTimeoutMs?: number } = {},
): Promise<Redis> => {
  let connected = false;
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: connectTimeoutMs,
    retryStrategy: (times) => (connected ? Math.min(times * 200, 2000) : null),
  });
  // ioredis reports each failed (re)connection here; without a listener Node would throw them.
  let refusal: unknown;
  client.on('error', (error: unknown) => {
    if (connected) log.warn({ err: error }, 'redis connection failed; retrying');
    else refusal ??= error;
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    // The socket's own error (ECONNREFUSED, ENOTFOUND) says more than "Connection is closed".
    throw new RedisUnreachableError(url, refusal ?? error);
  }
  connected = true;
  return client;
};
