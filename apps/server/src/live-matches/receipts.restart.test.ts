import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { grantPro, signUpUser } from '../../test';
import { tempDatabase } from '../../test/database';
import { buildApp } from '../app';
import { loadConfig } from '../config';

let temp: Awaited<ReturnType<typeof tempDatabase>> | undefined;
afterAll(() => temp?.cleanup());

type Row = { id: string; receiveDate: string };

/** Page 1, oldest first: the matches most likely to outlive a short restart. */
const oldestMatches = async (app: FastifyInstance, clock: { now: number }, open: typeof temp) => {
  const user = await signUpUser(app);
  const db = await open!.open();
  await grantPro({ db, clock }, user.userId);
  await db.destroy();
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/crypto/matches',
    headers: user.headers,
    payload: { sort: 'matchDate:asc' },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.items as Row[];
};

describe('match receipts across a restart', () => {
  it('keeps the time a match was first seen, and drops receipts of matches that left', async () => {
    temp = await tempDatabase();
    const config = loadConfig({
      DATA_DIR: temp.dataDir,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-test',
      MARKET_DATA: 'replay',
      ...(temp.databaseUrl === undefined ? {} : { DATABASE_URL: temp.databaseUrl }),
    });
    // Real time: tokens are checked against it.
    const firstSeen = Date.now();
    const clock = { now: firstSeen };
    const first = await buildApp(config, { logger: false, now: () => clock.now });
    await first.ready();
    await first.liveMatches.idle();
    const before = await oldestMatches(first, clock, temp);
    expect(before.length).toBeGreaterThan(0);
    expect(new Set(before.map((m) => m.receiveDate))).toEqual(new Set([new Date(firstSeen).toISOString()]));
    await first.close();

    clock.now += 5 * 60_000;
    const second = await buildApp(config, { logger: false, now: () => clock.now });
    await second.ready();
    await second.liveMatches.idle();
    const after = await oldestMatches(second, clock, temp);
    const was = new Map(before.map((m) => [m.id, m.receiveDate]));
    const kept = after.filter((m) => was.has(m.id));
    expect(kept.length).toBeGreaterThan(0);
    for (const match of kept) expect(match.receiveDate).toBe(was.get(match.id));
    const live = second.liveMatches.stats().liveMatches;
    await second.close();

    // Written in batches: after the close, one receipt per live match, none for matches that left.
    const db = await temp.open();
    const stored = await db.selectFrom('match_receipts').select(['id', 'received_at']).execute();
    await db.destroy();
    expect(stored.length).toBe(live);
    expect(stored.every((row) => Number(row.received_at) >= firstSeen)).toBe(true);
  }, 90_000);
});
