import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  alertPackOf,
  grantPro,
  outboxOf,
  saveAlertPacks,
  scanMatchOf,
  scanned,
  signUpUser,
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

const KEY = { source: 'binance-spot', symbol: 'BTCUSDT', timeframe: 60 } as const;

describe('evaluation under a burst of scans', () => {
  it("writes each slice's alerts as it ends, so a burst's first alerts need not wait for its last scan", async () => {
    const user = await signUpUser(t.app);
    await grantPro(t, user.userId);
    await saveAlertPacks(t, user, { Btc: alertPackOf('Btc') });
    const first = scanMatchOf();
    await scanned(t, [first]);
    const rows = async () => (await outboxOf(t, user.userId)).length;
    expect(await rows()).toBe(1);

    // Every slice runs out at once (the clock jumps 10 ms a reading), as when evaluation is slow under a burst.
    let skew = 0;
    const realNow = performance.now.bind(performance);
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => realNow() + (skew += 10));
    try {
      // A burst arrives while a pass runs: one scan starts it, three more queue behind it.
      const current = [first];
      const scan = () => {
        current.push(scanMatchOf({ matchDate: 1_790_000_000 + current.length }));
        t.app.alerts.onMatchesChanged({ key: KEY, market: 'crypto', current: [...current] } as never);
      };
      for (let i = 0; i < 4; i += 1) scan();
      let idle = false;
      const drained = t.app.alerts.idle().then(() => {
        idle = true;
      });
      const seen = new Set<number>();
      while (!idle) {
        seen.add(await rows());
        await new Promise((resolve) => setImmediate(resolve));
      }
      await drained;
      expect(await rows()).toBe(5);
      // Written a slice at a time: counts between the first scan's and the burst's end were in the outbox.
      expect([...seen].some((count) => count > 2 && count < 5)).toBe(true);
    } finally {
      clock.mockRestore();
    }
  });
});
