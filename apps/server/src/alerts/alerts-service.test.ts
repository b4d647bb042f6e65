import type { ScanMatch, SeriesKey } from '@tradescope/engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  alertPackOf,
  outboxOf,
  saveAlertPacks,
  scanMatchOf,
  signUpProUser,
  startTestApp,
  type TestApp,
} from '../../test';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({});
});
afterAll(async () => {
  await t.close();
});

const KEY = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 60 } as SeriesKey;

const proUserWithBtcAlerts = async () => {
  const user = await signUpProUser(t);
  await saveAlertPacks(t, user, { Btc: alertPackOf('Btc') });
  return user;
};

/**
 * A burst of `scans` rescans of one series (each adds a match) evaluated while every slice runs out at once (the clock
 * jumps 10 ms a reading), as when evaluation is slow under an hour boundary's burst. Calls `watch` at each turn of the
 * event loop until evaluation is idle.
 */
const burst = async (scans: number, watch: () => Promise<void> = async () => {}) => {
  let skew = 0;
  const realNow = performance.now.bind(performance);
  const clock = vi.spyOn(performance, 'now').mockImplementation(() => {
    skew += 10;
    return realNow() + skew;
  });
  try {
    const current: ScanMatch[] = [];
    for (let i = 0; i < scans; i += 1) {
      current.push(scanMatchOf({ matchDate: 1_790_000_000 + i }));
      t.app.alerts.onMatchesChanged({ key: KEY, market: 'crypto', current: [...current] });
    }
    let idle = false;
    const drained = t.app.alerts.idle().then(() => {
      idle = true;
    });
    while (!idle) {
      await watch();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await drained;
  } finally {
    clock.mockRestore();
  }
};

describe('evaluation under a burst of scans', () => {
  it("writes each slice's alerts as it ends, so a burst's first alerts need not wait for its last scan", async () => {
    const user = await proUserWithBtcAlerts();
    const seen = new Set<number>();
    await burst(4, async () => {
      seen.add((await outboxOf(t, user.userId)).length);
    });
    expect(await outboxOf(t, user.userId)).toHaveLength(4);
    // Written a slice at a time: the outbox held some of the burst's alerts before the last was evaluated.
    expect([...seen].some((count) => count > 0 && count < 4)).toBe(true);
  });
});
