import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AttemptLimiter, AttemptLimiters, AttemptRule } from '../auth';

/**
 * The scale mode's failure counts: one sorted set per rule and key, scored by the failure's time, so every process
 * counts the same failures in the same sliding window (two processes in memory would each allow the whole limit).
 */
class RedisAttemptLimiter implements AttemptLimiter {
  constructor(
    readonly redis: Redis,
    readonly prefix: string,
    readonly rule: AttemptRule,
  ) {}

  async isLocked(key: string, nowMs: number): Promise<boolean> {
    // "(" excludes the bound: a failure exactly one window old has left it, as in memory.
    const recent = await this.redis.zcount(this.prefix + key, `(${nowMs - this.rule.windowMs}`, '+inf');
    return recent >= this.rule.max;
  }

  async recordFailure(key: string, nowMs: number): Promise<void> {
    const name = this.prefix + key;
    await this.redis
      .multi()
      .zremrangebyscore(name, '-inf', nowMs - this.rule.windowMs)
      .zadd(name, nowMs, `${nowMs}:${randomUUID()}`)
      .pexpire(name, this.rule.windowMs)
      .exec();
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

export const redisAttemptLimiters =
  (redis: Redis): AttemptLimiters =>
  (name, rule) =>
    new RedisAttemptLimiter(redis, `tradescope:attempts:${name}:`, rule);
