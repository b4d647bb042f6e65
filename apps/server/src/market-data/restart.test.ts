import { candleAt } from '@tradescope/engine';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDatabase } from '../../test/database';
import { buildApp } from '../app';
import { loadConfig } from '../config';

const HOUR_MS = 3_600_000;
let temp: Awaited<ReturnType<typeof tempDatabase>> | undefined;
afterAll(() => temp?.cleanup());

const candlesOf = (app: FastifyInstance, timeframe: number) => {
  const columns = app.marketData.feed.store.get('binance-spot', 'ETHUSDT', timeframe)!.columns();
  return Array.from(columns.time, (_, i) => candleAt(columns, i));
};

describe('market data across a restart', () => {
  it('resumes on the same data dir without a missing or a duplicated candle', async () => {
    temp = await tempDatabase();
    const config = loadConfig({
      DATA_DIR: temp.dataDir,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-test',
      ...(temp.databaseUrl === undefined ? {} : { DATABASE_URL: temp.databaseUrl }),
    });
    const clock = { now: Date.UTC(2026, 10, 24, 9, 10, 30) };
    const first = await buildApp(config, { logger: false, now: () => clock.now });
    await first.ready();
    // Half an hour of live closes (each one scanned across twelve exchanges) before the stop.
    clock.now += HOUR_MS / 2;
    first.marketData.replay!.step();
    const before = candlesOf(first, 5);
    await first.close();

    clock.now += HOUR_MS;
    const second = await buildApp(config, { logger: false, now: () => clock.now });
    await second.ready();
    const after = candlesOf(second, 5);
    // What the first run closed is still there, unchanged, and the hour the server was down is filled in.
    const kept = after.filter((candle) => candle.time <= before.at(-1)!.time);
    expect(kept.length).toBeGreaterThan(900);
    expect(kept).toEqual(before.slice(before.length - kept.length));
    const times = after.map((candle) => candle.time);
    expect(times.filter((time, i) => i > 0 && time - times[i - 1]! !== 300)).toEqual([]);
    expect(times.at(-1)).toBe(Math.floor(clock.now / 300_000) * 300 - 300);

    const stored = await second.marketData.feed.backfill('binance-spot', 'ETHUSDT', 5, 0);
    expect(stored.time.length).toBe(after.length);
    await second.close();
    // Two full app starts over twelve exchanges: about 25 s of CPU, more on a machine shared with other work.
  }, 180_000);
});
