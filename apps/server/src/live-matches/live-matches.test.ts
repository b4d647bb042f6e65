import { columnsFromCandles, type SeriesKey } from '@tradescope/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { scanMatchOf } from '../../test';
import { tempDatabase } from '../../test/database';
import { hourlyCandle } from '../../test/feeds/hand-feed';
import { IdleFeed } from '../feed';
import { createInlineRunner } from './inline-runner';
import { createLiveMatches } from './live-matches';
import type { ScanResult } from './scan-job';

const temp = await tempDatabase();
const db = await temp.open();
afterAll(async () => {
  await db.destroy();
  await temp.cleanup();
});

const key = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 60 } as SeriesKey;

describe('live matches idle', () => {
  it('waits for the work a "matches changed" listener started (the scale mode publishes there)', async () => {
    const live = await createLiveMatches({
      feed: new IdleFeed('off', Date.now, () => {}),
      runner: createInlineRunner(),
      db,
      now: Date.now,
      log: { error: () => {} },
      scans: false,
    });
    let publish: (() => void) | undefined;
    let published = false;
    live.onMatchesChanged(
      () =>
        new Promise<void>((resolve) => {
          publish = () => {
            published = true;
            resolve();
          };
        }),
    );
    live.applyUpdate({ key, instrument: undefined, current: [scanMatchOf()], receipts: [], past: [] });
    let idle = false;
    const waiting = live.idle().then(() => {
      idle = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toBe(false);
    publish!();
    await waiting;
    expect(published).toBe(true);
    await live.stop();
  });
});

describe('live matches at a burst', () => {
  it("holds the feed's behind-writes while scans are queued, and lets them go once every scan is applied", async () => {
    let busy: (() => boolean) | undefined;
    const feed = Object.assign(new IdleFeed('off', Date.now, () => {}), {
      holdWritesWhile: (predicate: () => boolean) => {
        busy = predicate;
      },
    });
    feed.store.create(key, columnsFromCandles([hourlyCandle(3600, 100)]), 10);
    let answer: ((result: ScanResult) => void) | undefined;
    const live = await createLiveMatches({
      feed,
      runner: {
        scan: () => new Promise<ScanResult>((resolve) => (answer = resolve)),
        close: async () => {},
      },
      db,
      now: Date.now,
      log: { error: () => {} },
    });
    expect(busy?.()).toBe(false);
    live.start();
    expect(busy?.()).toBe(true);
    answer!({ live: [], past: [] });
    await live.idle();
    expect(busy?.()).toBe(false);
    await live.stop();
  });
});
