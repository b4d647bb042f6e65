import type { Redis } from 'ioredis';
import { connectRedis } from './connect-redis';

type Log = {
  warn: (object: unknown, message?: string) => void;
  error: (object: unknown, message?: string) => void;
};
type Handler = (message: Buffer) => void;

/**
 * The scale mode's Redis: a connection for commands and publishing, one for subscriptions (a subscribed connection
 * takes no other command), and blocking readers on demand (XREAD BLOCK holds its connection too). `close` ends them
 * all, subscriptions first.
 */
export interface RedisBus {
  readonly commands: Redis;
  publish(channel: string, message: Buffer | string): Promise<void>;
  /** Hears a channel's messages until the returned function is called. */
  subscribe(channel: string, handler: Handler): Promise<() => Promise<void>>;
  /** A connection of its own for blocking reads; closed with the bus. */
  blocking(): Promise<Redis>;
  close(): Promise<void>;
}

/** Connects to REDIS_URL (throwing RedisUnreachableError, which names it, when nothing answers). */
export const connectRedisBus = async (url: string, log: Log): Promise<RedisBus> => {
  const commands = await connectRedis(url, log);
  const subscriber = await connectRedis(url, log).catch(async (error: unknown) => {
    commands.disconnect();
    throw error;
  });
  const others: Redis[] = [];
  const handlers = new Map<string, Set<Handler>>();
  subscriber.on('messageBuffer', (channel: Buffer, message: Buffer) => {
    for (const handler of handlers.get(channel.toString()) ?? []) {
      try {
        handler(message);
      } catch (error) {
        log.error({ err: error, channel: channel.toString() }, 'redis message not handled');
      }
    }
  });
  return {
    commands,
    publish: async (channel, message) => {
      await commands.publish(channel, message);
    },
    subscribe: async (channel, handler) => {
      const set = handlers.get(channel) ?? new Set<Handler>();
      handlers.set(channel, set.add(handler));
      if (set.size === 1) await subscriber.subscribe(channel);
      return async () => {
        set.delete(handler);
        if (set.size > 0) return;
        handlers.delete(channel);
        await subscriber.unsubscribe(channel);
      };
    },
    blocking: async () => {
      const connection = await connectRedis(url, log);
      others.push(connection);
      return connection;
    },
    close: async () => {
      handlers.clear();
      // A blocked XREAD never answers QUIT: those connections are cut.
      for (const connection of others) connection.disconnect();
      await Promise.allSettled([subscriber.quit(), commands.quit()]);
    },
  };
};
