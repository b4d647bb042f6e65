import { readFileSync } from 'node:fs';
import { type CandleColumns, type SeriesKey, scan, sliceColumns, xmoonMatches } from '@tradescope/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDatabase } from '../../test/database';
import type { Database } from '../db';
import { createInlineRunner } from './inline-runner';
import { createSharedScans } from './shared-scans';

// Real Binance BTCUSDT 4h candles, the engine's own fixture (its provenance is in the file).
const fixture = JSON.parse(
  readFileSync(
    new URL('../../../../packages/engine/test/fixtures/btcusdt-240.json', import.meta.url),
    'utf8',
  ),
) as Record<keyof CandleColumns, number[]>;
const all = Object.fromEntries(
  Object.entries(fixture).map(([name, values]) => [name, Float64Array.from(values)]),
) as unknown as CandleColumns;
const key = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 240 } as SeriesKey;
const closeAt = (length: number) => {
  const columns = sliceColumns(all, 0, length);
  return { key, columns, candleTime: columns.time[length - 1]! };
};

/** What one process scanning the series alone would list after this close: its matches and their XMoon confluence. */
const liveAfter = (length: number): string[] => {
  const live = scan({ key, columns: () => sliceColumns(all, 0, length) });
  return [...live, ...xmoonMatches(key, live, [])].map((match) => match.id).sort();
};

let database: Awaited<ReturnType<typeof tempDatabase>>;
let db: Database;
beforeEach(async () => {
  database = await tempDatabase();
  db = await database.open();
});
afterEach(async () => {
  await db.destroy();
  await database.cleanup();
});

const storedIds = async () =>
  (await db.selectFrom('live_matches').select('id').execute()).map((row) => row.id).sort();
const scansOf = async () =>
  Number((await db.selectFrom('series_scans').select('scans').executeTakeFirstOrThrow()).scans);

describe('shared scans (the scale mode)', () => {
  it('stores the live set a scan of the close finds, with a receipt for each match', async () => {
    const shared = createSharedScans({ db, runner: createInlineRunner(), now: () => 1_000 });
    const change = await shared.scan(closeAt(480));
    const expected = liveAfter(480);
    expect(expected.length).toBeGreaterThan(0);
    expect(change?.added.map((match) => match.id).sort()).toEqual(expected);
    expect(await storedIds()).toEqual(expected);
    const receipts = await db.selectFrom('match_receipts').selectAll().execute();
    expect(receipts.map((row) => Number(row.received_at))).toEqual(expected.map(() => 1_000));
  });

  it('applies a close run twice once: the second run (a scanner killed after committing) changes nothing', async () => {
    const shared = createSharedScans({ db, runner: createInlineRunner(), now: () => 1_000 });
    const first = await shared.scan(closeAt(480));
    const again = await shared.scan(closeAt(480));
    expect(first).toBeDefined();
    expect(again).toBeUndefined();
    expect(await scansOf()).toBe(1);
  });

  it('skips an earlier close that runs after a later one, so a retried job never rolls a series back', async () => {
    const shared = createSharedScans({ db, runner: createInlineRunner(), now: () => 1_000 });
    await shared.scan(closeAt(500));
    const newest = await storedIds();
    expect(await shared.scan(closeAt(470))).toBeUndefined();
    expect(await storedIds()).toEqual(newest);
    expect(await scansOf()).toBe(1);
  });

  it('continues a series from the stored set: a match listed before is not added again by the next close', async () => {
    const one = createSharedScans({ db, runner: createInlineRunner(), now: () => 1_000 });
    const other = createSharedScans({ db, runner: createInlineRunner(), now: () => 2_000 });
    await one.scan(closeAt(499));
    const change = await other.scan(closeAt(500));
    const before = liveAfter(499);
    const after = liveAfter(500);
    expect(after).not.toEqual(before);
    expect(change?.added.map((match) => match.id).sort()).toEqual(
      after.filter((id) => !before.includes(id)).sort(),
    );
    expect(change?.removed.map((match) => match.id).sort()).toEqual(
      before.filter((id) => !after.includes(id)).sort(),
    );
    expect(await scansOf()).toBe(2);
    // Matches listed before keep the time they were first seen (alert packs saved since do not take them).
    const kept = after.filter((id) => before.includes(id));
    expect(kept.length).toBeGreaterThan(0);
    for (const id of kept) expect(change?.receivedAt.get(id)).toBe(1_000);
    for (const match of change?.added ?? []) expect(change?.receivedAt.get(match.id)).toBe(2_000);
  });

  it('lists the batch scan of every close while a series moves between scanners that keep it warm', async () => {
    const one = createSharedScans({ db, runner: createInlineRunner({ warm: true }), now: () => 1_000 });
    const other = createSharedScans({ db, runner: createInlineRunner({ warm: true }), now: () => 2_000 });
    // Closes 470-473 on one scanner, 474-475 on the other, then back: the first scanner's state stopped at 473 and
    // is rebuilt from 476's candles; every close stores what a batch scan of it lists.
    const takers = [one, one, one, one, other, other, one, one];
    for (const [k, shared] of takers.entries()) {
      const length = 470 + k;
      expect(await shared.scan(closeAt(length))).toBeDefined();
      expect(await storedIds()).toEqual(liveAfter(length));
    }
    expect(await scansOf()).toBe(takers.length);
  });
});
